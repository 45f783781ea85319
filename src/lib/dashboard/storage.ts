import type { ProtectionToggles } from '../../schemas/dashboard';
import { readJson, writeJson, type KeyValueStore } from '../storage';
import { protectionSettingKeys } from './constants';

/** localStorage key: ids of the notifications the visitor marked as read. */
export const READ_KEY = 'kinward-dashboard-read';
/** localStorage key: each member's protection switches, by member id. */
export const PROTECTION_KEY = 'kinward-dashboard-protection';

/** Read notification ids from storage; anything that is not a list of positive whole numbers counts as none. */
export function loadReadIds(store: KeyValueStore | null): Set<number> {
  const value = readJson(store, READ_KEY);
  if (!Array.isArray(value)) return new Set();
  return new Set(value.filter((id): id is number => Number.isInteger(id) && id > 0));
}

/** Saves the read notification ids; false when storage is unavailable. */
export function saveReadIds(store: KeyValueStore | null, ids: ReadonlySet<number>): boolean {
  return writeJson(
    store,
    READ_KEY,
    [...ids].sort((a, b) => a - b),
  );
}

/** A stored switch set, or null unless it is an object with a boolean for every switch. */
function parseToggles(value: unknown): ProtectionToggles | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!protectionSettingKeys.every((key) => typeof record[key] === 'boolean')) return null;
  return {
    webProtection: record.webProtection as boolean,
    appRestrictions: record.appRestrictions as boolean,
    activityAlerts: record.activityAlerts as boolean,
  };
}

/** Saved switches by member id; malformed entries are dropped, malformed storage counts as none. */
export function loadProtection(store: KeyValueStore | null): Record<number, ProtectionToggles> {
  const value = readJson(store, PROTECTION_KEY);
  const result: Record<number, ProtectionToggles> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return result;
  for (const [key, entry] of Object.entries(value)) {
    const id = Number(key);
    const toggles = parseToggles(entry);
    if (Number.isInteger(id) && id > 0 && toggles) result[id] = toggles;
  }
  return result;
}

/** Saves one member's switches next to the others'; false when storage is unavailable. */
export function saveProtection(store: KeyValueStore | null, memberId: number, toggles: ProtectionToggles): boolean {
  return writeJson(store, PROTECTION_KEY, { ...loadProtection(store), [memberId]: toggles });
}
