/**
 * Facts that copy names instead of typing them: a plan's price or limits, and a shared
 * term's length in days. Content writes {{name.field}} — {{family.price}}, {{premium.members}},
 * {{trial.days}}, {{money-back.days}} — and the page fills it from plans.yaml and
 * plan-terms.yaml, so the pricing page and every other mention can never disagree.
 */
import type { Plan, PlanTerm } from '../schemas/plans';
import { describeLimit, formatInsurance, formatPrice } from './plans';

/** The data facts are read from: the plans and the terms every plan shares, as collections hold them. */
export interface FactSources {
  plans: readonly { id: string; data: Plan }[];
  terms: readonly { id: string; data: PlanTerm }[];
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function insurance(plan: Plan): string {
  const amount = formatInsurance(plan.limits);
  if (amount === null) throw new Error(`the ${plan.title} plan has no identity theft insurance`);
  return amount;
}

/**
 * The facts a plan offers. `members` and `devices` read as the start of a sentence
 * ("Up to 5 members"); `summary` is a whole paragraph.
 */
const planFacts = {
  /** "Family" */
  title: (plan: Plan) => plan.title,
  /** "$19.99" (per month) */
  price: (plan: Plan) => formatPrice(plan.price),
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
    return `${plan.title}: ${formatPrice(plan.price)} a month. ${cover}${insured}`;
  },
} satisfies Record<string, (plan: Plan) => string>;

const token = /\{\{\s*([a-z0-9-]+)\.([a-zA-Z]+)\s*\}\}/g;

/** One fact, e.g. fact('trial', 'days', sources) → "14"; stops the build with a clear message when there is none. */
export function fact(name: string, field: string, { plans, terms }: FactSources): string {
  const plan = plans.find((entry) => entry.id === name);
  if (plan) {
    if (!Object.hasOwn(planFacts, field)) {
      throw new Error(
        `Unknown plan fact "${field}" in {{${name}.${field}}}; facts are: ${Object.keys(planFacts).join(', ')}`,
      );
    }
    return planFacts[field as keyof typeof planFacts](plan.data);
  }
  const term = terms.find((entry) => entry.id === name);
  if (term) {
    if (field !== 'days' || term.data.days === undefined)
      throw new Error(`The plan term "${name}" has no fact "${field}" (terms offer: days)`);
    return String(term.data.days);
  }
  const names = [...plans, ...terms].map((entry) => entry.id).join(', ');
  throw new Error(`Unknown plan or term "${name}" in {{${name}.${field}}}; they are: ${names}`);
}

/** `text` with every {{name.field}} replaced by its fact. A stray "{{" or "}}" stops the build. */
export function fillFacts(text: string, sources: FactSources): string {
  const filled = text.replace(token, (_, name: string, field: string) => fact(name, field, sources));
  if (filled.includes('{{') || filled.includes('}}')) throw new Error(`Malformed fact in: ${text}`);
  return filled;
}

/**
 * A copy of `value` with the facts in every string filled, through arrays and plain objects
 * (anything else, such as a Date or an image, is kept as it is).
 */
export function fillFactsIn<T>(value: T, sources: FactSources): T {
  if (typeof value === 'string') return fillFacts(value, sources) as T;
  if (Array.isArray(value)) return value.map((item) => fillFactsIn(item, sources)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFactsIn(item, sources)])) as T;
  }
  return value;
}
