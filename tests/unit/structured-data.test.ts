import { describe, expect, it } from 'vitest';
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  jsonLdScript,
  organization,
  productWithOffers,
} from '../../src/lib/structured-data';

const siteUrl = 'https://www.kinward.example';

describe('structured data', () => {
  it('never lets content close the script element', () => {
    const text = jsonLdScript(
      faqPage([{ question: 'Is </script><script>alert(1)</script> safe?', answer: 'Yes & no' }]),
    );
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).mainEntity[0].name).toBe('Is </script><script>alert(1)</script> safe?');
  });

  it('builds breadcrumbs with positions and absolute URLs', () => {
    const data = breadcrumbList(
      [
        { name: 'Home', path: '/' },
        { name: 'Features', path: '/features' },
        { name: 'Call Screening', path: '/features/call-screening' },
      ],
      siteUrl,
    );
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.kinward.example/' },
      { '@type': 'ListItem', position: 2, name: 'Features', item: 'https://www.kinward.example/features' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Call Screening',
        item: 'https://www.kinward.example/features/call-screening',
      },
    ]);
  });

  it('builds an FAQ page, an organisation, a post and a product with offers', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.\n\nMore.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.\n\nMore.' } },
    ]);
    const org = organization({
      name: 'Kinward',
      siteUrl,
      description: 'd',
      logoPath: '/favicon.svg',
      sameAs: ['https://x.example/k'],
      email: 'a@b.example',
    });
    expect(org).toMatchObject({
      '@type': 'Organization',
      url: 'https://www.kinward.example/',
      logo: 'https://www.kinward.example/favicon.svg',
    });
    const post = blogPosting({
      title: 'T',
      description: 'D',
      path: '/blog/t',
      date: new Date('2024-03-15T00:00:00Z'),
      authorName: 'Dana',
      imagePath: '/_astro/t.webp',
      publisher: 'Kinward',
      siteUrl,
      keywords: ['a', 'b'],
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2024-03-15T00:00:00.000Z',
      author: { name: 'Dana' },
      keywords: 'a, b',
    });
    const product = productWithOffers({
      name: 'Kinward',
      description: 'd',
      path: '/pricing',
      siteUrl,
      plans: [{ title: 'Family', price: 19.99, description: 'x' }],
    });
    expect(product.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Kinward Family',
        price: '19.99',
        priceCurrency: 'USD',
        url: 'https://www.kinward.example/pricing',
      }),
    ]);
  });
});
