/** Blog posts and authors (issue 3). */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { dataFile } from '../build/data-file-loader';
import { authorSchema, blogSchema, blogTopicSchema } from '../schemas/blog';

export const blogCollections = {
  /** Who writes the posts (src/content/authors.yaml, keyed by id). */
  authors: defineCollection({ loader: dataFile('src/content/authors.yaml'), schema: authorSchema }),
  /** The ten topics: chip names and descriptions (src/content/blog-topics.yaml). */
  blogTopics: defineCollection({ loader: dataFile('src/content/blog-topics.yaml'), schema: blogTopicSchema }),
  /** Posts, one MDX file each; the file name is the id and the URL (/blog/{id}). */
  blog: defineCollection({
    loader: glob({ pattern: '*.mdx', base: './src/content/blog' }),
    schema: blogSchema,
  }),
};
