import type { Contact, CountryId, Step, Urgency } from '../../schemas/recovery';

/** The urgency groups in the order the page lists them, with their headings. */
export const URGENCY_GROUPS: readonly { urgency: Urgency; title: string }[] = [
  { urgency: 'now', title: 'Right now' },
  { urgency: 'today', title: 'Today' },
  { urgency: 'week', title: 'This week' },
  { urgency: 'recovery-scams', title: 'Watch out for recovery scams' },
  { urgency: 'self-care', title: 'Look after yourself' },
];

/** What the reader chose: situation ids, and where they live (undefined: not said). */
export interface Choices {
  situations: string[];
  country?: CountryId;
}

/** One heading of the plan and its steps, in order. */
export interface StepGroup {
  urgency: Urgency;
  title: string;
  steps: Step[];
}

const rank = (urgency: Urgency) => URGENCY_GROUPS.findIndex((group) => group.urgency === urgency);

/** Whether a step applies where the reader lives (a step limited to some countries needs one of them). */
const fitsCountry = (step: Step, country: CountryId | undefined) =>
  !step.countries || (country !== undefined && step.countries.includes(country));

/**
 * Groups steps under the urgency headings, in urgency order and then each step's order,
 * leaving out empty groups.
 */
export function groupByUrgency(steps: readonly Step[]): StepGroup[] {
  const sorted = [...steps].sort((a, b) => rank(a.urgency) - rank(b.urgency) || a.order - b.order);
  return URGENCY_GROUPS.map(({ urgency, title }) => ({
    urgency,
    title,
    steps: sorted.filter((step) => step.urgency === urgency),
  })).filter((group) => group.steps.length > 0);
}

/**
 * The reader's plan: every step of the chosen situations plus the steps for everyone,
 * each once even when several situations share it, limited to the reader's country,
 * grouped and ordered by urgency. Nothing is chosen: an empty plan.
 */
export function planSteps(steps: readonly Step[], choices: Choices): StepGroup[] {
  if (choices.situations.length === 0) return [];
  const chosen = new Set(choices.situations);
  const seen = new Set<string>();
  const picked = steps.filter((step) => {
    if (seen.has(step.id) || !fitsCountry(step, choices.country)) return false;
    const applies = step.situations.some((situation) => situation === 'all' || chosen.has(situation));
    if (applies) seen.add(step.id);
    return applies;
  });
  return groupByUrgency(picked);
}

/** The steps of one situation alone (without the steps for everyone), for the page without JavaScript. */
export function situationSteps(steps: readonly Step[], situation: string): StepGroup[] {
  return groupByUrgency(steps.filter((step) => step.situations.includes(situation)));
}

/** The steps for every reader, whatever happened (situations: ["all"]). */
export function stepsForEveryone(steps: readonly Step[]): StepGroup[] {
  return groupByUrgency(steps.filter((step) => step.situations.includes('all')));
}

/**
 * The official contacts to show with a step: those of the reader's country, or all of
 * them when the reader has not said where they live. A reader elsewhere gets none.
 */
export function stepContacts<C extends Contact>(
  step: Step,
  contacts: readonly C[],
  country: CountryId | undefined,
): C[] {
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  return step.contacts
    .map((id) => byId.get(id))
    .filter((contact): contact is C => contact !== undefined && (country === undefined || contact.country === country));
}

/**
 * A contact's address as a reader would type it or see it on paper: "reportfraud.police.uk",
 * "cyber.gov.au/report", or the email address of a mailto: link.
 */
export function displayAddress(url: string): string {
  if (url.startsWith('mailto:')) return url.slice('mailto:'.length);
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
