/** Demo dashboard data (issue 5): src/content/dashboard/*.yaml, checked by src/schemas/dashboard.ts. */
import { yamlCollection } from '../build/collections';
import { dashboardDemoSchema, familyMemberSchema, notificationSchema } from '../schemas/dashboard';

export const dashboardCollections = {
  /** The demo household, one entry per member. */
  familyMembers: yamlCollection('dashboard/members', familyMemberSchema),
  /** The demo's notifications, newest first. */
  dashboardNotifications: yamlCollection('dashboard/notifications', notificationSchema),
  /** One entry ("demo"): stats, labels, sidebar, protection switches and the simulated alert. */
  dashboardDemo: yamlCollection('dashboard/demo', dashboardDemoSchema),
};
