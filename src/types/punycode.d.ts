/** punycode's ES module build (used by the checker's link analysis) ships no types of its own. */
declare module 'punycode/punycode.es6.js' {
  /** Converts a Punycode host ("xn--pypal-4ve.com") to Unicode. */
  export function toUnicode(input: string): string;
  /** Converts a Unicode host to Punycode. */
  export function toASCII(input: string): string;
}
