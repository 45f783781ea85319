/** Help, FAQ, about, privacy and terms pages (issue 6). */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageSchema } from '../schemas/pages';

export const pageCollections = {
  /** One MDX file each in src/content/pages; the file name is the route (see `pageIds`). */
  pages: defineCollection({
    loader: glob({ pattern: '*.mdx', base: './src/content/pages' }),
    schema: pageSchema,
  }),
};
