import { describe, expect, it } from 'vitest';
import { brandsNamedIn, indexBrands } from '../../../src/lib/checker/brands';
import { forEachMatch } from '../../../src/lib/checker/matches';
import { normalise } from '../../../src/lib/checker/normalise';
import { testBrands } from './fixtures/brands';

/** Each match as [index, text, first group]. */
const viaExec = (pattern: RegExp, text: string) => {
  const found: [number, string, string | undefined][] = [];
  forEachMatch(pattern, text, (match) => found.push([match.index, match[0], match[1]]));
  return found;
};
const viaMatchAll = (pattern: RegExp, text: string) =>
  [...text.matchAll(pattern)].map((match): [number, string, string | undefined] => [match.index, match[0], match[1]]);

describe('forEachMatch', () => {
  it('finds what matchAll finds, empty matches included', () => {
    const cases: [RegExp, string][] = [
      [/\b(gift ?cards?|bitcoin)\b/g, 'Pay in gift cards, giftcard or bitcoin. Bitcoin!'],
      [/x*/g, 'axxbx'],
      [/(?<=\s)|\bcode\b/g, 'the code is 1234'],
      [/\bnever\b/g, 'nothing here'],
    ];
    for (const [pattern, text] of cases)
      expect(viaExec(pattern, text), pattern.source).toEqual(viaMatchAll(pattern, text));
  });

  it('starts from the beginning whatever the pattern last matched, and leaves it ready for the next text', () => {
    const pattern = /\bcode\b/g;
    pattern.lastIndex = 7;
    expect(viaExec(pattern, 'code, code')).toEqual([
      [0, 'code', undefined],
      [6, 'code', undefined],
    ]);
    expect(pattern.lastIndex).toBe(0);
  });
});

describe('brandsNamedIn', () => {
  it("finds a message's brands once per message and index, and the same again for a new message", () => {
    const brands = indexBrands(testBrands);
    const message = normalise('PayPal: your account is limited');
    const first = brandsNamedIn(brands, message);
    expect(first.map(({ brand }) => brand.name)).toEqual(['PayPal']);
    expect(brandsNamedIn(brands, message)).toBe(first);
    expect(brandsNamedIn(brands, normalise('PayPal: your account is limited'))).toEqual(first);
    expect(brandsNamedIn(indexBrands(testBrands), message)).not.toBe(first);
  });
});

describe("the brands' names pattern", () => {
  // Names that share first letters and starts, so a grouping by first letter that lost the longest-first order would show.
  const brands = [
    ...testBrands,
    { name: 'Amazon Prime', domains: ['primevideo.com'], keywords: ['amazon prime', 'prime video'] },
    { name: 'Apple', domains: ['apple.com'], keywords: ['apple', 'apple pay', 'icloud'] },
    { name: 'Post Office', domains: ['postoffice.co.uk'], keywords: ['post office', 'postoffice'] },
  ];
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** Every name as one list, longest first: what the grouped pattern must match, match for match. */
  const plain = new RegExp(
    `(?<![a-z0-9])(?:${[...new Set(brands.flatMap((brand) => brand.keywords ?? [brand.name.toLowerCase()]))]
      .sort((a, b) => b.length - a.length)
      .map((word) => escape(word).replace(/ /g, '[\\s-]?'))
      .join('|')})(?![a-z0-9])`,
    'g',
  );

  it('matches exactly what one list of every name, longest first, matches', () => {
    const { inText } = indexBrands(brands);
    for (const text of [
      'your amazon prime renewal failed; amazon says pay by apple pay or via the post-office',
      'e-zpass and ezpass tolls, royal mail and royalmail, paypal, hsbc, usps postal service',
      'applepay apple-pay apples pineapple amazonprime prime-video postoffice chase purchase',
      'outlook.com microsoft gmail google discord nitro uber whatsapp amzn',
    ])
      expect(viaExec(inText, text), text).toEqual(viaExec(plain, text));
  });

  it('names the longest name where names start alike', () => {
    const named = brandsNamedIn(indexBrands(brands), normalise('Your Amazon Prime membership could not be renewed'));
    expect(named.map(({ brand }) => brand.name)).toEqual(['Amazon Prime']);
  });
});
