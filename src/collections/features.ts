/** Features, use cases and demographics (issue 3). */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { featureSchema, useCaseSchema } from '../schemas/features';

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
};
