/** punycode.js ships no types for its ES module entry; the checker uses one function of it. */
declare module 'punycode/punycode.es6.js' {
  /** "xn--pypal-4ve.com" → "pаypal.com". */
  export function toUnicode(domain: string): string;
}
