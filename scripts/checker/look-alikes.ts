/**
 * The look-alike letters the checker folds (Cyrillic "а" → "a", Greek "ο" → "o" …), derived from the confusables
 * package's map (Unicode's confusables.txt) down to what normalising can ever look up: letters beyond ASCII that
 * NFKD-without-accents-then-NFKC leaves as they are, mapped to Latin letters. The full map (3,322 entries, 8 KiB gzip)
 * also maps symbols and letters NFKC already folds; the page would ship it unread.
 * The derived file is src/lib/checker/data/look-alikes.json; a unit test fails when it no longer matches the package.
 */
import { confusablesMap } from 'confusables';
import { foldParts, isLookAlikeCandidate } from '../../src/lib/checker/normalise.ts';

/**
 * Every letter normalising looks up, grouped by its Latin look-alike ("a": "ªàáâ…"): the look-alike written once, not
 * once per letter, ships 1 KiB lighter gzipped. Groups in the order of the Latin letters, each group by code point.
 */
export function deriveLookAlikes(): Record<string, string> {
  const letters = new Map<string, string>();
  for (let code = 0x80; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    for (const part of foldParts(String.fromCodePoint(code))) {
      const latin = isLookAlikeCandidate(part) ? confusablesMap.get(part) : undefined;
      // Only letters fold, and only to letters: the package also maps "£" to "E" and "З" to "3".
      if (latin && /^[a-z]+$/i.test(latin)) letters.set(part, latin);
    }
  }
  const groups = new Map<string, string[]>();
  for (const letter of [...letters.keys()].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)) {
    const latin = letters.get(letter)!;
    groups.set(latin, [...(groups.get(latin) ?? []), letter]);
  }
  const latins = [...groups.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(latins.map((latin) => [latin, groups.get(latin)!.join('')]));
}

/** The file as written, with where its data comes from. */
export function lookAlikesFile() {
  return {
    title: 'Latin look-alike letters',
    source:
      'The npm package confusables (github.com/gc/confusables, MIT), from the Unicode confusables data (unicode.org/Public/security/latest/confusables.txt, Unicode License v3)',
    changes:
      'Only the letters the checker can look up (scripts/checker/look-alikes.ts), grouped by the Latin letters they look like.',
    byLatin: deriveLookAlikes(),
  };
}
