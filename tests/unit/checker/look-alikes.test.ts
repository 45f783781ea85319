import { describe, expect, it } from 'vitest';
import { confusablesMap } from 'confusables';
import committed from '../../../src/lib/checker/data/look-alikes.json' with { type: 'json' };
import { normalise } from '../../../src/lib/checker/normalise';
import { lookAlikesFile } from '../../../scripts/checker/look-alikes';

describe('look-alike letters', () => {
  it('are what the confusables package gives today (else run npm run checker:look-alikes)', () => {
    expect(committed).toEqual(lookAlikesFile());
  });

  it('fold every letter the package maps to a Latin letter, as the full map would', () => {
    // Letters of other scripts that phishing domains borrow: Cyrillic, Greek, Armenian, Cherokee, Latin small capitals.
    const samples = [
      '\u0430',
      '\u0435',
      '\u043e',
      '\u0440',
      '\u0441',
      '\u03bf',
      '\u03bd',
      '\u0585',
      '\u13aa',
      '\u1d00',
    ];
    for (const letter of samples) {
      const latin = confusablesMap.get(letter)!;
      expect(latin, letter).toMatch(/^[a-z]+$/i);
      expect(normalise(`x${letter}x`).text, `U+${letter.codePointAt(0)!.toString(16)}`).toBe(
        `x${latin.toLowerCase()}x`,
      );
    }
  });
});
