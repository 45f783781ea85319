import { describe, expect, it } from 'vitest';
import { entryPaths, isPageId, pagePaths } from '../../src/lib/pages';
import { pageSchema } from '../../src/schemas/pages';

describe('pagePaths', () => {
  it('maps each known page to its top-level route', () => {
    const entries = [{ id: 'help' }, { id: 'terms' }];
    expect(pagePaths(entries)).toEqual([
      { params: { page: 'help' }, props: { entry: entries[0] } },
      { params: { page: 'terms' }, props: { entry: entries[1] } },
    ]);
  });
  it('refuses a page that is not one of the five', () => {
    expect(() => pagePaths([{ id: 'pricing' }])).toThrow(/pricing\.mdx is not a known page/);
  });
  it('knows exactly the five pages', () => {
    expect(['help', 'faq', 'about', 'privacy', 'terms'].every(isPageId)).toBe(true);
    expect(isPageId('contact')).toBe(false);
  });
});

describe('entryPaths', () => {
  it('gives each entry its route parameter and hands the entry to the page', () => {
    const entries = [
      { id: 'call-screening', data: {} },
      { id: 'family-protection', data: {} },
    ];
    expect(entryPaths(entries, 'slug')).toEqual([
      { params: { slug: 'call-screening' }, props: { entry: entries[0] } },
      { params: { slug: 'family-protection' }, props: { entry: entries[1] } },
    ]);
  });
});

describe('pageSchema', () => {
  const valid = { title: 'Help Center', description: 'How to get help.' };

  it('accepts a minimal page and fills defaults', () => {
    expect(pageSchema.parse(valid)).toEqual({ ...valid, sampleText: false, faqGroups: [] });
  });

  it('parses dates, FAQ groups and a call to action', () => {
    const page = pageSchema.parse({
      ...valid,
      updated: '2025-06-01',
      sampleText: true,
      faqGroups: [
        {
          id: 'trial',
          title: 'The trial',
          items: [
            { question: 'A?', answer: 'B.' },
            { question: 'C?', answer: 'D.' },
          ],
        },
      ],
      callToAction: { title: 'Still stuck?', primary: { label: 'Contact us', href: '/contact' } },
    });
    expect(page.updated).toEqual(new Date('2025-06-01'));
    expect(page.faqGroups[0].items).toHaveLength(2);
  });

  it('rejects a missing title, a bad group id and duplicate group ids', () => {
    expect(() => pageSchema.parse({ description: 'x' })).toThrow();
    const item = { question: 'A?', answer: 'B.' };
    const group = (id: string) => ({ id, title: 'T', items: [item, item] });
    expect(() => pageSchema.parse({ ...valid, faqGroups: [group('Not OK')] })).toThrow();
    expect(() => pageSchema.parse({ ...valid, faqGroups: [group('a'), group('a')] })).toThrow(/unique/);
  });
});
