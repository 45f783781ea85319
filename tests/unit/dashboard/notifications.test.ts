import { describe, expect, it } from 'vitest';
import {
  addNotificationOnTop,
  countUnread,
  filterNotifications,
  markAllRead,
  visibleNotifications,
} from '../../../src/lib/dashboard/notifications';
import type { DashboardNotification } from '../../../src/schemas/dashboard';

const list: DashboardNotification[] = [
  { id: 1, type: 'warning', title: 'Scam Call Screened', message: 'Sent to voicemail.', time: 'now', icon: 'phone' },
  {
    id: 2,
    type: 'info',
    title: 'New Device Protected',
    message: "Emma's tablet is protected.",
    time: '1h',
    icon: 'smartphone',
  },
  {
    id: 3,
    type: 'success',
    title: 'Weekly Scan Complete',
    message: 'No weak spots found.',
    time: 'Yesterday',
    icon: 'shield-check',
  },
];

describe('filterNotifications', () => {
  it('matches the title, ignoring case', () => {
    expect(filterNotifications(list, 'SCAM CALL').map((n) => n.id)).toEqual([1]);
  });
  it('matches the message too', () => {
    expect(filterNotifications(list, 'voicemail').map((n) => n.id)).toEqual([1]);
    expect(filterNotifications(list, 'tablet').map((n) => n.id)).toEqual([2]);
  });
  it('ignores surrounding spaces and keeps everything for an empty query', () => {
    expect(filterNotifications(list, '  weekly ').map((n) => n.id)).toEqual([3]);
    expect(filterNotifications(list, '   ')).toEqual(list);
  });
  it('returns nothing when nothing matches', () => {
    expect(filterNotifications(list, 'zebra')).toEqual([]);
  });
});

describe('visibleNotifications', () => {
  it('limits the list only while nothing is searched', () => {
    expect(visibleNotifications(list, '', 2).map((n) => n.id)).toEqual([1, 2]);
    expect(visibleNotifications(list, 'e', 1).length).toBe(3);
    expect(visibleNotifications(list, '', null).length).toBe(3);
  });
});

describe('addNotificationOnTop', () => {
  it('puts the new one first with id = length + 1, leaving the input alone', () => {
    const next = addNotificationOnTop(list, {
      type: 'warning',
      title: 'Phishing',
      message: 'Bank',
      time: 'now',
      icon: 'mail-warning',
    });
    expect(next[0]).toMatchObject({ id: 4, title: 'Phishing', type: 'warning' });
    expect(next.slice(1)).toEqual(list);
    expect(list).toHaveLength(3);
  });
});

describe('read state', () => {
  it('counts unread and marks all as read, keeping earlier reads', () => {
    expect(countUnread(list, new Set([2]))).toBe(2);
    const read = markAllRead(list, new Set([9]));
    expect([...read].sort()).toEqual([1, 2, 3, 9]);
    expect(countUnread(list, read)).toBe(0);
  });
});
