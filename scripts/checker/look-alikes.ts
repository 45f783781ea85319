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
 * Every letter normalising looks up, in code point order, each written as its distance in code points from the one
 * before and the Latin letters it looks like: "208D8O" is U+00D0 (Ð) → "D", then U+00D8 (Ø) → "O". Gzipped that is
 * 1.2 KiB, against 2.2 for the letters grouped by their look-alike and 3.2 for one pair per letter; the page ships it.
 */
export function deriveLookAlikes(): string {
  const letters = new Map<number, string>();
  for (let code = 0x80; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    for (const part of foldParts(String.fromCodePoint(code))) {
      const latin = isLookAlikeCandidate(part) ? confusablesMap.get(part) : undefined;
      // Only letters fold, and only to letters: the package also maps "£" to "E" and "З" to "3".
      if (latin && /^[a-z]+$/i.test(latin)) letters.set(part.codePointAt(0)!, latin);
    }
  }
  let previous = 0;
  return [...letters.keys()]
    .sort((a, b) => a - b)
    .map((code) => {
      const step = `${code - previous}${letters.get(code)!}`;
      previous = code;
      return step;
    })
    .join('');
}

/**
 * The file as written: the letters only, since the page ships it. Its data comes from the npm package confusables
 * (github.com/gc/confusables, MIT), from the Unicode confusables data (unicode.org/Public/security/latest/confusables.txt,
 * Unicode License v3), as the README credits: only the letters the checker can look up, mapped to the Latin letters
 * they look like; each is written as its distance in code points from the one before, then those Latin letters.
 */
export function lookAlikesFile() {
  return {
    letters: deriveLookAlikes(),
  };
}
