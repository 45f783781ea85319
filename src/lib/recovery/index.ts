/**
 * The recovery helper (/help/scammed): which steps a reader sees for what happened and
 * where they live, and how their choices live in the address. Plain functions; the page
 * and the island only render what these return.
 */
import type { Contact, Country, Situation, Step } from '../../schemas/recovery';

export {
  URGENCY_GROUPS,
  displayAddress,
  groupByUrgency,
  planSteps,
  situationSteps,
  stepContacts,
  stepsForEveryone,
} from './plan';
export type { Choices, StepGroup } from './plan';
export { readChoices, writeChoices } from './address';

/** The four collections together, as the page loads them. */
export interface RecoveryData {
  situations: Situation[];
  countries: Country[];
  steps: Step[];
  contacts: Contact[];
}

/**
 * Every id a step names must exist: a situation, a country, a contact. The page calls this
 * at build time, so a typo stops the build instead of silently dropping a step or a number.
 */
export function checkRecoveryData({ situations, countries, steps, contacts }: RecoveryData): void {
  const situationIds = new Set(situations.map((situation) => situation.id));
  const countryIds = new Set(countries.map((country) => country.id));
  const contactIds = new Set(contacts.map((contact) => contact.id));
  const problems: string[] = [];
  for (const step of steps) {
    for (const id of step.situations)
      if (id !== 'all' && !situationIds.has(id)) problems.push(`step "${step.id}" names situation "${id}"`);
    for (const id of step.countries ?? [])
      if (!countryIds.has(id)) problems.push(`step "${step.id}" names country "${id}"`);
    for (const id of step.contacts) if (!contactIds.has(id)) problems.push(`step "${step.id}" names contact "${id}"`);
  }
  for (const situation of situations) {
    if (!steps.some((step) => step.situations.includes(situation.id)))
      problems.push(`situation "${situation.id}" has no steps`);
  }
  if (problems.length) throw new Error(`Recovery content does not fit together: ${problems.join('; ')}`);
}
