import { describe, expect, it } from 'vitest';
import { resolveTheme } from '../../src/lib/preferences';

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
