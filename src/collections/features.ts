/** Features, use cases and demographics (issue 3). */
export const featureCollections = {};
