import type { PlanLimits } from '../schemas/plans';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

/** Every price the site shows, in US dollars: "$19.99"; `compact` for large round sums, "$100K", "$1M". */
export function formatPrice(amount: number, { compact = false } = {}): string {
  return (compact ? usdCompact : usd).format(amount);
}

/** "up to 5 members", "1 member", "Unlimited members". */
export function describeLimit(limit: number | null, singular: string, plural = `${singular}s`): string {
  if (limit === null) return `Unlimited ${plural}`;
  if (limit === 1) return `1 ${singular}`;
  return `Up to ${limit} ${plural}`;
}

/** "$100K", "$1M"; null when the plan has no insurance. */
export function formatInsurance(limits: PlanLimits): string | null {
  return limits.insurance === null ? null : formatPrice(limits.insurance, { compact: true });
}

/** The three limit lines of a plan card: members, devices and (when there is any) insurance. */
export function describeLimits(limits: PlanLimits): string[] {
  const insurance = formatInsurance(limits);
  return [
    describeLimit(limits.members, 'family member'),
    describeLimit(limits.devices, 'device'),
    ...(insurance ? [`Identity theft insurance up to ${insurance}`] : []),
  ];
}

/** One cell of the plan comparison table: text, or whether the plan includes the feature. */
export type PlanTableCell = { kind: 'text'; text: string } | { kind: 'included'; included: boolean };

/** A plan as the table needs it. */
interface TablePlan {
  id: string;
  order: number;
  limits: PlanLimits;
}

/** A table row: one of the limits, or a feature included from a plan's tier upwards. */
type TableRow = { limit: keyof PlanLimits } | { from: { id: string } };

/**
 * The cell for one row and one plan. Limits are read from the plan itself, so plans.yaml
 * stays the single source; a feature counts as included in its `from` plan and every plan
 * ordered after it.
 */
export function planTableCell(row: TableRow, plan: TablePlan, plans: readonly TablePlan[]): PlanTableCell {
  if ('limit' in row) {
    const { limits } = plan;
    if (row.limit === 'members') return { kind: 'text', text: describeLimit(limits.members, 'member') };
    if (row.limit === 'devices') return { kind: 'text', text: describeLimit(limits.devices, 'device') };
    const insurance = formatInsurance(limits);
    return insurance ? { kind: 'text', text: `Up to ${insurance}` } : { kind: 'included', included: false };
  }
  const from = plans.find((p) => p.id === row.from.id);
  if (!from) throw new Error(`Plan comparison row refers to an unknown plan "${row.from.id}"`);
  return { kind: 'included', included: plan.order >= from.order };
}
