/**
 * What the statistical model reads in a message: hashed word 1–3-grams and character 3–5-grams plus a few shapes
 * (a link, a phone number, an amount of money). Training (scripts/checker/train.ts) and the site use this
 * same function, so the weights always mean the same thing.
 */

/** FNV-1a, 32-bit: a fast, stable hash, the same in every JavaScript engine. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Words, with numbers, amounts, links and phone numbers replaced by their shape, so "£1,000" and "£250" read alike. */
export function words(text: string): string[] {
  const shaped = text
    .replace(/\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|co|uk|us|info|top|xyz|io|ly|me|app|site|online|link)\b\S*/g, ' _url_ ')
    .replace(/[$£€]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:usd|gbp|eur|dollars|pounds|euros)\b/g, ' _money_ ')
    .replace(/\+?\d[\d\s-]{8,}\d/g, ' _phone_ ')
    .replace(/\b\d{4,8}\b/g, ' _code_ ')
    .replace(/\d+/g, ' _n_ ');
  return shaped.match(/_[a-z]+_|[a-z]+|[!?£$€%]/g) ?? [];
}

/** The hashed feature buckets of a normalised message (each at most once), in `2 ** bits` buckets. */
export function featureBuckets(text: string, bits: number): number[] {
  const mask = (1 << bits) - 1;
  const tokens = words(text);
  const seen = new Set<number>();
  const add = (feature: string) => seen.add(hash(feature) & mask);
  add('_bias_');
  for (let i = 0; i < tokens.length; i++) {
    add(`w:${tokens[i]}`);
    if (i > 0) add(`b:${tokens[i - 1]} ${tokens[i]}`);
    if (i > 1) add(`t:${tokens[i - 2]} ${tokens[i - 1]} ${tokens[i]}`);
  }
  // Character 3- to 5-grams across word edges catch spellings and stems the words miss ("verif", "acc0").
  const squeezed = ` ${tokens.join(' ')} `;
  for (let i = 0; i + 3 <= squeezed.length; i++) {
    add(`c:${squeezed.slice(i, i + 3)}`);
    if (i + 4 <= squeezed.length) add(`c:${squeezed.slice(i, i + 4)}`);
    if (i + 5 <= squeezed.length) add(`c:${squeezed.slice(i, i + 5)}`);
  }
  const length = tokens.length < 8 ? 'short' : tokens.length < 40 ? 'medium' : 'long';
  add(`len:${length}`);
  return [...seen];
}
