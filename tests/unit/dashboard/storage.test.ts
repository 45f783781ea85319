import { describe, expect, it } from 'vitest';
import {
  PROTECTION_KEY,
  READ_KEY,
  loadProtection,
  loadReadIds,
  saveProtection,
  saveReadIds,
} from '../../../src/lib/dashboard/storage';
import { memoryStore, refusingStore as brokenStore } from '../memory-store';

describe('read notification ids', () => {
  it('round-trips through storage', () => {
    const store = memoryStore();
    expect(saveReadIds(store, new Set([3, 1, 2]))).toBe(true);
    expect(store.data[READ_KEY]).toBe('[1,2,3]');
    expect(loadReadIds(store)).toEqual(new Set([1, 2, 3]));
  });

  it('treats missing, malformed or tampered data as nothing read', () => {
    expect(loadReadIds(memoryStore())).toEqual(new Set());
    expect(loadReadIds(memoryStore({ [READ_KEY]: '{not json' }))).toEqual(new Set());
    expect(loadReadIds(memoryStore({ [READ_KEY]: '{"1":true}' }))).toEqual(new Set());
    expect(loadReadIds(memoryStore({ [READ_KEY]: '[1,"2",-3,4.5,null,5]' }))).toEqual(new Set([1, 5]));
  });

  it('survives storage that throws or is missing', () => {
    expect(loadReadIds(brokenStore)).toEqual(new Set());
    expect(saveReadIds(brokenStore, new Set([1]))).toBe(false);
    expect(loadReadIds(null)).toEqual(new Set());
    expect(saveReadIds(null, new Set([1]))).toBe(false);
  });
});

describe('protection switches', () => {
  const on = { webProtection: true, appRestrictions: true, activityAlerts: true };
  const off = { webProtection: false, appRestrictions: false, activityAlerts: false };

  it('saves each member next to the others', () => {
    const store = memoryStore();
    saveProtection(store, 3, on);
    saveProtection(store, 4, off);
    saveProtection(store, 3, off);
    expect(loadProtection(store)).toEqual({ 3: off, 4: off });
  });

  it('drops malformed entries and ignores malformed storage', () => {
    const store = memoryStore({
      [PROTECTION_KEY]: JSON.stringify({
        1: on,
        2: { webProtection: 'yes', appRestrictions: true, activityAlerts: true },
        3: { webProtection: true },
        abc: on,
        4: null,
        5: { ...off, extra: 1 },
      }),
    });
    expect(loadProtection(store)).toEqual({ 1: on, 5: off });
    expect(loadProtection(memoryStore({ [PROTECTION_KEY]: '[true]' }))).toEqual({});
    expect(loadProtection(memoryStore({ [PROTECTION_KEY]: 'nope' }))).toEqual({});
    expect(loadProtection(brokenStore)).toEqual({});
    expect(saveProtection(brokenStore, 1, on)).toBe(false);
  });
});
