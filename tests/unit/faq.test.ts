import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { fillFaqGroups, fillPlanFacts, type PlanEntry } from '../../src/lib/faq';
import { planSchema } from '../../src/schemas/plans';

/** The real plans data, so these tests also catch a change in prices or limits. */
const plans: PlanEntry[] = (yaml.load(readFileSync('src/content/plans.yaml', 'utf-8')) as { id: string }[]).map(
  ({ id, ...data }) => ({ id, data: planSchema.parse(data) }),
);

describe('fillPlanFacts', () => {
  it('fills prices, limits and insurance from the plans data', () => {
    expect(fillPlanFacts('Family costs {{family.price}} a month.', plans)).toBe('Family costs $19.99 a month.');
    expect(fillPlanFacts('{{basic.price}} / {{premium.price}}', plans)).toBe('$9.99 / $29.99');
    expect(fillPlanFacts('{{family.members}}, {{ family.devices }}', plans)).toBe('Up to 5 members, Up to 10 devices');
    expect(fillPlanFacts('{{premium.members}}', plans)).toBe('Unlimited members');
    expect(fillPlanFacts('up to {{family.insurance}} or {{premium.insurance}}', plans)).toBe('up to $100K or $1M');
    expect(fillPlanFacts('The {{premium.title}} plan', plans)).toBe('The Premium plan');
  });

  it('writes a one-paragraph summary of each plan', () => {
    expect(fillPlanFacts('{{basic.summary}}', plans)).toBe('Basic: $9.99 a month. 1 member and 1 device.');
    expect(fillPlanFacts('{{family.summary}}', plans)).toBe(
      'Family: $19.99 a month. Up to 5 members and up to 10 devices. Identity theft insurance up to $100K.',
    );
    expect(fillPlanFacts('{{premium.summary}}', plans)).toBe(
      'Premium: $29.99 a month. Unlimited members and unlimited devices. Identity theft insurance up to $1M.',
    );
  });

  it('leaves text without facts alone', () => {
    expect(fillPlanFacts('Cancel anytime.\n\nNo card needed.', plans)).toBe('Cancel anytime.\n\nNo card needed.');
  });

  it('stops on an unknown plan, an unknown fact, a fact a plan lacks, or a malformed token', () => {
    expect(() => fillPlanFacts('{{gold.price}}', plans)).toThrow(/Unknown plan "gold"/);
    expect(() => fillPlanFacts('{{family.colour}}', plans)).toThrow(/Unknown plan fact "colour"/);
    expect(() => fillPlanFacts('{{family.toString}}', plans)).toThrow(/Unknown plan fact/);
    expect(() => fillPlanFacts('{{basic.insurance}}', plans)).toThrow(/Basic plan has no identity theft insurance/);
    expect(() => fillPlanFacts('{{family price}}', plans)).toThrow(/Malformed/);
  });
});

describe('fillFaqGroups', () => {
  it('fills every answer and keeps groups and questions as they are', () => {
    const groups = [
      { id: 'plans', title: 'Plans', items: [{ question: 'How much is Family?', answer: '{{family.price}} a month.' }] },
      { id: 'trial', title: 'Trial', items: [{ question: 'Card?', answer: 'No card needed.' }] },
    ];
    expect(fillFaqGroups(groups, plans)).toEqual([
      { id: 'plans', title: 'Plans', items: [{ question: 'How much is Family?', answer: '$19.99 a month.' }] },
      groups[1],
    ]);
    expect(groups[0].items[0].answer).toBe('{{family.price}} a month.');
  });
});
