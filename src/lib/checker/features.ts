/**
 * What the statistical model reads in a message: hashed word 1–3-grams and character 3–5-grams plus a few shapes
 * (a link, a phone number, an amount of money). Training (scripts/checker/train.ts) and the site use this
 * same function, so the weights always mean the same thing.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over `text[start..end)`, continuing from the state `h`: hashing "c:" and then "abc" this way equals hashing "c:abc". */
function fnv(h: number, text: string, start = 0, end = text.length): number {
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

/** FNV-1a, 32-bit: a fast, stable hash, the same in every JavaScript engine. */
export function hash(text: string): number {
  return fnv(FNV_OFFSET, text) >>> 0;
}

/** The hash states after each feature's prefix, from which its n-grams continue. */
const CHAR_GRAM = fnv(FNV_OFFSET, 'c:');
const WORD = fnv(FNV_OFFSET, 'w:');
const BIGRAM = fnv(FNV_OFFSET, 'b:');
const TRIGRAM = fnv(FNV_OFFSET, 't:');

/** The state `h` continued by a space. */
const space = (h: number) => Math.imul(h ^ 32, FNV_PRIME);

/** Words, with numbers, amounts, links and phone numbers replaced by their shape, so "£1,000" and "£250" read alike. */
export function words(text: string): string[] {
  const shaped = text
    .replace(
      /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|co|uk|us|info|top|xyz|io|ly|me|app|site|online|link)\b\S*/g,
      ' _url_ ',
    )
    .replace(/[$£€]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:usd|gbp|eur|dollars|pounds|euros)\b/g, ' _money_ ')
    .replace(/\+?\d[\d\s-]{8,}\d/g, ' _phone_ ')
    .replace(/\b\d{4,8}\b/g, ' _code_ ')
    .replace(/\d+/g, ' _n_ ');
  return shaped.match(/_[a-z]+_|[a-z]+|[!?£$€%]/g) ?? [];
}

/** A letter, and a capital letter, in any alphabet. */
const LETTER = /\p{L}/u;
const CAPITAL = /\p{Lu}/u;

/**
 * How many letters `text` has, and how many of them are capitals, counted by code point (a letter beyond the first
 * plane is two UTF-16 units but one letter). ASCII is counted without a pattern: replacing every run of non-letters
 * with a Unicode-property pattern took more time than the model's 3,000 n-grams of a 1,000-character message.
 */
function letterCounts(text: string): { letters: number; capitals: number } {
  let letters = 0;
  let capitals = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) {
      if (code >= 65 && code <= 90) capitals++;
      if ((code | 32) >= 97 && (code | 32) <= 122) letters++;
    } else if (LETTER.test(char)) {
      letters++;
      if (CAPITAL.test(char)) capitals++;
    }
  }
  return { letters, capitals };
}

/**
 * Shapes of the message as pasted, which normalising (lower case) hides: words in capitals ("WIN", "URGENT"),
 * a run of exclamation marks, a message shouting in capitals overall.
 */
export function shapeFeatures(original: string): string[] {
  const shapes: string[] = [];
  const capitalWords = original.match(/\b[A-Z]{3,}\b/g)?.length ?? 0;
  if (capitalWords) shapes.push(capitalWords >= 3 ? 'caps:3+' : 'caps:1');
  const { letters, capitals } = letterCounts(original);
  if (letters >= 20 && capitals / letters > 0.3) shapes.push('caps:shouting');
  const bangs = original.match(/!/g)?.length ?? 0;
  if (bangs) shapes.push(bangs >= 3 ? 'bang:3+' : 'bang:1');
  if (/!{2,}|\?!|!\?/.test(original)) shapes.push('bang:run');
  return shapes;
}

/**
 * The hashed features of a normalised message (each at most once), in `2 ** bits` buckets, signed: the top bit of
 * a feature's hash picks +1 or -1, so features that share a bucket tend to cancel out rather than add up. A bucket
 * `b` read with sign -1 is given as `~b` (a negative number). `original` (the text as pasted) adds its shapes.
 */
export function featureBuckets(text: string, bits: number, original?: string): number[] {
  return Array.from(hashedBuckets(text, bits, original));
}

/** The buffer hashedBuckets writes into, kept between messages and grown when a message needs more. */
let buffer = new Int32Array(4096);

/**
 * The signed buckets of featureBuckets, once each, in the order first met (the model sums in this order), as a view
 * of a buffer that the next call overwrites: the model scores a message this way, and a check allocates little.
 */
export function hashedBuckets(text: string, bits: number, original?: string): Int32Array {
  const mask = (1 << bits) - 1;
  const tokens = words(text);
  const { marks, stamp } = nextMarks(bits);
  // At most: the bias, three per word, three per character of the words, the length and four shapes (and a little over).
  const squeezed = ` ${tokens.join(' ')} `; // the words the character n-grams run over (below)
  const most = 1 + 3 * tokens.length + 3 * squeezed.length + 6;
  if (buffer.length < most) buffer = new Int32Array(most * 2);
  const found = buffer;
  let count = 0;
  const addHash = (h: number) => {
    h |= 0;
    const bucket = h & mask;
    const mark = h < 0 ? bucket | (mask + 1) : bucket; // h is a signed 32-bit integer: its sign is the hash's top bit
    if (marks[mark] === stamp) return;
    marks[mark] = stamp;
    found[count++] = h < 0 ? ~bucket : bucket;
  };
  const add = (feature: string) => addHash(fnv(FNV_OFFSET, feature));
  add('_bias_');
  // "w:a", "b:a b" and "t:a b c", hashed by continuing each prefix's state, so no n-gram string is built: the states
  // "b:a ", "t:a " and "t:a b " are hashed once, as their last word is met, and carried on to the next words.
  let bigram = 0; // "b:<previous word> "
  let trigramStart = 0; // "t:<previous word> "
  let trigram = 0; // "t:<the word before that> <previous word> "
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    addHash(fnv(WORD, word));
    if (i > 0) addHash(fnv(bigram, word));
    if (i > 1) addHash(fnv(trigram, word));
    if (i > 0) trigram = space(fnv(trigramStart, word));
    trigramStart = space(fnv(TRIGRAM, word));
    bigram = space(fnv(BIGRAM, word));
  }
  // Character 3- to 5-grams across word edges catch spellings and stems the words miss ("verif", "acc0").
  // They run over the shaped words, not the pasted text. Measured on 2026-11-26: 2- to 5-grams of each raw word
  // gave validation F1 0.957 (against 0.931) and held-out 0.941 (against 0.926), but false positives on the modern set
  // rose from 0.53 % to 2.11 %. With every digit read as 0 the gain was gone (validation 0.933). So the gain came
  // from the data sets' own numbers (premium short codes, phone numbers), which a message from 2026 will not share.
  // Each 4- and 5-gram's hash continues the 3-gram's, one character at a time, with no call per character: over
  // 3,000 n-grams in a 1,000-character message, hashing and the model were 41 % of a check in Node with its
  // optimising compilers off, as in a page's first checks.
  const last = squeezed.length;
  for (let i = 0; i + 3 <= last; i++) {
    let h = Math.imul(CHAR_GRAM ^ squeezed.charCodeAt(i), FNV_PRIME);
    h = Math.imul(h ^ squeezed.charCodeAt(i + 1), FNV_PRIME);
    h = Math.imul(h ^ squeezed.charCodeAt(i + 2), FNV_PRIME);
    addHash(h);
    if (i + 4 > last) continue;
    h = Math.imul(h ^ squeezed.charCodeAt(i + 3), FNV_PRIME);
    addHash(h);
    if (i + 5 <= last) addHash(Math.imul(h ^ squeezed.charCodeAt(i + 4), FNV_PRIME));
  }
  const length = tokens.length < 8 ? 'short' : tokens.length < 40 ? 'medium' : 'long';
  add(`len:${length}`);
  if (original !== undefined) for (const shape of shapeFeatures(original)) add(shape);
  return found.subarray(0, count);
}

/**
 * A mark per bucket and sign, kept between messages: a bucket is seen in this message when its mark is this
 * message's stamp, so the marks are never cleared or allocated again.
 */
const MARKS = new Map<number, { marks: Uint32Array; stamp: number }>();
function nextMarks(bits: number): { marks: Uint32Array; stamp: number } {
  let state = MARKS.get(bits);
  if (!state || state.stamp === 0xffffffff) MARKS.set(bits, (state = { marks: new Uint32Array(2 << bits), stamp: 0 }));
  state.stamp++;
  return state;
}
