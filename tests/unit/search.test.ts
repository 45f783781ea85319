import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_QUERY_LENGTH,
  debounce,
  decodeEntities,
  excerptSegments,
  normalizeQuery,
  resultsAnnouncement,
} from '../../src/lib/search';
import { isSearchShortcut, isTextEntry, type ShortcutKey } from '../../src/lib/search-shortcut';

describe('excerptSegments', () => {
  it('splits an excerpt into plain and marked runs', () => {
    expect(excerptSegments('Call <mark>your</mark> <mark>grandparent</mark> back.')).toEqual([
      { text: 'Call ', mark: false },
      { text: 'your', mark: true },
      { text: ' ', mark: false },
      { text: 'grandparent', mark: true },
      { text: ' back.', mark: false },
    ]);
  });

  it('keeps text without marks as one run', () => {
    expect(excerptSegments('A quiet day.')).toEqual([{ text: 'A quiet day.', mark: false }]);
    expect(excerptSegments('')).toEqual([]);
  });

  it('drops every tag except mark, so nothing can become markup', () => {
    const segments = excerptSegments('<img src=x onerror=alert(1)>Hi <script>x()</script><mark>there</mark><b>!</b>');
    expect(segments).toEqual([
      { text: 'Hi x()', mark: false },
      { text: 'there', mark: true },
      { text: '!', mark: false },
    ]);
    expect(segments.map((s) => s.text).join('')).not.toMatch(/[<>]/);
  });

  it('shows escaped markup as the text it stands for', () => {
    expect(excerptSegments('type &lt;img src=x onerror=alert(1)&gt; <mark>here</mark>')).toEqual([
      { text: 'type <img src=x onerror=alert(1)> ', mark: false },
      { text: 'here', mark: true },
    ]);
  });

  it('accepts mark tags in any case and with attributes, and an unclosed mark', () => {
    expect(excerptSegments('<MARK class="a">Scam</MARK> alert <mark>text')).toEqual([
      { text: 'Scam', mark: true },
      { text: ' alert ', mark: false },
      { text: 'text', mark: true },
    ]);
  });

  it('drops a tag cut off at the end of the excerpt', () => {
    expect(excerptSegments('end of text <a href="x')).toEqual([{ text: 'end of text ', mark: false }]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references', () => {
    expect(decodeEntities('Tom &amp; Jerry &quot;hi&quot; &#39;x&#x27; &lt;b&gt;')).toBe(`Tom & Jerry "hi" 'x' <b>`);
  });
  it('leaves unknown or invalid references alone', () => {
    expect(decodeEntities('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});

describe('normalizeQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(normalizeQuery('  call \n  screening ')).toBe('call screening');
  });
  it('returns null for an empty query', () => {
    expect(normalizeQuery('')).toBeNull();
    expect(normalizeQuery('   \t')).toBeNull();
  });
  it('caps very long input', () => {
    expect(normalizeQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, with the last arguments, after the pause', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200);
    debounced('g');
    debounced('gr');
    vi.advanceTimersByTime(199);
    debounced('gra');
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('gra');
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});

/** A stand-in element: just enough of the DOM for isTextEntry. */
const element = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({ tagName, isContentEditable: false, ...extra }) as unknown as EventTarget;

const key = (overrides: Partial<ShortcutKey>): ShortcutKey => ({
  key: '/',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: element('BODY'),
  ...overrides,
});

describe('isTextEntry', () => {
  it('knows text fields', () => {
    expect(isTextEntry(element('INPUT', { type: 'search' }))).toBe(true);
    expect(isTextEntry(element('INPUT', { type: 'text' }))).toBe(true);
    expect(isTextEntry(element('TEXTAREA'))).toBe(true);
    expect(isTextEntry(element('SELECT'))).toBe(true);
    expect(isTextEntry(element('DIV', { isContentEditable: true }))).toBe(true);
  });
  it('does not count buttons, checkboxes, links or nothing', () => {
    expect(isTextEntry(element('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTextEntry(element('BUTTON'))).toBe(false);
    expect(isTextEntry(element('A'))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('isSearchShortcut', () => {
  it('opens on / outside text fields', () => {
    expect(isSearchShortcut(key({}))).toBe(true);
    expect(isSearchShortcut(key({ target: element('BUTTON') }))).toBe(true);
  });
  it('lets / be typed into text fields', () => {
    expect(isSearchShortcut(key({ target: element('INPUT', { type: 'text' }) }))).toBe(false);
    expect(isSearchShortcut(key({ target: element('TEXTAREA') }))).toBe(false);
  });
  it('opens on Ctrl+K and Cmd+K, even in text fields', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, target: element('INPUT', { type: 'email' }) }))).toBe(true);
  });
  it('ignores other keys and combinations', () => {
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ isComposing: true }))).toBe(false);
  });
});

describe('resultsAnnouncement', () => {
  it('counts results in words', () => {
    expect(resultsAnnouncement(1, 'scam')).toBe('1 result for “scam”.');
    expect(resultsAnnouncement(5, 'scam')).toBe('5 results for “scam”.');
  });
  it('says when nothing matched', () => {
    expect(resultsAnnouncement(0, 'zzz')).toBe('No results for “zzz”.');
  });
});
