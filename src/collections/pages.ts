/** Help, FAQ, about, privacy and terms pages (issue 6). */
export const pageCollections = {};
