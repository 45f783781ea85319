/** The scam checker's words and brands (issue 12); its patterns live in src/lib/checker. */
import yaml from 'js-yaml';
import { yamlCollection } from '../build/collections';
import { brandSchema, redFlagSchema } from '../schemas/checker';
import { checkExampleSchema, verdictSchema } from '../schemas/check-page';

export const checkerCollections = {
  /** What each red flag means, why scammers use it and what to do: one entry per rule id. */
  redFlags: yamlCollection('checker/red-flags', redFlagSchema),
  /**
   * Commonly impersonated organisations and their official domains, for the link checks. No page reads this
   * collection: the checker's lazily loaded engine imports the same file as data (src/lib/check-page/engine.ts), and
   * the collection is what validates it at every build.
   */
  brands: yamlCollection('checker/brands', brandSchema, {
    // Brands are written without ids; each takes its name's slug ("Royal Mail" → royal-mail).
    parser: (text) =>
      (yaml.load(text) as Record<string, unknown>[]).map((brand) => ({
        id: String(brand.name)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
        ...brand,
      })),
  }),
  /** The three answers: heading, summary and "What to do now" steps. */
  verdicts: yamlCollection('checker/verdicts', verdictSchema),
  /** The "Try an example" sample messages on /check. */
  checkExamples: yamlCollection('checker/examples', checkExampleSchema, {
    parser: (text) => (yaml.load(text) as Record<string, unknown>[]).map((example, order) => ({ ...example, order })),
  }),
};
