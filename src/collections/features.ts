/** Features, use cases and demographics (issue 3). */
import { mdxCollection, yamlCollection } from '../build/collections';
import {
  demographicSchema,
  featureSchema,
  orderedPointSchema,
  scamAwarenessSchema,
  useCaseSchema,
} from '../schemas/features';

export const featureCollections = {
  /** The twelve features, one MDX file each; the file name is the slug. */
  features: mdxCollection('features', featureSchema),
  /** The three audiences: elderly, children, adults. */
  useCases: mdxCollection('use-cases', useCaseSchema),
  /** The audience pages under /demographics: seniors, children, adults. */
  demographics: mdxCollection('demographics', demographicSchema),
  /** "What Makes Us Different" on /features. */
  differentiators: yamlCollection('differentiators', orderedPointSchema),
  /** The AI-scam awareness points on /demographics. */
  scamAwareness: yamlCollection('ai-scam-awareness', scamAwarenessSchema),
};
