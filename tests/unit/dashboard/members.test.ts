import { describe, expect, it } from 'vitest';
import { byId, findMember, protectionStatus, resolveToggles, topApps } from '../../../src/lib/dashboard/members';
import type { DashboardDemo } from '../../../src/schemas/dashboard';

describe('protectionStatus', () => {
  it('high is green, medium amber, anything else red and Unknown', () => {
    expect(protectionStatus('high')).toEqual({ tone: 'success', label: 'High' });
    expect(protectionStatus(' Medium ')).toEqual({ tone: 'warning', label: 'Medium' });
    expect(protectionStatus('low')).toEqual({ tone: 'danger', label: 'Unknown' });
    expect(protectionStatus('')).toEqual({ tone: 'danger', label: 'Unknown' });
  });
});

describe('topApps', () => {
  const usage = [
    { name: 'Mail', minutes: 20, category: 'other' as const },
    { name: 'TikTok', minutes: 95, category: 'social' as const },
    { name: 'Minecraft', minutes: 45, category: 'game' as const },
    { name: 'Khan Academy', minutes: 45, category: 'education' as const },
  ];
  it('keeps the three with most minutes, most first, ties in data order', () => {
    expect(topApps(usage).map((a) => a.name)).toEqual(['TikTok', 'Minecraft', 'Khan Academy']);
  });
  it('sizes bars against the busiest app', () => {
    expect(topApps(usage).map((a) => a.percent)).toEqual([100, 47, 47]);
  });
  it('handles short, empty and missing lists', () => {
    expect(topApps(usage.slice(0, 1))).toHaveLength(1);
    expect(topApps([])).toEqual([]);
    expect(topApps(undefined)).toEqual([]);
    expect(topApps([{ name: 'Idle', minutes: 0, category: 'other' }])[0].percent).toBe(0);
  });
  it('takes another count', () => {
    expect(topApps(usage, 1).map((a) => a.name)).toEqual(['TikTok']);
  });
});

describe('members', () => {
  const defaults = {
    'Account Owner': { webProtection: true, appRestrictions: false, activityAlerts: true },
    Adult: { webProtection: true, appRestrictions: false, activityAlerts: false },
    Teen: { webProtection: true, appRestrictions: true, activityAlerts: true },
    Child: { webProtection: true, appRestrictions: true, activityAlerts: true },
  } satisfies DashboardDemo['protectionDefaults'];

  it('uses the role defaults until the visitor saved something', () => {
    expect(resolveToggles({ id: 3, role: 'Teen' }, defaults, {})).toEqual(defaults.Teen);
    const saved = { 3: { webProtection: false, appRestrictions: true, activityAlerts: false } };
    expect(resolveToggles({ id: 3, role: 'Teen' }, defaults, saved)).toEqual(saved[3]);
    expect(resolveToggles({ id: 4, role: 'Child' }, defaults, saved)).toEqual(defaults.Child);
  });

  it('finds members and sorts by id', () => {
    const list = [{ id: 3 }, { id: 1 }, { id: 2 }];
    expect(byId(list).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(list[0].id).toBe(3);
    expect(findMember(list, 2)).toEqual({ id: 2 });
    expect(findMember(list, 9)).toBeUndefined();
    expect(findMember(list, null)).toBeUndefined();
  });
});
