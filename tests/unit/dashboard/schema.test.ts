import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it, vi } from 'vitest';
import { ageFitsRole } from '../../../src/lib/dashboard/constants';
import { toggleMessage } from '../../../src/lib/dashboard/settings';
import {
  dashboardDemoSchema,
  familyMemberSchema,
  notificationSchema,
  type FamilyMember,
} from '../../../src/schemas/dashboard';

const load = (name: string) => yaml.load(readFileSync(`src/content/dashboard/${name}`, 'utf-8'));

describe('dashboard data', () => {
  const members = (load('members.yaml') as unknown[]).map((m) => familyMemberSchema.parse(m)) as FamilyMember[];
  const notifications = (load('notifications.yaml') as unknown[]).map((n) => notificationSchema.parse(n));
  const demo = dashboardDemoSchema.parse((load('demo.yaml') as Record<string, unknown>).demo);

  it('has one member of each role, with unique ids and both empty states', () => {
    expect(new Set(members.map((m) => m.role))).toEqual(new Set(['Account Owner', 'Adult', 'Teen', 'Child']));
    expect(new Set(members.map((m) => m.id)).size).toBe(members.length);
    expect(members.some((m) => m.recentActivities.length === 0)).toBe(true);
    expect(members.some((m) => m.screenTime === undefined)).toBe(true);
  });

  it('has at least five notifications of every type, unique ids', () => {
    expect(notifications.length).toBeGreaterThanOrEqual(5);
    expect(new Set(notifications.map((n) => n.type))).toEqual(new Set(['warning', 'info', 'success']));
    expect(new Set(notifications.map((n) => n.id)).size).toBe(notifications.length);
  });

  it('shows the stats of spec §9, and member threats add up to the total', () => {
    expect(demo.stats).toEqual({
      threatsBlocked: 237,
      websitesScanned: 1893,
      callsScreened: 124,
      socialMediaAlerts: 42,
    });
    expect(members.reduce((sum, m) => sum + m.blockedThreats, 0)).toBe(237);
  });

  it('the simulated alert is a warning about a bank phishing email', () => {
    expect(demo.simulatedAlert.type).toBe('warning');
    expect(demo.simulatedAlert.message).toMatch(/bank/i);
    expect(demo.simulatedAlert.message).toMatch(/email/i);
  });
});

describe('familyMemberSchema', () => {
  const base = {
    id: 1,
    name: 'Leo',
    role: 'Child',
    devices: 1,
    alerts: 0,
    age: 9,
    lastActive: 'now',
    protectionLevel: 'high',
    blockedThreats: 3,
  };

  it('accepts a member without screen time or activities', () => {
    expect(familyMemberSchema.parse(base).recentActivities).toEqual([]);
  });

  it('rejects ages outside the role band (children 5–12, teens 13–17)', () => {
    expect(() => familyMemberSchema.parse({ ...base, age: 13 })).toThrow(/age/);
    expect(() => familyMemberSchema.parse({ ...base, role: 'Teen', age: 18 })).toThrow(/age/);
    expect(() => familyMemberSchema.parse({ ...base, role: 'Adult', age: 17 })).toThrow(/age/);
    expect(ageFitsRole('Child', 5)).toBe(true);
    expect(ageFitsRole('Child', 12)).toBe(true);
    expect(ageFitsRole('Teen', 13)).toBe(true);
    expect(ageFitsRole('Teen', 17)).toBe(true);
  });

  it('rejects unknown roles, app categories and activity types', () => {
    expect(() => familyMemberSchema.parse({ ...base, role: 'Grandparent' })).toThrow();
    expect(() =>
      familyMemberSchema.parse({
        ...base,
        screenTime: { daily: 1, weekly: 1, usageByApp: [{ name: 'X', minutes: 1, category: 'video' }] },
      }),
    ).toThrow();
    expect(() =>
      familyMemberSchema.parse({ ...base, recentActivities: [{ id: 1, type: 'login', description: 'x', time: 'y' }] }),
    ).toThrow();
  });

  it('rejects a notification with an unknown type or icon', () => {
    const good = { id: 1, type: 'info', title: 'T', message: 'M', time: 'now', icon: 'bell' };
    expect(notificationSchema.parse(good)).toEqual(good);
    expect(() => notificationSchema.parse({ ...good, type: 'error' })).toThrow();
    expect(() => notificationSchema.parse({ ...good, icon: 'rocket' })).toThrow();
  });
});

describe('toggleMessage', () => {
  it('says what changed and for whom', () => {
    expect(toggleMessage('Web Protection', false, 'Emma')).toBe('Web Protection turned off for Emma');
    expect(toggleMessage('Activity Alerts', true, 'Leo')).toBe('Activity Alerts turned on for Leo');
  });
});

describe('simulateSave', () => {
  it('resolves after the demo delay', async () => {
    const { simulateSave, SAVE_DELAY_MS } = await import('../../../src/lib/dashboard/settings');
    vi.useFakeTimers();
    let done = false;
    const saving = simulateSave().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await saving;
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
