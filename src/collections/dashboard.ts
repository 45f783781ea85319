/** Demo dashboard data (issue 5): src/content/dashboard/*.yaml, checked by src/schemas/dashboard.ts. */
import { defineCollection } from 'astro:content';
import { dataFile } from '../build/data-file-loader';
import { dashboardDemoSchema, familyMemberSchema, notificationSchema } from '../schemas/dashboard';

export const dashboardCollections = {
  /** The demo household, one entry per member. */
  familyMembers: defineCollection({
    loader: dataFile('src/content/dashboard/members.yaml'),
    schema: familyMemberSchema,
  }),
  /** The demo's notifications, newest first. */
  dashboardNotifications: defineCollection({
    loader: dataFile('src/content/dashboard/notifications.yaml'),
    schema: notificationSchema,
  }),
  /** One entry ("demo"): stats, labels, sidebar, protection switches and the simulated alert. */
  dashboardDemo: defineCollection({ loader: dataFile('src/content/dashboard/demo.yaml'), schema: dashboardDemoSchema }),
};
