import { z } from 'astro/zod';
import { callToActionSchema } from './call-to-action';
import { faqItemSchema } from './features';

/** The only pages this collection may hold: each becomes a top-level route (/help, /faq …). */
export const pageIds = ['help', 'faq', 'about', 'privacy', 'terms'] as const;
export type PageId = (typeof pageIds)[number];

/** One group of questions on /faq, shown as its own accordion under its own heading. */
export const faqGroupSchema = z.object({
  /** Anchor of the group's section (e.g. "plans-and-billing"), unique on the page. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Group heading, e.g. "Plans and billing". */
  title: z.string().min(1),
  /**
   * The questions. Answers are plain text (blank lines separate paragraphs) and may name
   * facts as {{name.field}}, e.g. {{family.price}} or {{trial.days}}; src/lib/facts.ts fills
   * them in from the plans and plan terms, so prices, limits and terms are never typed twice.
   */
  items: z.array(faqItemSchema).min(2),
});

/** Frontmatter of a site page (src/content/pages/{id}.mdx; the file name is the route). */
export const pageSchema = z.object({
  /** The page's h1 and browser title, e.g. "Help Center". */
  title: z.string().min(1),
  /** One or two plain sentences: shown under the title and used as the meta description. */
  description: z.string().min(1),
  /** When the text last changed in substance (YYYY-MM-DD); shown as "Last updated". */
  updated: z.coerce.date().optional(),
  /**
   * Shows the notice near the top that the page is sample text for a demonstration site and
   * not a legal agreement. Set it on every policy or terms page.
   */
  sampleText: z.boolean().default(false),
  /** Question groups shown after the body as accordions (only /faq uses them). */
  faqGroups: z
    .array(faqGroupSchema)
    .default([])
    .refine(
      (groups) => new Set(groups.map((group) => group.id)).size === groups.length,
      'FAQ group ids must be unique',
    ),
  /** Optional closing call to action. */
  callToAction: callToActionSchema.optional(),
});

export type Page = z.infer<typeof pageSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;
