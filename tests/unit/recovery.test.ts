import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  checkRecoveryData,
  displayAddress,
  planSteps,
  readChoices,
  situationSteps,
  stepContacts,
  writeChoices,
} from '../../src/lib/recovery';
import { contactSchema, countrySchema, situationSchema, stepSchema, type Step } from '../../src/schemas/recovery';

const step = (
  id: string,
  urgency: Step['urgency'],
  order: number,
  situations: string[],
  extra: Partial<Step> = {},
): Step => stepSchema.parse({ id, urgency, title: `Do ${id}`, body: 'How to do it.', situations, order, ...extra });

const steps: Step[] = [
  step('look-after', 'self-care', 1, ['all']),
  step('dispute', 'today', 1, ['card']),
  step('call-bank', 'now', 2, ['card', 'transfer'], { contacts: ['bank-us', 'bank-uk'] }),
  step('stop', 'now', 1, ['all']),
  step('beware', 'recovery-scams', 1, ['all']),
  step('statements', 'week', 1, ['card', 'transfer']),
  step('recall', 'today', 2, ['transfer']),
  step('us-only', 'today', 3, ['transfer'], { countries: ['us'] }),
];
const ids = (groups: ReturnType<typeof planSteps>) => groups.flatMap((group) => group.steps.map((s) => s.id));

describe('recovery plan', () => {
  it('orders steps by urgency (right now, today, this week, recovery scams, look after yourself), then by order', () => {
    const groups = planSteps(steps, { situations: ['card'] });
    expect(groups.map((group) => group.title)).toEqual([
      'Right now',
      'Today',
      'This week',
      'Watch out for recovery scams',
      'Look after yourself',
    ]);
    expect(ids(groups)).toEqual(['stop', 'call-bank', 'dispute', 'statements', 'beware', 'look-after']);
  });

  it('merges several situations without repeating a shared step', () => {
    const merged = ids(planSteps(steps, { situations: ['card', 'transfer'], country: 'uk' }));
    expect(merged).toEqual(['stop', 'call-bank', 'dispute', 'recall', 'statements', 'beware', 'look-after']);
    expect(new Set(merged).size).toBe(merged.length);
  });

  it('keeps country-only steps for that country, and shows nothing before a situation is chosen', () => {
    expect(ids(planSteps(steps, { situations: ['transfer'], country: 'us' }))).toContain('us-only');
    expect(ids(planSteps(steps, { situations: ['transfer'], country: 'ca' }))).not.toContain('us-only');
    expect(ids(planSteps(steps, { situations: ['transfer'] }))).not.toContain('us-only');
    expect(planSteps(steps, { situations: [], country: 'us' })).toEqual([]);
  });

  it('lists one situation alone for the page without JavaScript, leaving the steps for everyone out', () => {
    expect(ids(situationSteps(steps, 'transfer'))).toEqual(['call-bank', 'recall', 'us-only', 'statements']);
  });

  it('shows the contacts of the reader\u2019s country, or every country\u2019s when none is chosen', () => {
    const contact = (id: string, country: 'us' | 'uk') =>
      contactSchema.parse({
        id,
        name: id,
        purpose: 'Call',
        country,
        phone: '159',
        source: 'https://example.gov/page',
        checked: '2026-11-23',
      });
    const contacts = [contact('bank-us', 'us'), contact('bank-uk', 'uk')];
    const callBank = steps.find((s) => s.id === 'call-bank')!;
    expect(stepContacts(callBank, contacts, 'uk').map((c) => c.id)).toEqual(['bank-uk']);
    expect(stepContacts(callBank, contacts, 'other')).toEqual([]);
    expect(stepContacts(callBank, contacts, undefined).map((c) => c.id)).toEqual(['bank-us', 'bank-uk']);
  });
});

describe('recovery choices in the address', () => {
  const situationIds = ['card', 'transfer', 'gift-cards'];
  const countryIds = ['us', 'uk', 'other'] as const;

  it('round-trips the choices through a readable query, in the page\u2019s order', () => {
    const query = writeChoices('', { situations: ['card', 'gift-cards'], country: 'uk' });
    expect(query).toBe('?what=card,gift-cards&where=uk');
    expect(readChoices('?where=uk&what=gift-cards,card', situationIds, [...countryIds])).toEqual({
      situations: ['card', 'gift-cards'],
      country: 'uk',
    });
  });

  it('ignores unknown ids and keeps other parameters', () => {
    expect(readChoices('?what=card,lottery&where=mars', situationIds, [...countryIds])).toEqual({
      situations: ['card'],
      country: undefined,
    });
    expect(writeChoices('?utm=mail&what=old', { situations: [] })).toBe('?utm=mail');
    expect(writeChoices('', { situations: [] })).toBe('');
  });
});

describe('recovery schemas', () => {
  const contact = {
    id: 'cafc',
    name: 'Canadian Anti-Fraud Centre',
    purpose: 'Report fraud',
    country: 'ca',
    phone: '1-888-495-8501',
    source: 'https://www.antifraudcentre-centreantifraude.ca/',
    checked: '2026-11-23',
  };

  it('accepts a sourced contact and rejects one without a source or a checked date', () => {
    expect(contactSchema.parse(contact).checked).toEqual(new Date('2026-11-23'));
    const { source: _source, ...noSource } = contact;
    expect(() => contactSchema.parse(noSource)).toThrow();
    const { checked: _checked, ...noDate } = contact;
    expect(() => contactSchema.parse(noDate)).toThrow();
    expect(() => contactSchema.parse({ ...contact, source: 'not a url' })).toThrow();
  });

  it('rejects a contact with neither phone nor address, and a plain-http address', () => {
    const { phone: _phone, ...nothing } = contact;
    expect(() => contactSchema.parse(nothing)).toThrow(/phone number or a web address/);
    expect(() => contactSchema.parse({ ...contact, url: 'http://insecure.example' })).toThrow();
    expect(contactSchema.parse({ ...nothing, url: 'mailto:report@phishing.gov.uk' }).url).toBe(
      'mailto:report@phishing.gov.uk',
    );
  });

  it('rejects a step with an unknown urgency', () => {
    expect(() =>
      stepSchema.parse({ id: 'x', urgency: 'later', title: 'T', body: 'B', situations: ['all'], order: 1 }),
    ).toThrow();
  });

  it('the shipped content parses and fits together: every id a step names exists', () => {
    const load = (name: string) => yaml.load(readFileSync(`src/content/recovery/${name}.yaml`, 'utf-8')) as unknown[];
    const data = {
      situations: load('situations').map((entry) => situationSchema.parse(entry)),
      countries: load('countries').map((entry) => countrySchema.parse(entry)),
      steps: load('steps').map((entry) => stepSchema.parse(entry)),
      contacts: load('contacts').map((entry) => contactSchema.parse(entry)),
    };
    expect(() => checkRecoveryData(data)).not.toThrow();
    expect(() => checkRecoveryData({ ...data, steps: [...data.steps, step('typo', 'now', 9, ['crad'])] })).toThrow(
      /situation "crad"/,
    );
    // Every contact was checked on a stated day against an official page.
    for (const contact of data.contacts) expect(contact.checked.getTime()).not.toBeNaN();
  });
});

describe('contact addresses on screen and paper', () => {
  it('drops the scheme, www and a trailing slash, and shows a mailto: as the address', () => {
    expect(displayAddress('https://www.reportfraud.police.uk/')).toBe('reportfraud.police.uk');
    expect(displayAddress('https://www.cyber.gov.au/report')).toBe('cyber.gov.au/report');
    expect(displayAddress('mailto:report@phishing.gov.uk')).toBe('report@phishing.gov.uk');
  });
});
