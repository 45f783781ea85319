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

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour like "#1d4ed8", in quotes');

/** A post's drawn hero artwork (see `art` below). */
export const postArtSchema = z.strictObject({
  /** Gradient from the top-left to the bottom-right corner, e.g. ['#1d4ed8', '#7c3aed']; white must read on both. */
  colors: z.tuple([hexColor, hexColor]).optional(),
  /** A Lucide icon name in PascalCase, e.g. PhoneCall (lucide.dev/icons). */
  icon: z
    .string()
    .regex(/^[A-Z][A-Za-z0-9]*$/, 'a Lucide icon name in PascalCase, e.g. PhoneCall')
    .optional(),
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
    /**
     * Drawn hero artwork: a gradient between two colours with one icon. Either may be left out; the
     * topic's default fills it in. Give each post its own pair or icon so no two look alike.
     */
    art: postArtSchema.optional(),
    /** A hero image of your own (path relative to the MDX file), used instead of the drawn artwork. */
    image: image().optional(),
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
/** A post's art fields as written (either may be missing). */
export type PostArt = z.infer<typeof postArtSchema>;
/** An author's validated data. */
export type AuthorData = z.infer<ReturnType<typeof authorSchema>>;
