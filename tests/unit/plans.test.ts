import { describe, expect, it } from 'vitest';
import { describeLimit, describeLimits, formatInsurance, formatPrice, planTableCell } from '../../src/lib/plans';

describe('plan limits', () => {
  it('describes member and device limits', () => {
    expect(describeLimit(1, 'member')).toBe('1 member');
    expect(describeLimit(5, 'member')).toBe('Up to 5 members');
    expect(describeLimit(null, 'device')).toBe('Unlimited devices');
  });
  it('formats insurance amounts as the spec writes them', () => {
    expect(formatInsurance({ members: 5, devices: 10, insurance: 100_000 })).toBe('$100K');
    expect(formatInsurance({ members: null, devices: null, insurance: 1_000_000 })).toBe('$1M');
    expect(formatInsurance({ members: 1, devices: 1, insurance: null })).toBeNull();
  });
});

describe('plan cards and table', () => {
  const plans = [
    { id: 'basic', order: 1, limits: { members: 1, devices: 1, insurance: null } },
    { id: 'family', order: 2, limits: { members: 5, devices: 10, insurance: 100_000 } },
    { id: 'premium', order: 3, limits: { members: null, devices: null, insurance: 1_000_000 } },
  ];
  const [basic, family, premium] = plans as [(typeof plans)[0], (typeof plans)[0], (typeof plans)[0]];

  it('formats prices from numbers', () => {
    expect(formatPrice(9.99)).toBe('$9.99');
    expect(formatPrice(19.99)).toBe('$19.99');
    expect(formatPrice(30)).toBe('$30.00');
    expect(formatPrice(100_000, { compact: true })).toBe('$100K');
    expect(formatPrice(1_000_000, { compact: true })).toBe('$1M');
  });

  it('lists a plan card’s limits, insurance only when there is some', () => {
    expect(describeLimits(basic.limits)).toEqual(['1 family member', '1 device']);
    expect(describeLimits(family.limits)).toEqual([
      'Up to 5 family members',
      'Up to 10 devices',
      'Identity theft insurance up to $100K',
    ]);
    expect(describeLimits(premium.limits)).toEqual([
      'Unlimited family members',
      'Unlimited devices',
      'Identity theft insurance up to $1M',
    ]);
  });

  it('reads limit rows from each plan', () => {
    expect(planTableCell({ limit: 'members' }, family, plans)).toEqual({ kind: 'text', text: 'Up to 5 members' });
    expect(planTableCell({ limit: 'devices' }, premium, plans)).toEqual({ kind: 'text', text: 'Unlimited devices' });
    expect(planTableCell({ limit: 'insurance' }, family, plans)).toEqual({ kind: 'text', text: 'Up to $100K' });
    expect(planTableCell({ limit: 'insurance' }, premium, plans)).toEqual({ kind: 'text', text: 'Up to $1M' });
    expect(planTableCell({ limit: 'insurance' }, basic, plans)).toEqual({ kind: 'included', included: false });
  });

  it('includes a feature from its plan upwards', () => {
    const row = { from: { id: 'family' } };
    expect(plans.map((plan) => planTableCell(row, plan, plans))).toEqual([
      { kind: 'included', included: false },
      { kind: 'included', included: true },
      { kind: 'included', included: true },
    ]);
    expect(() => planTableCell({ from: { id: 'gold' } }, basic, plans)).toThrow(/unknown plan "gold"/);
  });
});
