/**
 * The one way islands keep small things in this browser (saved posts, helpful votes, the
 * dashboard's read notifications and protection switches): JSON in localStorage, where
 * storage that is missing, blocked (some private modes), full or tampered with never throws:
 * reads fall back to "nothing stored", writes report whether they were kept.
 */

/** The part of `Storage` used here, so tests can pass a plain object. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** This browser's localStorage, or null where it is unavailable (no window, blocked by settings). */
export function browserStorage(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The parsed JSON stored under `key`; null when nothing is stored or it cannot be read or parsed. */
export function readJson(store: KeyValueStore | null, key: string): unknown {
  try {
    const raw = store?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`; false when there is no storage or it refuses (quota, blocked). */
export function writeJson(store: KeyValueStore | null, key: string, value: unknown): boolean {
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The strings stored as a JSON list under `key`, in order; anything else counts as an empty list. */
export function readStringList(store: KeyValueStore | null, key: string): string[] {
  const value = readJson(store, key);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
