/**
 * schema.org JSON-LD for search engines, built from the same data the pages show.
 * Each builder returns a plain object; BaseLayout serialises them with `jsonLdScript`.
 */

/** A JSON-LD object. */
export type JsonLd = Record<string, unknown>;

const context = 'https://schema.org';

/** An absolute URL on this site. */
const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;

/** Serialises JSON-LD so it can never close its <script> element early. */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The organisation behind the site (home page). */
export function organization(input: {
  name: string;
  siteUrl: string;
  description: string;
  logoPath: string;
  sameAs: string[];
  email: string;
}): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    name: input.name,
    url: absolute('/', input.siteUrl),
    logo: absolute(input.logoPath, input.siteUrl),
    description: input.description,
    email: input.email,
    sameAs: input.sameAs,
  };
}

/** Breadcrumbs of a nested page, from Home to the page itself. */
export function breadcrumbList(items: { name: string; path: string }[], siteUrl: string): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path, siteUrl),
    })),
  };
}

/** An FAQ page: every question and its answer as plain text. */
export function faqPage(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.replace(/\s*\n\s*\n\s*/g, '\n\n').trim() },
    })),
  };
}

/** A blog post. */
export function blogPosting(input: {
  title: string;
  description: string;
  path: string;
  date: Date;
  authorName: string;
  imagePath: string;
  publisher: string;
  siteUrl: string;
  keywords: string[];
}): JsonLd {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    datePublished: input.date.toISOString(),
    author: { '@type': 'Person', name: input.authorName },
    publisher: { '@type': 'Organization', name: input.publisher, url: absolute('/', input.siteUrl) },
    image: absolute(input.imagePath, input.siteUrl),
    mainEntityOfPage: absolute(input.path, input.siteUrl),
    keywords: input.keywords.join(', '),
  };
}

/** The product with one offer per plan (pricing page). */
export function productWithOffers(input: {
  name: string;
  description: string;
  path: string;
  siteUrl: string;
  plans: { title: string; price: number; description: string }[];
}): JsonLd {
  return {
    '@context': context,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    brand: { '@type': 'Brand', name: input.name },
    offers: input.plans.map((plan) => ({
      '@type': 'Offer',
      name: `${input.name} ${plan.title}`,
      description: plan.description,
      price: plan.price.toFixed(2),
      priceCurrency: 'USD',
      url: absolute(input.path, input.siteUrl),
      availability: 'https://schema.org/InStock',
    })),
  };
}
