import { z } from 'astro/zod';
import * as vocabulary from './vocabularies';

/** One app in a member's screen time. */
export const appUsageSchema = z.object({
  /** App name as the member sees it, e.g. "YouTube". */
  name: z.string().min(1),
  /** Minutes spent in the app today. */
  minutes: z.number().int().nonnegative(),
  /** Category; decides the bar colour and the category label. */
  category: z.enum(vocabulary.appCategories),
});

/** A member's screen time (spec §3). */
export const screenTimeSchema = z.object({
  /** Minutes on screen today. */
  daily: z.number().int().nonnegative(),
  /** Minutes on screen this week. */
  weekly: z.number().int().nonnegative(),
  /** Per-app minutes today; the dashboard shows the top 3. May be empty. */
  usageByApp: z.array(appUsageSchema),
});

/** One entry of a member's recent activity. */
export const activitySchema = z.object({
  /** Unique within the member. */
  id: z.number().int().positive(),
  /** security, app or other. */
  type: z.enum(vocabulary.activityTypes),
  /** One plain sentence: what happened. */
  description: z.string().min(1),
  /** When, as shown: "2 hours ago". */
  time: z.string().min(1),
});

/**
 * A family member of the demo household (spec §3), in src/content/dashboard/members.yaml.
 * The age must fit the role's band (spec §9: children 5–12, teens 13–17, adults 18+).
 */
export const familyMemberSchema = z
  .object({
    /** Positive whole number; the member's detail view lives at /dashboard?member={id}. */
    id: z.number().int().positive(),
    /** First name, as the family uses it. */
    name: z.string().min(1),
    /** Account Owner, Adult, Teen or Child. */
    role: z.enum(vocabulary.memberRoles),
    /** Number of protected devices. */
    devices: z.number().int().nonnegative(),
    /** Number of open alerts. */
    alerts: z.number().int().nonnegative(),
    /** Age in years. */
    age: z.number().int().positive(),
    /** When the member was last online, as shown: "5 minutes ago". */
    lastActive: z.string().min(1),
    /** "high" or "medium"; any other value is shown in red and labelled Unknown. */
    protectionLevel: z.string().min(1),
    /** Threats blocked for this member this month. */
    blockedThreats: z.number().int().nonnegative(),
    /** Screen time; leave it out for a member who does not share it ("No screen time data available"). */
    screenTime: screenTimeSchema.optional(),
    /** Latest first; empty shows "No recent activities". */
    recentActivities: z.array(activitySchema).default([]),
  })
  .refine((member) => vocabulary.ageFitsRole(member.role, member.age), {
    path: ['age'],
    message: `age must fit the role: ${Object.entries(vocabulary.ageBands)
      .map(([role, band]) => `${role} ${band.min}–${band.max}`)
      .join(', ')}`,
  });

/** The fields of a notification without its id (the simulated alert gets its id when it arrives). */
export const notificationContentSchema = z.object({
  /** warning, info or success: decides the colour and the type label. */
  type: z.enum(vocabulary.notificationTypes),
  /** A few words. */
  title: z.string().min(1),
  /** One or two plain sentences. */
  message: z.string().min(1),
  /** When, as shown: "10 minutes ago". */
  time: z.string().min(1),
  /** Icon key from `dashboardIconNames` (src/schemas/vocabularies.ts). */
  icon: z.enum(vocabulary.dashboardIconNames),
});

/** A notification (spec §3), in src/content/dashboard/notifications.yaml, newest first. */
export const notificationSchema = notificationContentSchema.extend({
  /** Positive whole number, unique. */
  id: z.number().int().positive(),
});

/** The overview's four numbers (spec §3 "Dashboard stats", values from §9). */
export const dashboardStatsSchema = z.object({
  /** Threats blocked this month. */
  threatsBlocked: z.number().int().nonnegative(),
  /** Websites checked this month. */
  websitesScanned: z.number().int().nonnegative(),
  /** Calls screened this month. */
  callsScreened: z.number().int().nonnegative(),
  /** Social media alerts this month. */
  socialMediaAlerts: z.number().int().nonnegative(),
});

const toggleSetSchema = z.object({
  /** Web Protection on or off. */
  webProtection: z.boolean(),
  /** App Restrictions on or off. */
  appRestrictions: z.boolean(),
  /** Activity Alerts on or off. */
  activityAlerts: z.boolean(),
});

/**
 * Everything else the demo shows (src/content/dashboard/demo.yaml, one entry with id "demo"):
 * labels, stats, the sidebar, the protection switches and the simulated alert.
 */
export const dashboardDemoSchema = z.object({
  /** The signed-in user shown in the sidebar. */
  currentUser: z.string().min(1),
  stats: dashboardStatsSchema,
  /** How each stat tile is labelled, in display order. */
  statTiles: z
    .array(
      z.object({
        /** Which stat the tile shows. */
        stat: z.enum(vocabulary.statKeys),
        /** Tile label, e.g. "Threats Blocked". */
        label: z.string().min(1),
        /** One sentence shown in the tile's tooltip: what the number counts. */
        hint: z.string().min(1),
        /** Icon key from `dashboardIconNames` (src/schemas/vocabularies.ts). */
        icon: z.enum(vocabulary.dashboardIconNames),
      }),
    )
    .length(4),
  /** The sidebar, in order: one item per view. */
  navigation: z
    .array(
      z.object({
        /** The view the item opens. */
        view: z.enum(vocabulary.dashboardViews),
        /** Visible label. */
        label: z.string().min(1),
        /** Icon key from `dashboardIconNames` (src/schemas/vocabularies.ts). */
        icon: z.enum(vocabulary.dashboardIconNames),
      }),
    )
    .length(4),
  /** The three protection switches, in display order. */
  protectionSettings: z
    .array(
      z.object({
        /** Which setting. */
        key: z.enum(vocabulary.protectionSettingKeys),
        /** Switch label, e.g. "Web Protection". */
        label: z.string().min(1),
        /** One sentence: what the switch does. */
        description: z.string().min(1),
      }),
    )
    .length(3),
  /** Starting switch positions by role, until the visitor changes them. */
  protectionDefaults: z.object({
    'Account Owner': toggleSetSchema,
    Adult: toggleSetSchema,
    Teen: toggleSetSchema,
    Child: toggleSetSchema,
  }),
  /** The warning that arrives 15 seconds after the dashboard opens (spec §4). */
  simulatedAlert: notificationContentSchema.extend({
    /** Only a warning makes sense here. */
    type: z.literal('warning'),
  }),
});

export type AppUsage = z.infer<typeof appUsageSchema>;
export type ScreenTime = z.infer<typeof screenTimeSchema>;
export type Activity = z.infer<typeof activitySchema>;
export type FamilyMember = z.infer<typeof familyMemberSchema>;
export type DashboardNotification = z.infer<typeof notificationSchema>;
export type NotificationContent = z.infer<typeof notificationContentSchema>;
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
export type ProtectionToggles = z.infer<typeof toggleSetSchema>;
export type DashboardDemo = z.infer<typeof dashboardDemoSchema>;
