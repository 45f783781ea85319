import { reference, type SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { topicSlugs } from './vocabularies';

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
    /** One of spec §9's ten topics, by slug (`topicSlugs` in src/schemas/vocabularies.ts). */
    category: z.enum(topicSlugs),
    /** A few lowercase keywords; posts sharing tags are offered as related articles. */
    tags: z.array(z.string().min(1)).min(1),
    /** Hero artwork shipped in the repo (path relative to the MDX file); each post has its own. */
    image: image(),
    /** Describes the hero image; leave empty when it is purely decorative artwork. */
    imageAlt: z.string().default(''),
  });

/** One blog topic (spec §9 "Blog topic chips"), in src/content/blog-topics.yaml. */
export const blogTopicSchema = z.object({
  /** The topic's slug: its page is /blog/topics/{id}; posts name it in `category`. */
  id: z.enum(topicSlugs),
  /** Chip and badge text, as spec §9 writes it. */
  name: z.string().min(1),
  /** One sentence for the topic page's intro and meta description. */
  description: z.string().min(1),
  /** Position among the chips, smallest first. */
  order: z.number().int().positive(),
});

/** A post's validated frontmatter. */
export type BlogPostData = z.infer<ReturnType<typeof blogSchema>>;
/** A topic's validated data. */
export type BlogTopicData = z.infer<typeof blogTopicSchema>;
/** An author's validated data. */
export type AuthorData = z.infer<ReturnType<typeof authorSchema>>;
