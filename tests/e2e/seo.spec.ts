import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtFileOf, contentRoutes } from './routes';

type Head = {
  route: string;
  title: string;
  description: string;
  canonical: string;
  ogImage: string;
  jsonLd: Record<string, unknown>[];
};

const heads: Head[] = contentRoutes.map((route) => {
  const html = readFileSync(builtFileOf(route), 'utf8');
  const attr = (re: RegExp) => re.exec(html)?.[1] ?? '';
  return {
    route,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1])),
  };
});
const types = (route: string) => heads.find((h) => h.route === route)!.jsonLd.map((d) => d['@type']);

test('every page has its own title and meta description, a canonical URL and an Open Graph image', async ({
  request,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const head of heads) {
    expect(head.title, head.route).not.toBe('');
    expect(head.description.length, `${head.route} description`).toBeGreaterThan(40);
    expect(titles.get(head.title), `title of ${head.route} repeats`).toBeUndefined();
    expect(descriptions.get(head.description), `description of ${head.route} repeats`).toBeUndefined();
    titles.set(head.title, head.route);
    descriptions.set(head.description, head.route);
    expect(new URL(head.canonical).pathname.replace(/\/$/, '') || '/').toBe(head.route);
    const image = new URL(head.ogImage);
    const response = await request.get(image.pathname);
    expect(response.status(), `og:image of ${head.route}`).toBe(200);
    expect(response.headers()['content-type']).toMatch(/image\/(png|jpeg|webp)/);
  }
});

test('structured data: Organization, BlogPosting, FAQPage, Product with offers, breadcrumbs', () => {
  expect(types('/')).toContain('Organization');
  expect(types('/pricing')).toEqual(expect.arrayContaining(['Product', 'FAQPage']));
  expect(types('/faq')).toContain('FAQPage');
  expect(types('/features/call-screening')).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
  expect(types('/use-cases/elderly')).toContain('BreadcrumbList');
  const post = heads.find((h) => h.route.startsWith('/blog/') && !h.route.startsWith('/blog/topics'))!;
  expect(post.jsonLd.map((d) => d['@type'])).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  const product = heads.find((h) => h.route === '/pricing')!.jsonLd.find((d) => d['@type'] === 'Product')!;
  expect((product.offers as { price: string }[]).map((o) => o.price)).toEqual(['9.99', '19.99', '29.99']);
  for (const head of heads.filter((h) => h.route.split('/').length > 2)) {
    expect(
      head.jsonLd.map((d) => d['@type']),
      `${head.route} breadcrumbs`,
    ).toContain('BreadcrumbList');
  }
});

test('robots.txt points to the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
  expect((await request.get('/sitemap-index.xml')).status()).toBe(200);
});
