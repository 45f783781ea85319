import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { callToActionSchema } from '../../src/schemas/call-to-action';
import { demographicSchema } from '../../src/schemas/features';
import { pageSchema } from '../../src/schemas/pages';

describe('callToActionSchema', () => {
  const cta = { title: 'Ready?', primary: { label: 'Sign Up Now', href: '/signup' } };

  it('accepts a title and a primary button; the subtitle and second button are optional', () => {
    expect(callToActionSchema.parse(cta)).toEqual(cta);
    const full = {
      ...cta,
      subtitle: 'Every plan starts with a {{trial.days}}-day free trial.',
      secondary: { label: 'View Pricing', href: '/pricing' },
    };
    expect(callToActionSchema.parse(full)).toEqual(full);
  });

  it('refuses a call to action without a title, a button without text or a link', () => {
    expect(() => callToActionSchema.parse({ primary: cta.primary })).toThrow();
    expect(() => callToActionSchema.parse({ ...cta, primary: { label: '', href: '/signup' } })).toThrow();
    expect(() => callToActionSchema.parse({ ...cta, secondary: { label: 'View Pricing' } })).toThrow();
  });

  it('is the one shape of the shared calls to action, a page’s own and a demographics page’s', () => {
    const shared = yaml.load(readFileSync('src/content/marketing/calls-to-action.yaml', 'utf-8')) as { id: string }[];
    expect(shared.map(({ id, ...data }) => callToActionSchema.parse(data).title)).toContain(
      'Protect Every Generation in Your Family',
    );
    expect(pageSchema.shape.callToAction.unwrap()).toBe(callToActionSchema);
    expect(demographicSchema.shape.cta).toBe(callToActionSchema);
  });
});
