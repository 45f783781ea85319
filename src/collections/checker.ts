/** The scam checker's words and brands (issue 12); its patterns live in src/lib/checker. */
import { defineCollection } from 'astro:content';
import yaml from 'js-yaml';
import { dataFile } from '../build/data-file-loader';
import { brandSchema, redFlagSchema } from '../schemas/checker';
import { checkExampleSchema, verdictSchema } from '../schemas/check-page';

export const checkerCollections = {
  /** What each red flag means, why scammers use it and what to do: one entry per rule id. */
  redFlags: defineCollection({ loader: dataFile('src/content/checker/red-flags.yaml'), schema: redFlagSchema }),
  /** Commonly impersonated organisations and their official domains, for the link checks. */
  brands: defineCollection({
    // Brands are written without ids; each takes its name's slug ("Royal Mail" → royal-mail).
    loader: dataFile('src/content/checker/brands.yaml', {
      parser: (text) =>
        (yaml.load(text) as Record<string, unknown>[]).map((brand) => ({
          id: String(brand.name)
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-'),
          ...brand,
        })),
    }),
    schema: brandSchema,
  }),
  /** The three answers: heading, summary and "What to do now" steps. */
  verdicts: defineCollection({ loader: dataFile('src/content/checker/verdicts.yaml'), schema: verdictSchema }),
  /** The "Try an example" sample messages on /check. */
  checkExamples: defineCollection({
    loader: dataFile('src/content/checker/examples.yaml', {
      parser: (text) => (yaml.load(text) as Record<string, unknown>[]).map((example, order) => ({ ...example, order })),
    }),
    schema: checkExampleSchema,
  }),
};
