import type { Plan } from '../schemas/plans';
import type { FaqGroup } from '../schemas/pages';
import { describeLimit, formatInsurance } from './plans';

/** A plans collection entry, as `getCollection('plans')` returns it. */
export interface PlanEntry {
  id: string;
  data: Plan;
}

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function insurance(plan: Plan): string {
  const amount = formatInsurance(plan.limits);
  if (amount === null) throw new Error(`the ${plan.title} plan has no identity theft insurance`);
  return amount;
}

/**
 * The plan facts an answer may name as {{planId.field}}. `members` and `devices` read as
 * the start of a sentence ("Up to 5 members"); `summary` is a whole paragraph.
 */
const planFacts = {
  /** "Family" */
  title: (plan: Plan) => plan.title,
  /** "$19.99" (per month) */
  price: (plan: Plan) => price.format(plan.price),
  /** "Up to 5 members", "1 member", "Unlimited members" */
  members: (plan: Plan) => describeLimit(plan.limits.members, 'member'),
  /** "Up to 10 devices" */
  devices: (plan: Plan) => describeLimit(plan.limits.devices, 'device'),
  /** "$100K"; naming it for a plan without insurance is an error. */
  insurance,
  /** "Family: $19.99 a month. Up to 5 members and up to 10 devices. Identity theft insurance up to $100K." */
  summary: (plan: Plan) => {
    const cover = `${describeLimit(plan.limits.members, 'member')} and ${lowerFirst(describeLimit(plan.limits.devices, 'device'))}.`;
    const insured = plan.limits.insurance === null ? '' : ` Identity theft insurance up to ${insurance(plan)}.`;
    return `${plan.title}: ${price.format(plan.price)} a month. ${cover}${insured}`;
  },
} satisfies Record<string, (plan: Plan) => string>;

const token = /\{\{\s*([a-z0-9-]+)\.([a-zA-Z]+)\s*\}\}/g;

/**
 * Replaces every {{planId.field}} in `text` with that fact from the plans data, so FAQ
 * answers can never disagree with the pricing page. An unknown plan or field, or a
 * stray "{{", stops the build with a message that names it.
 */
export function fillPlanFacts(text: string, plans: readonly PlanEntry[]): string {
  const filled = text.replace(token, (_, planId: string, field: string) => {
    const plan = plans.find((entry) => entry.id === planId);
    if (!plan) throw new Error(`Unknown plan "${planId}" in {{${planId}.${field}}}; plans are: ${plans.map((p) => p.id).join(', ')}`);
    if (!Object.hasOwn(planFacts, field)) {
      throw new Error(`Unknown plan fact "${field}" in {{${planId}.${field}}}; facts are: ${Object.keys(planFacts).join(', ')}`);
    }
    return planFacts[field as keyof typeof planFacts](plan.data);
  });
  if (filled.includes('{{') || filled.includes('}}')) throw new Error(`Malformed plan fact in: ${text}`);
  return filled;
}

/** The FAQ groups with every answer's plan facts filled in. */
export function fillFaqGroups(groups: readonly FaqGroup[], plans: readonly PlanEntry[]): FaqGroup[] {
  return groups.map((group) => ({
    ...group,
    items: group.items.map((item) => ({ ...item, answer: fillPlanFacts(item.answer, plans) })),
  }));
}
