import { describe, expect, it } from 'vitest';
import { normalise, toOriginal } from '../../../src/lib/checker/normalise';

/** The original text under a normalised span: what a mark would cover on the page. */
function originalOf(text: string, needle: string): string {
  const normalised = normalise(text);
  const at = normalised.text.indexOf(needle);
  expect(at, `"${needle}" in "${normalised.text}"`).toBeGreaterThanOrEqual(0);
  const [start, end] = toOriginal(normalised, at, at + needle.length);
  return text.slice(start, end);
}

describe('normalise', () => {
  it('folds case, full-width letters, accents and look-alike letters', () => {
    expect(normalise('ＵＲＧＥＮＴ Pàypal').text).toBe('urgent paypal');
    // Cyrillic а (U+0430) and Greek ο (U+03BF) read as Latin.
    expect(normalise('p\u0430yp\u0430l').text).toBe('paypal');
    expect(normalise('g\u03bf\u03bfgle').text).toBe('google');
    expect(normalise('£50 or €20').text).toBe('£50 or €20');
  });

  it('reads typographic apostrophes, quotes and dashes as plain ones, as phones type them', () => {
    expect(normalise('Hi Mum it’s me – “new” number').text).toBe('hi mum it\'s me - "new" number');
    expect(originalOf('Hi Mum it’s me', "it's me")).toBe('it’s me');
  });

  it('removes zero-width and other invisible characters', () => {
    expect(normalise('gi\u200bft c\u200dard').text).toBe('gift card');
  });

  it('undoes spaced-out letters, stand-in digits and symbols, and defanged links', () => {
    expect(normalise('send c a s h now').text).toBe('send cash now');
    expect(normalise('buy a gift c@rd t0day, fr33').text).toBe('buy a gift card today, free');
    expect(normalise('hxxps://evil[.]example/login').text).toBe('https://evil.example/login');
  });

  it('leaves numbers, amounts, addresses and codes alone', () => {
    expect(normalise('Your code is 123456, pay $100 at 10am to jo@mail.example, see go2.example').text).toBe(
      'your code is 123456, pay $100 at 10am to jo@mail.example, see go2.example',
    );
  });

  it('maps every normalised span back to exactly what was pasted', () => {
    expect(originalOf('Please send c a s h today', 'cash')).toBe('c a s h');
    expect(originalOf('A gift c@rd please', 'gift card')).toBe('gift c@rd');
    expect(originalOf('ＵＲＧＥＮＴ: reply', 'urgent')).toBe('ＵＲＧＥＮＴ');
    expect(originalOf('gi\u200bft card', 'gift card')).toBe('gi\u200bft card');
    expect(originalOf('😀 act now', 'act now')).toBe('act now');
    expect(originalOf('visit hxxp://1.2.3.4/x', 'http://1.2.3.4/x')).toBe('hxxp://1.2.3.4/x');
  });
});
