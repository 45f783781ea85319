import { describe, expect, it } from 'vitest';
import { describeDuration, formatCount, formatDuration } from '../../../src/lib/dashboard/format';

describe('formatCount', () => {
  it('adds thousands separators', () => {
    expect(formatCount(1893)).toBe('1,893');
    expect(formatCount(237)).toBe('237');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('writes every whole number exactly as Intl.NumberFormat("en-US") does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 42, 999, 1000, 10_000, 99_999, 100_000, 1_000_000, 123_456_789, -1, -1000, -123_456]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
});

describe('formatDuration', () => {
  it('writes hours and minutes as "2h 15m"', () => {
    expect(formatDuration(135)).toBe('2h 15m');
    expect(formatDuration(1540)).toBe('25h 40m');
  });
  it('drops the empty part', () => {
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(120)).toBe('2h');
    expect(formatDuration(0)).toBe('0m');
  });
  it('rounds fractions and treats negatives as zero', () => {
    expect(formatDuration(59.6)).toBe('1h');
    expect(formatDuration(-5)).toBe('0m');
  });
});

describe('describeDuration', () => {
  it('spells the duration out for screen readers', () => {
    expect(describeDuration(135)).toBe('2 hours 15 minutes');
    expect(describeDuration(61)).toBe('1 hour 1 minute');
    expect(describeDuration(60)).toBe('1 hour');
    expect(describeDuration(1)).toBe('1 minute');
  });
});
