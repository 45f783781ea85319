import type { KeyValueStore } from '../../src/lib/storage';

/** An in-memory stand-in for localStorage, with its contents open to inspection. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

/** Storage that reads as empty but refuses every write, as when it is full. */
export const fullStore: KeyValueStore = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
};

/** Storage that exists but refuses everything, as in a browser that blocks or has filled it. */
export const refusingStore: KeyValueStore = {
  ...fullStore,
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};
