import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  demographicCard,
  entryBreadcrumbs,
  featureCard,
  planLimitRows,
  sortByOrder,
  useCasePath,
} from '../../src/lib/features';
import { planSchema } from '../../src/schemas/plans';

const entry = (id: string, order: number) => ({ id, data: { order } });

describe('sortByOrder', () => {
  it('sorts by order, smallest first, without changing the input', () => {
    const input = [entry('c', 3), entry('a', 1), entry('b', 2)];
    expect(sortByOrder(input).map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(input.map((e) => e.id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps a stable id order when two entries share an order', () => {
    expect(sortByOrder([entry('zeta', 1), entry('alpha', 1), entry('first', 0)]).map((e) => e.id)).toEqual([
      'first',
      'alpha',
      'zeta',
    ]);
  });
});

describe('cards', () => {
  it('shows a feature by its title and a demographic by its audience, each linking to its page', () => {
    expect(
      featureCard({
        id: 'call-screening',
        data: { icon: 'phone', title: 'Call Screening', description: 'Screens calls.' },
      }),
    ).toEqual({
      icon: 'phone',
      title: 'Call Screening',
      description: 'Screens calls.',
      href: '/features/call-screening',
    });
    expect(
      demographicCard({
        id: 'adults',
        data: { icon: 'briefcase', audience: 'Working Adults', description: 'For work.' },
      }),
    ).toEqual({
      icon: 'briefcase',
      title: 'Working Adults',
      description: 'For work.',
      href: '/demographics/adults',
    });
    expect(useCasePath('elderly')).toBe('/use-cases/elderly');
  });
});

describe('entryBreadcrumbs', () => {
  it("leads from the collection's index to the entry's page", () => {
    expect(entryBreadcrumbs('useCases', 'elderly', 'Seniors')).toEqual([
      { name: 'Use Cases', path: '/use-cases' },
      { name: 'Seniors', path: '/use-cases/elderly' },
    ]);
    expect(entryBreadcrumbs('demographics', 'adults', 'Working Adults')[1]).toEqual({
      name: 'Working Adults',
      path: '/demographics/adults',
    });
  });
});

describe('planLimitRows', () => {
  const plans = (
    yaml.load(readFileSync(resolve(import.meta.dirname, '../../src/content/plans.yaml'), 'utf-8')) as { id: string }[]
  ).map(({ id, ...data }) => ({ id, data: planSchema.parse(data) }));

  it('words the limits of src/content/plans.yaml, in plan order', () => {
    expect(planLimitRows([...plans].reverse())).toEqual([
      { id: 'basic', title: 'Basic', members: '1 member', devices: '1 device' },
      { id: 'family', title: 'Family', members: 'Up to 5 members', devices: 'Up to 10 devices' },
      { id: 'premium', title: 'Premium', members: 'Unlimited members', devices: 'Unlimited devices' },
    ]);
  });

  it('follows the data when a limit changes', () => {
    const changed = plans.map((p) =>
      p.id === 'family' ? { ...p, data: { ...p.data, limits: { ...p.data.limits, members: 6 } } } : p,
    );
    expect(planLimitRows(changed)[1].members).toBe('Up to 6 members');
  });
});
