/**
 * Step 1: normalise what was pasted so the other steps read one plain form, while keeping, for every
 * character of that form, the span of the original text it came from (so marks land on what was pasted).
 */
import lookAlikes from './data/look-alikes.json' with { type: 'json' };
import { forEachMatch } from './matches.ts';

/** Normalised text plus, per character, the [start, end) of the original text it came from. */
export interface Normalised {
  /** The original text, as pasted. */
  original: string;
  /** Lower case, NFKC, look-alikes folded, zero-width removed, obfuscation undone. */
  text: string;
  starts: number[];
  ends: number[];
}

/** Invisible characters scammers put inside words to slip past filters (zero-width, soft hyphen, bidi controls). */
// Each character is listed for itself (combining grapheme joiner, Khmer vowels), never as a sequence.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/u;
const COMBINING_MARK = /\p{M}/u;
const LETTER = /\p{L}/u;

/**
 * Latin look-alikes by letter ("а" Cyrillic → "a"), from the confusables package: data/look-alikes.json writes each letter
 * as its distance in code points from the one before and the Latin letters it looks like ("208D8O": Ð → "D", Ø → "O").
 */
const LOOK_ALIKES = new Map<string, string>();
let lookAlikeCode = 0;
for (const [, step, latin] of lookAlikes.letters.matchAll(/(\d+)([a-z]+)/gi)) {
  lookAlikeCode += Number(step);
  LOOK_ALIKES.set(String.fromCodePoint(lookAlikeCode), latin!);
}

/**
 * The parts folding reads of one code point: NFKD without accents, each part NFKC again. A part that is a letter
 * beyond ASCII is looked up among the look-alikes; scripts/checker/look-alikes.ts keeps only the letters that can be.
 */
export function foldParts(char: string): string[] {
  const parts: string[] = [];
  for (const part of char.normalize('NFKD')) if (!COMBINING_MARK.test(part)) parts.push(part.normalize('NFKC'));
  return parts;
}

/** Whether a part of foldParts is looked up among the look-alikes: a letter beyond ASCII. */
export function isLookAlikeCandidate(part: string): boolean {
  return part.charCodeAt(0) > 0x7f && LETTER.test(part);
}

/**
 * Typographic punctuation to its plain form: phones type "it’s" with a curly apostrophe, and the rules read "it's";
 * hyphens and dashes read as "-".
 */
const PLAIN_PUNCTUATION: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
};

/** Folds one code point beyond ASCII: NFKC, no accents, Latin look-alikes to their letter, lower case. */
function foldCodePoint(char: string): string {
  if (INVISIBLE.test(char)) return '';
  const plain = PLAIN_PUNCTUATION[char];
  if (plain) return plain;
  let out = '';
  for (const part of foldParts(char)) out += (isLookAlikeCandidate(part) && LOOK_ALIKES.get(part)) || part;
  // Dotless ı and similar lower-case to two characters; keep one character per source when we can.
  return out.toLowerCase();
}

/** Replaces each match of `pattern` (global) with `replace(match)`, keeping the map to the original text. */
export function rewrite(input: Normalised, pattern: RegExp, replace: (match: RegExpExecArray) => string): Normalised {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let last = 0;
  const copy = (from: number, to: number) => {
    text += input.text.slice(from, to);
    for (let i = from; i < to; i++) {
      starts.push(input.starts[i]!);
      ends.push(input.ends[i]!);
    }
  };
  let changed = false;
  forEachMatch(pattern, input.text, (match) => {
    const from = match.index;
    const to = from + match[0].length;
    const replacement = replace(match);
    if (replacement === match[0]) return;
    changed = true;
    copy(last, from);
    if (replacement.length === to - from) {
      text += replacement;
      for (let i = from; i < to; i++) {
        starts.push(input.starts[i]!);
        ends.push(input.ends[i]!);
      }
    } else {
      // Lengths differ ("c a s h" → "cash"): each new character stands for the whole original match.
      text += replacement;
      for (let i = 0; i < replacement.length; i++) {
        starts.push(input.starts[from]!);
        ends.push(input.ends[to - 1]!);
      }
    }
    last = to;
  });
  // Most messages have nothing to undo: then the input, with its offset map, is the answer as it is.
  if (!changed) return input;
  copy(last, input.text.length);
  return { original: input.original, text, starts, ends };
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** "t0day", "c@rd", "g1ft", "fr33": a word of letters with digits or symbols standing in for letters. */
function undoLeet(word: string): string {
  const letters = (word.match(/[a-z]/g) ?? []).length;
  if (letters < 2) return word;
  const inside = /[a-z][013457@$]+[a-z]/.test(word);
  const trailing = /^[a-z]+[3@$]{2,}$/.test(word);
  return inside || trailing ? word.replace(/[013457@$]/g, (c) => LEET[c]!) : word;
}

/** Text-speak read as words, so one pattern covers "your" and "ur". */
const TEXT_SPEAK: Record<string, string> = {
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  '2day': 'today',
  '2nite': 'tonight',
  tmrw: 'tomorrow',
  txt: 'text',
  msg: 'message',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
};

/** Obfuscation undone, in order; each keeps the offset map. */
const DEOBFUSCATIONS: [RegExp, (match: RegExpExecArray) => string][] = [
  // "hxxp://", "hxxps://": defanged links.
  [/\bh(?:xx|\*\*|tt)p(s?)(?=:\/\/|\[:\]\/\/)/g, (m) => `http${m[1]}`],
  // "example[.]com", "example(dot)com", "[:]//".
  [/\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)/g, () => '.'],
  [/\[:\]/g, () => ':'],
  // "c a s h", "f.r.e.e", "u-r-g-e-n-t": four or more single letters with one separator each.
  [/(?<![\p{L}\p{N}])\p{L}(?:[ .\-_*]\p{L}){3,}(?![\p{L}\p{N}])/gu, (m) => m[0].replace(/[ .\-_*]/g, '')],
  [/(?<![\w'-])(?:u|ur|pls|plz|2day|2nite|tmrw|txt|msg|bc|cuz|coz)(?![\w'-])/g, (m) => TEXT_SPEAK[m[0]]!],
  // Letters stood in for by digits or symbols, but never inside a link or an address ("a@b.com", "go2.example").
  // Only words with such a character are matched (the lookahead): undoLeet leaves every other word as it is.
  [/(?<![\w.@/$-])(?=[a-z0-9@$]*[013457@$])[a-z0-9@$]+(?![\w@/]|\.[\w])/g, (m) => undoLeet(m[0])],
];

/** Normalises `original` for the checker's rules, links and model. */
export function normalise(original: string): Normalised {
  // The text is built from its character codes, not from slices of the original: a slice of a text with a curly
  // quote or an emoji keeps its two-byte form even when its characters are ASCII, and every pattern the checker
  // runs would then be compiled a second time, for two-byte text (in Chromium, 100 ms at 4× on a visitor's first check).
  // One place per character of the original is the usual length of the result (a folded character may add more).
  const codes = new Array<number>(original.length);
  const starts = new Array<number>(original.length);
  const ends = new Array<number>(original.length);
  let length = 0;
  const add = (code: number, from: number, to: number) => {
    codes[length] = code;
    starts[length] = from;
    ends[length++] = to;
  };
  for (let index = 0; index < original.length;) {
    const code = original.charCodeAt(index);
    // ASCII, most of any message, is only lower-cased.
    if (code < 0x80) {
      add(code >= 65 && code <= 90 ? code + 32 : code, index, index + 1);
      index++;
      continue;
    }
    const char = String.fromCodePoint(original.codePointAt(index)!);
    const folded = foldCodePoint(char);
    // Each code unit of the folded text (two for an astral character) maps to the whole original character.
    for (let unit = 0; unit < folded.length; unit++) add(folded.charCodeAt(unit), index, index + char.length);
    index += char.length;
  }
  codes.length = starts.length = ends.length = length;
  let result: Normalised = { original, text: fromCodes(codes), starts, ends };
  for (const [pattern, replace] of DEOBFUSCATIONS) result = rewrite(result, pattern, replace);
  return result;
}

/** The text of `codes` (UTF-16 code units), in pieces small enough for String.fromCharCode's arguments. */
function fromCodes(codes: number[]): string {
  let text = '';
  for (let at = 0; at < codes.length; at += 8192) text += String.fromCharCode(...codes.slice(at, at + 8192));
  return text;
}

/** The original text's [start, end) for the normalised span [start, end). */
export function toOriginal(normalised: Normalised, start: number, end: number): [number, number] {
  if (end <= start)
    return [
      normalised.starts[start] ?? normalised.original.length,
      normalised.starts[start] ?? normalised.original.length,
    ];
  return [normalised.starts[start]!, normalised.ends[end - 1]!];
}
