import { reference, type SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { topicSlugs } from '../lib/blog-topics';

/** An author of blog posts (src/content/authors.yaml; the entry's `id` is the key posts refer to). */
export const authorSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Full name as shown under a post's title. */
    name: z.string().min(1),
    /** Job title at Kinward, e.g. "Fraud Prevention Lead". */
    role: z.string().min(1),
    /** Square portrait or artwork shipped in the repo (path relative to the YAML file). */
    avatar: image(),
    /** Two or three plain sentences shown at the end of each post. */
    bio: z.string().min(1),
  });

/** Frontmatter of a blog post (src/content/blog/{id}.mdx; the file name is the post's id and URL). */
export const blogSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Headline: plain, specific, no clickbait. */
    title: z.string().min(1),
    /** One or two sentences for cards, the RSS feed and the meta description. */
    excerpt: z.string().min(1),
    /** The author's id in the authors collection. */
    author: reference('authors'),
    /** Publication date, YYYY-MM-DD. The newest post is featured on /blog. */
    date: z.coerce.date(),
    /** Minutes to read. Leave it out to have it computed from the body's word count. */
    readTime: z.number().int().positive().optional(),
    /** One topic slug from src/lib/blog-topics.ts (spec §9's ten topics). */
    category: z.enum(topicSlugs),
    /** A few lowercase keywords; posts sharing tags are offered as related articles. */
    tags: z.array(z.string().min(1)).min(1),
    /** Hero artwork shipped in the repo (path relative to the MDX file); each post has its own. */
    image: image(),
    /** Describes the hero image; leave empty when it is purely decorative artwork. */
    imageAlt: z.string().default(''),
  });

/** A post's validated frontmatter. */
export type BlogPostData = z.infer<ReturnType<typeof blogSchema>>;
/** An author's validated data. */
export type AuthorData = z.infer<ReturnType<typeof authorSchema>>;
