/**
 * The closed vocabularies content may name: icon keys, blog topic slugs and the demo
 * dashboard's roles and kinds. Plain `as const` tuples (no zod, no lucide-react), so a
 * schema can make each one an enum and the browser can import them for free. What a key
 * looks like (the Lucide component of an icon, a topic's name and description) lives
 * elsewhere and is typed from these lists: src/lib/icons.ts, src/lib/dashboard/icons.ts,
 * src/content/blog-topics.yaml.
 */

/** Icon keys content may name (features, use cases, cards); drawn by src/lib/icons.ts. */
export const iconNames = [
  'globe',
  'phone-call',
  'messages',
  'key-round',
  'bell-ring',
  'users',
  'fingerprint',
  'message-warning',
  'lock',
  'headset',
  'scan-search',
  'landmark',
  'credit-card',
  'shield-check',
  'heart-handshake',
  'baby',
  'briefcase',
  'activity',
  'audio-lines',
  'book-open',
  'bot',
  'building',
  'circle-check',
  'eye',
  'gamepad',
  'graduation-cap',
  'info',
  'lightbulb',
  'mail-warning',
  'devices',
  'octagon-alert',
  'shield-alert',
  'sparkles',
  'triangle-alert',
  'user-check',
  'video',
  'zap',
] as const;
export type IconName = (typeof iconNames)[number];

/**
 * Icon keys the demo dashboard's data may name; drawn by src/lib/dashboard/icons.ts, which is
 * only bundled on /dashboard.
 */
export const dashboardIconNames = [
  'layout-dashboard',
  'bell',
  'users',
  'settings',
  'shield-alert',
  'shield-check',
  'mail-warning',
  'globe',
  'phone',
  'message-circle',
  'smartphone',
  'info',
  'circle-check',
  'triangle-alert',
  'lock',
  'credit-card',
] as const;
export type DashboardIconName = (typeof dashboardIconNames)[number];

/**
 * The ten blog topics of spec §9, by slug (the topic page is /blog/topics/{slug}; posts name one
 * in `category`). Their names, descriptions and chip order are content: src/content/blog-topics.yaml.
 */
export const topicSlugs = [
  'cybersecurity',
  'family-protection',
  'mobile-security',
  'identity-theft',
  'password-security',
  'online-privacy',
  'financial-protection',
  'social-media-safety',
  'scam-prevention',
  'digital-wellness',
] as const;
export type TopicSlug = (typeof topicSlugs)[number];

/** The three columns of the header's Features menu a feature may belong to. */
export const featureGroupIds = ['online-protection', 'identity-security', 'advanced-security'] as const;
export type FeatureGroup = (typeof featureGroupIds)[number];

/** Column heading of each feature group in the Features menu. */
export const featureGroupTitles: Record<FeatureGroup, string> = {
  'online-protection': 'Online Protection',
  'identity-security': 'Identity & Security',
  'advanced-security': 'Advanced Security',
};

/** Member roles of the demo household, spec §3. */
export const memberRoles = ['Account Owner', 'Adult', 'Teen', 'Child'] as const;
export type MemberRole = (typeof memberRoles)[number];

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

/** App categories in screen-time data, each shown with its own colour and label. */
export const appCategories = ['social', 'game', 'education', 'other'] as const;
export type AppCategory = (typeof appCategories)[number];

/** Kinds of entry in a member's recent activity. */
export const activityTypes = ['security', 'app', 'other'] as const;

/** Notification types, spec §3. */
export const notificationTypes = ['warning', 'info', 'success'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The four stats on the dashboard's overview, spec §3 "Dashboard stats". */
export const statKeys = ['threatsBlocked', 'websitesScanned', 'callsScreened', 'socialMediaAlerts'] as const;
export type StatKey = (typeof statKeys)[number];

/** The main views the dashboard's sidebar switches between. */
export const dashboardViews = ['overview', 'notifications', 'family', 'settings'] as const;
export type DashboardView = (typeof dashboardViews)[number];

/** The per-member protection switches. */
export const protectionSettingKeys = ['webProtection', 'appRestrictions', 'activityAlerts'] as const;
export type ProtectionSettingKey = (typeof protectionSettingKeys)[number];
