import type { DashboardNotification, NotificationContent } from '../../schemas/dashboard';

/**
 * The notifications whose title or message contains the query, ignoring case and the
 * spaces around it (spec §4). An empty query keeps them all.
 */
export function filterNotifications<T extends Pick<DashboardNotification, 'title' | 'message'>>(
  notifications: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return [...notifications];
  return notifications.filter(
    (n) => n.title.toLocaleLowerCase('en-US').includes(needle) || n.message.toLocaleLowerCase('en-US').includes(needle),
  );
}

/** The list with a new notification on top; its id is the list's length plus 1 (spec §4). */
export function addNotificationOnTop(
  notifications: readonly DashboardNotification[],
  content: NotificationContent,
): DashboardNotification[] {
  return [{ ...content, id: notifications.length + 1 }, ...notifications];
}

/** How many notifications are not in the read set. */
export function countUnread(notifications: readonly DashboardNotification[], readIds: ReadonlySet<number>): number {
  return notifications.reduce((total, n) => total + (readIds.has(n.id) ? 0 : 1), 0);
}

/** The read set after "Mark all as read": every id in the list, plus what was read before. */
export function markAllRead(
  notifications: readonly DashboardNotification[],
  readIds: ReadonlySet<number>,
): Set<number> {
  return new Set([...readIds, ...notifications.map((n) => n.id)]);
}

/** Human label of a notification type, so colour is never the only cue. */
export const notificationTypeLabels = { warning: 'Warning', info: 'Information', success: 'Resolved' } as const;

/** How many notifications the overview's Recent Notifications shows while nothing is searched. */
export const RECENT_LIMIT = 4;

/**
 * What a notification panel lists: every match while searching; otherwise the newest
 * `limit` (or all, when limit is null).
 */
export function visibleNotifications<T extends Pick<DashboardNotification, 'title' | 'message'>>(
  notifications: readonly T[],
  query: string,
  limit: number | null,
): T[] {
  const matches = filterNotifications(notifications, query);
  return query.trim() || limit === null ? matches : matches.slice(0, limit);
}
