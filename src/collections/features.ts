/** Features, use cases and demographics (issue 3). */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { dataFile } from '../build/data-file-loader';
import {
  demographicSchema,
  featureSchema,
  orderedPointSchema,
  scamAwarenessSchema,
  useCaseSchema,
} from '../schemas/features';

export const featureCollections = {
  /** The twelve features, one MDX file each; the file name is the slug. */
  features: defineCollection({
    loader: glob({ pattern: '*.mdx', base: './src/content/features' }),
    schema: featureSchema,
  }),
  /** The three audiences: elderly, children, adults. */
  useCases: defineCollection({
    loader: glob({ pattern: '*.mdx', base: './src/content/use-cases' }),
    schema: useCaseSchema,
  }),
  /** The audience pages under /demographics: seniors, children, adults. */
  demographics: defineCollection({
    loader: glob({ pattern: '*.mdx', base: './src/content/demographics' }),
    schema: demographicSchema,
  }),
  /** "What Makes Us Different" on /features. */
  differentiators: defineCollection({
    loader: dataFile('src/content/differentiators.yaml'),
    schema: orderedPointSchema,
  }),
  /** The AI-scam awareness points on /demographics. */
  scamAwareness: defineCollection({
    loader: dataFile('src/content/ai-scam-awareness.yaml'),
    schema: scamAwarenessSchema,
  }),
};
