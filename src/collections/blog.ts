/** Blog posts and authors (issue 3). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { yamlCollection } from '../build/collections';
import { drawHeroArt, heroArtFile, lucideIcon, resolveArt } from '../build/blog-art';
import { authorSchema, blogSchema, blogTopicSchema, type PostArt } from '../schemas/blog';

/** Drawn hero artwork, cached across builds by its inputs (src/build/blog-art.ts). */
const ART_DIR = join(process.cwd(), 'node_modules/.cache/kinward-blog-art');

/**
 * Astro's `glob()` loader for the posts. Astro keeps parsed posts between builds and parses
 * only changed files again; a post whose drawn art is gone (a cleared cache, a fresh `npm ci`)
 * or out of date (new drawing code) is forgotten first, so it is parsed and drawn again.
 */
function posts(): Loader {
  const inner = glob({ pattern: '*.mdx', base: './src/content/blog' });
  return {
    ...inner,
    name: 'blog-posts',
    load: async (context) => {
      for (const { id, data } of context.store.values()) {
        const { image, category, art } = data as { image?: unknown; category: string; art?: PostArt };
        const drawn = typeof image === 'string' && image.startsWith(ART_DIR);
        if (drawn && (image !== heroArtFile(resolveArt(category, art), ART_DIR) || !existsSync(image)))
          context.store.delete(id);
      }
      await inner.load(context);
    },
  };
}

export const blogCollections = {
  /** Who writes the posts (src/content/authors.yaml, keyed by id). */
  authors: yamlCollection('authors', authorSchema),
  /** The ten topics: chip names and descriptions (src/content/blog-topics.yaml). */
  blogTopics: yamlCollection('blog-topics', blogTopicSchema),
  /**
   * Posts, one MDX file each; the file name is the id and the URL (/blog/{id}). A post without
   * an `image` of its own gets artwork drawn from its `art` and topic, handed to `astro:assets`
   * like any image in the repo.
   */
  blog: defineCollection({
    loader: posts(),
    schema: (context) =>
      blogSchema(context).transform(async (post, ctx) => {
        if (post.image) return { ...post, image: post.image };
        const art = resolveArt(post.category, post.art);
        if (!lucideIcon(art.icon)) {
          ctx.addIssue({
            code: 'custom',
            path: ['art', 'icon'],
            message: `"${art.icon}" is not a Lucide icon (lucide.dev/icons, in PascalCase)`,
          });
          return z.NEVER;
        }
        return { ...post, image: context.image().parse(await drawHeroArt(art, ART_DIR)) };
      }),
  }),
};
