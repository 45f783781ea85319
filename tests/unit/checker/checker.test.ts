import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createChecker, type ModelFile } from '../../../src/lib/checker/index';
import { testBrands, testShorteners } from './fixtures/brands';

const model = JSON.parse(readFileSync(new URL('../../../src/lib/checker/data/model.json', import.meta.url), 'utf-8')) as ModelFile;
const check = createChecker({ brands: testBrands, shorteners: testShorteners, model });

describe('createChecker', () => {
  it('finds red flags in a toll-and-parcel scam and marks them where they were pasted', () => {
    const text = 'USPS: your parcel is on hold. Pay the $1.99 redelivery fee within 24 hours at usps-redelivery.top/pay';
    const result = check(text, '+1 202 555 0143');
    expect(result.verdict).toBe('red-flags');
    const ids = result.flags.map((flag) => flag.id);
    expect(ids).toEqual(expect.arrayContaining(['impersonation', 'details-request', 'urgency', 'link-brand-elsewhere', 'sender-mismatch']));
    const link = result.flags.find((flag) => flag.id === 'link-brand-elsewhere')!;
    expect(text.slice(link.start, link.end)).toBe('usps-redelivery.top/pay');
    expect(result.links[0]!.domain).toBe('usps-redelivery.top');
  });

  it('gives flags in the order they appear', () => {
    const { flags } = check('Hi Mum, this is my new number. Keep this between us and send it by Western Union today only');
    const starts = flags.map((flag) => flag.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('finds no red flags in a genuine code delivery or everyday chat', () => {
    expect(check('Your Amazon verification code is 482913. Never share this code with anyone.', 'Amazon').verdict).toBe('no-red-flags');
    expect(check('Are we still on for dinner on Friday? I can book the table for 7.').verdict).toBe('no-red-flags');
  });

  it('scores within [0, 1] and never fails on odd input', () => {
    for (const text of ['', ' ', '\u200b', '😀'.repeat(500), 'a'.repeat(50_000), '<script>alert(1)</script>']) {
      const result = check(text);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(1);
    }
  });
});

describe('marks', () => {
  it('merges overlapping matches of the same red flag into one mark', () => {
    const text = 'Hi Mum, this is my new number, I dropped my phone';
    const marks = check(text).flags.filter((flag) => flag.id === 'new-number');
    for (let i = 1; i < marks.length; i++) expect(marks[i]!.start).toBeGreaterThanOrEqual(marks[i - 1]!.end);
    expect(marks.length).toBeGreaterThan(0);
  });
});
