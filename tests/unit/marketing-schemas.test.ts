import { describe, expect, it } from 'vitest';
import {
  benchmarkSchema,
  comparisonRowSchema,
  familyProfileSchema,
  planComparisonRowSchema,
  statSchema,
} from '../../src/schemas/marketing';

describe('marketing schemas', () => {
  it('a comparison row needs a known category and yes/no for all three providers', () => {
    const row = {
      name: 'Call screening',
      category: 'security',
      kinward: true,
      competitorA: false,
      competitorB: true,
      order: 1,
    };
    expect(comparisonRowSchema.parse(row)).toEqual(row);
    expect(() => comparisonRowSchema.parse({ ...row, category: 'pricing' })).toThrow();
    expect(() => comparisonRowSchema.parse({ ...row, competitorB: 'yes' })).toThrow();
    const { competitorA: _, ...missing } = row;
    expect(() => comparisonRowSchema.parse(missing)).toThrow();
  });

  it('a benchmark has a date, a scenario count and scores for known providers', () => {
    const parsed = benchmarkSchema.parse({
      title: 'Security scores',
      scenarios: 50,
      date: '2023-06-01',
      maxScore: 100,
      results: [
        { provider: 'kinward', score: 97 },
        { provider: 'competitorA', score: 72 },
      ],
    });
    expect(parsed.date).toBeInstanceOf(Date);
    expect(() =>
      benchmarkSchema.parse({
        ...parsed,
        results: [
          { provider: 'AcmeShield', score: 80 },
          { provider: 'kinward', score: 97 },
        ],
      }),
    ).toThrow();
  });

  it('a plan table row is either a limit or a feature from a plan upwards', () => {
    expect(planComparisonRowSchema.parse({ label: 'Family members', limit: 'members', order: 1 })).toMatchObject({
      limit: 'members',
    });
    expect(planComparisonRowSchema.parse({ label: 'VPN', from: 'premium', order: 2 })).toMatchObject({
      from: { id: 'premium', collection: 'plans' },
    });
    expect(() => planComparisonRowSchema.parse({ label: 'VPN', order: 2 })).toThrow();
    expect(() => planComparisonRowSchema.parse({ label: 'Seats', limit: 'seats', order: 3 })).toThrow();
  });

  it('stats and profiles reject what the pages cannot show', () => {
    expect(() => statSchema.parse({ value: '98%', label: 'Detection rate', placement: 'footer', order: 1 })).toThrow();
    const profile = {
      name: 'Children',
      ages: { min: 5, max: 12 },
      level: 'Maximum protection',
      strength: 4,
      description: 'x',
      icon: 'baby',
      order: 1,
    };
    expect(familyProfileSchema.parse(profile).ages).toEqual({ min: 5, max: 12 });
    expect(() => familyProfileSchema.parse({ ...profile, strength: 5 })).toThrow();
    expect(() => familyProfileSchema.parse({ ...profile, icon: 'no-such-icon' })).toThrow();
  });
});
