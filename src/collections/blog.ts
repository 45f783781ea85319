/** Blog posts and authors (issue 3). */
export const blogCollections = {};
