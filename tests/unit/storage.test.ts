// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, readJson, readStringList, writeJson } from '../../src/lib/storage';
import { memoryStore, refusingStore as refusing } from './memory-store';

describe('browserStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is this browser's localStorage", () => {
    expect(browserStorage()).toBe(window.localStorage);
  });

  it('is null where reading localStorage throws (storage blocked by the browser)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(browserStorage()).toBeNull();
  });
});

describe('readJson and writeJson', () => {
  it('round-trip a value', () => {
    const store = memoryStore();
    expect(writeJson(store, 'k', { a: [1, 2] })).toBe(true);
    expect(store.data.k).toBe('{"a":[1,2]}');
    expect(readJson(store, 'k')).toEqual({ a: [1, 2] });
  });

  it('read nothing from a missing key, unparsable text, missing or refusing storage', () => {
    expect(readJson(memoryStore(), 'k')).toBeNull();
    expect(readJson(memoryStore({ k: '{oops' }), 'k')).toBeNull();
    expect(readJson(null, 'k')).toBeNull();
    expect(readJson(refusing, 'k')).toBeNull();
  });

  it('report a write that could not be kept, without throwing', () => {
    expect(writeJson(null, 'k', 1)).toBe(false);
    expect(writeJson(refusing, 'k', 1)).toBe(false);
  });
});

describe('readStringList', () => {
  it('keeps only the strings of a stored list, in order', () => {
    expect(readStringList(memoryStore({ k: '["a", 3, null, "b"]' }), 'k')).toEqual(['a', 'b']);
  });

  it('reads anything else as an empty list', () => {
    expect(readStringList(memoryStore({ k: '{"a":1}' }), 'k')).toEqual([]);
    expect(readStringList(memoryStore({ k: '"a"' }), 'k')).toEqual([]);
    expect(readStringList(refusing, 'k')).toEqual([]);
  });
});
