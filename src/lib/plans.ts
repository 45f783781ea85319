import type { PlanLimits } from '../schemas/plans';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

/** "up to 5 members", "1 member", "Unlimited members". */
export function describeLimit(limit: number | null, singular: string, plural = `${singular}s`): string {
  if (limit === null) return `Unlimited ${plural}`;
  if (limit === 1) return `1 ${singular}`;
  return `Up to ${limit} ${plural}`;
}

/** "$100K", "$1M"; null when the plan has no insurance. */
export function formatInsurance(limits: PlanLimits): string | null {
  return limits.insurance === null ? null : usd.format(limits.insurance);
}
