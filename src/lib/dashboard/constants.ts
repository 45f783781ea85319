/**
 * The demo dashboard's limits (spec §9). Its vocabularies (roles, categories, views …) live in
 * src/schemas/vocabularies.ts, beside the other closed lists content may name; they are
 * re-exported here so the island's modules keep one import for the dashboard's constants.
 */
export {
  activityTypes,
  ageBands,
  ageFitsRole,
  appCategories,
  dashboardViews,
  memberRoles,
  notificationTypes,
  protectionSettingKeys,
  statKeys,
  type AppCategory,
  type DashboardView,
  type MemberRole,
  type NotificationType,
  type ProtectionSettingKey,
  type StatKey,
} from '../../schemas/vocabularies';

/** Spec §9: the simulated security alert arrives 15 seconds after the dashboard opens. */
export const SIMULATED_ALERT_DELAY_MS = 15_000;

/** Spec §9: the number of top apps shown in a member's screen time. */
export const TOP_APPS_COUNT = 3;
