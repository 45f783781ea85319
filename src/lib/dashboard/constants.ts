/**
 * The demo dashboard's fixed vocabularies and limits (spec §3, §9). Plain constants, so
 * both the zod schemas (build time) and the island (browser) can use them without
 * shipping zod to the browser.
 */

/** Member roles, spec §3. */
export const memberRoles = ['Account Owner', 'Adult', 'Teen', 'Child'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** App categories in screen-time data, each shown with its own colour and label. */
export const appCategories = ['social', 'game', 'education', 'other'] as const;
export type AppCategory = (typeof appCategories)[number];

/** Kinds of entry in a member's recent activity. */
export const activityTypes = ['security', 'app', 'other'] as const;

/** Notification types, spec §3. */
export const notificationTypes = ['warning', 'info', 'success'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The four stats on the overview, spec §3 "Dashboard stats". */
export const statKeys = ['threatsBlocked', 'websitesScanned', 'callsScreened', 'socialMediaAlerts'] as const;
export type StatKey = (typeof statKeys)[number];

/** The main views the sidebar switches between. */
export const dashboardViews = ['overview', 'notifications', 'family', 'settings'] as const;
export type DashboardView = (typeof dashboardViews)[number];

/** The per-member protection switches. */
export const protectionSettingKeys = ['webProtection', 'appRestrictions', 'activityAlerts'] as const;
export type ProtectionSettingKey = (typeof protectionSettingKeys)[number];

/** Age bands of spec §9: children 5–12, teens 13–17; adults are 18 or older. */
export const ageBands: Record<MemberRole, { min: number; max: number }> = {
  Child: { min: 5, max: 12 },
  Teen: { min: 13, max: 17 },
  Adult: { min: 18, max: 120 },
  'Account Owner': { min: 18, max: 120 },
};

/** Whether an age fits a role's band. */
export function ageFitsRole(role: MemberRole, age: number): boolean {
  const band = ageBands[role];
  return age >= band.min && age <= band.max;
}

/** Spec §9: the simulated security alert arrives 15 seconds after the dashboard opens. */
export const SIMULATED_ALERT_DELAY_MS = 15_000;

/** Spec §9: the number of top apps shown in a member's screen time. */
export const TOP_APPS_COUNT = 3;
