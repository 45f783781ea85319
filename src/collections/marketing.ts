/** Home, pricing and comparison data (issue 4). */
export const marketingCollections = {};
