import { describe, expect, it } from 'vitest';
import { resolveTextSize, resolveTheme, textSizeOptions, textSizes } from '../../src/lib/preferences';

describe('resolveTheme', () => {
  it('prefers a valid stored choice', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });
  it('falls back to the system preference', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme('purple', false)).toBe('light');
  });
});

describe('resolveTextSize', () => {
  it('keeps a valid stored size', () => {
    expect(resolveTextSize('large')).toBe('large');
    expect(resolveTextSize('larger')).toBe('larger');
    expect(resolveTextSize('normal')).toBe('normal');
  });
  it('falls back to normal for a missing or unknown value', () => {
    expect(resolveTextSize(null)).toBe('normal');
    expect(resolveTextSize(undefined)).toBe('normal');
    expect(resolveTextSize('huge')).toBe('normal');
    expect(resolveTextSize('LARGE')).toBe('normal');
  });
});

describe('textSizeOptions', () => {
  it('offers every size once, smallest first, each with a name', () => {
    expect(textSizeOptions.map((option) => option.value)).toEqual([...textSizes]);
    expect(textSizeOptions.map((option) => option.label)).toEqual(['Normal text', 'Large text', 'Larger text']);
  });
});
