import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT_SIZE_KEY, THEME_KEY, textSizes } from '../../src/lib/preferences';

describe('the inline preferences script', () => {
  it('reads the same storage key as the theme toggle', () => {
    const script = readFileSync('src/scripts/preferences.js', 'utf8');
    expect(script).toContain(`'${THEME_KEY}'`);
  });

  it('reads the same text-size key and accepts the same sizes as the control', () => {
    const script = readFileSync('src/scripts/preferences.js', 'utf8');
    expect(script).toContain(`'${TEXT_SIZE_KEY}'`);
    for (const size of textSizes.filter((s) => s !== 'normal')) expect(script).toContain(`'${size}'`);
  });
});
