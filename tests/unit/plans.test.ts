import { describe, expect, it } from 'vitest';
import { describeLimit, formatInsurance } from '../../src/lib/plans';

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
