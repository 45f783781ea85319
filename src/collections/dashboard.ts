/** Demo dashboard data (issue 5). */
export const dashboardCollections = {};
