import { describe, expect, it } from 'vitest';
import { formatDate, isoDay } from '../../src/lib/dates';

describe('formatDate', () => {
  it('writes the US long form, or the month and year', () => {
    expect(formatDate(new Date('2024-03-15'))).toBe('March 15, 2024');
    expect(formatDate(new Date('2025-06-01'))).toBe('June 1, 2025');
    expect(formatDate(new Date('2023-06-01'), 'month')).toBe('June 2023');
  });

  it('never slips to the previous day west of Greenwich', () => {
    const zone = process.env.TZ;
    try {
      // YAML dates are midnight UTC; in New York that is still March 14 in local time.
      process.env.TZ = 'America/New_York';
      const midnightUtc = new Date('2024-03-15');
      expect(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(midnightUtc)).toBe('March 14, 2024');
      expect(formatDate(midnightUtc)).toBe('March 15, 2024');
      expect(formatDate(new Date('2023-06-01'), 'month')).toBe('June 2023');
      expect(isoDay(midnightUtc)).toBe('2024-03-15');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
