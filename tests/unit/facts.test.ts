import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { fillFacts, fillFactsIn, type FactSources } from '../../src/lib/facts';
import { planSchema, planTermSchema } from '../../src/schemas/plans';

/** Entries of a real data file, parsed by their schema, so these tests also catch a change in prices, limits or terms. */
function entries<T>(file: string, parse: (data: unknown) => T) {
  return (yaml.load(readFileSync(file, 'utf-8')) as { id: string }[]).map(({ id, ...data }) => ({
    id,
    data: parse(data),
  }));
}

const sources: FactSources = {
  plans: entries('src/content/plans.yaml', (data) => planSchema.parse(data)),
  terms: entries('src/content/marketing/plan-terms.yaml', (data) => planTermSchema.parse(data)),
};
const fill = (text: string) => fillFacts(text, sources);

describe('fillFacts', () => {
  /** Each token as it is written in content, and what a visitor reads in its place. */
  const filled: [string, string][] = [
    ['Family costs {{family.price}} a month.', 'Family costs $19.99 a month.'],
    ['{{basic.price}} / {{premium.price}}', '$9.99 / $29.99'],
    ['{{family.members}}, {{ family.devices }}', 'Up to 5 members, Up to 10 devices'],
    ['{{premium.members}}', 'Unlimited members'],
    ['up to {{family.insurance}} or {{premium.insurance}}', 'up to $100K or $1M'],
    ['The {{premium.title}} plan', 'The Premium plan'],
    ['Start your {{trial.days}}-day free trial', 'Start your 14-day free trial'],
    ['a {{money-back.days}}-day money-back guarantee', 'a 30-day money-back guarantee'],
    ['{{basic.summary}}', 'Basic: $9.99 a month. 1 member and 1 device.'],
    [
      '{{family.summary}}',
      'Family: $19.99 a month. Up to 5 members and up to 10 devices. Identity theft insurance up to $100K.',
    ],
    [
      '{{premium.summary}}',
      'Premium: $29.99 a month. Unlimited members and unlimited devices. Identity theft insurance up to $1M.',
    ],
  ];
  it.each(filled)('fills %j from the plans and plan terms', (text, expected) => {
    expect(fill(text)).toBe(expected);
  });

  it('leaves text without facts alone', () => {
    expect(fill('Cancel anytime.\n\nNo card needed.')).toBe('Cancel anytime.\n\nNo card needed.');
  });

  /** An unknown name, an unknown fact, a fact an entry lacks, a malformed token: each stops the build, saying why. */
  const broken: [string, RegExp][] = [
    ['{{gold.price}}', /Unknown plan or term "gold"/],
    ['{{family.colour}}', /Unknown plan fact "colour"/],
    ['{{family.toString}}', /Unknown plan fact/],
    ['{{basic.insurance}}', /Basic plan has no identity theft insurance/],
    ['{{cancel.days}}', /plan term "cancel" has no fact "days"/],
    ['{{family price}}', /Malformed/],
  ];
  it.each(broken)('stops on %j', (text, message) => {
    expect(() => fill(text)).toThrow(message);
  });
});

describe('fillFactsIn', () => {
  it('fills every string in nested data and keeps everything else as it is', () => {
    const date = new Date('2025-06-01');
    const groups = [
      {
        id: 'plans',
        title: 'Plans',
        items: [{ question: 'How much is Family?', answer: '{{family.price}} a month.' }],
      },
      { id: 'trial', title: '{{trial.days}} days', updated: date, count: 2 },
    ];
    const filled = fillFactsIn(groups, sources);
    expect(filled).toEqual([
      { id: 'plans', title: 'Plans', items: [{ question: 'How much is Family?', answer: '$19.99 a month.' }] },
      { id: 'trial', title: '14 days', updated: date, count: 2 },
    ]);
    expect(filled[1]).toHaveProperty('updated', date);
    expect(groups[0]!.items![0]!.answer).toBe('{{family.price}} a month.');
  });
});
