import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_KEY } from '../../src/lib/preferences';

describe('the inline preferences script', () => {
  it('reads the same storage key as the theme toggle', () => {
    const script = readFileSync('src/scripts/preferences.js', 'utf8');
    expect(script).toContain(`'${THEME_KEY}'`);
  });
});
