import { reference } from 'astro:content';
import { z } from 'astro/zod';
import { actionSchema, callToActionSchema } from './call-to-action';
import { featureGroupIds, iconNames } from './vocabularies';

/** A short titled point with an icon: key features, protections, advantages. */
export const iconPointSchema = z.object({
  /** Icon key from `iconNames` (src/schemas/vocabularies.ts). */
  icon: z.enum(iconNames),
  /** A few words. */
  title: z.string().min(1),
  /** One or two plain sentences. */
  description: z.string().min(1),
});

/** One question and its answer; blank lines in the answer separate paragraphs. */
export const faqItemSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
});

/** Frontmatter of a feature page (src/content/features/{slug}.mdx; the file name is the slug). */
export const featureSchema = z.object({
  /** Feature name, e.g. "Call Screening". */
  title: z.string().min(1),
  /** One or two sentences for the feature card, the page intro and the meta description. */
  description: z.string().min(1),
  /** Icon key from `iconNames` (src/schemas/vocabularies.ts). */
  icon: z.enum(iconNames),
  /** Which column of the Features menu it belongs to. */
  group: z.enum(featureGroupIds),
  /** Position in lists, 1–12, following spec §2. */
  order: z.number().int().positive(),
  /** Headline figures; each value must come from spec §9 with its context in the label. */
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).default([]),
  /** The Key Features cards. */
  keyFeatures: z.array(iconPointSchema).min(3),
  /** At least three questions and answers for the page's FAQ. */
  faq: z.array(faqItemSchema).min(3),
});

/** Frontmatter of a use-case page (src/content/use-cases/{elderly|children|adults}.mdx). */
export const useCaseSchema = z.object({
  /** Audience name as the site writes it: "Seniors & Elderly", "Children & Teens", "Working Adults". */
  audience: z.string().min(1),
  /** The audience's name on the home page's audience cards, where it is shorter (spec §2: "Adults"); defaults to `audience`. */
  cardTitle: z.string().min(1).optional(),
  /** One or two sentences for cards and the meta description. */
  description: z.string().min(1),
  /** Icon key from `iconNames` (src/schemas/vocabularies.ts). */
  icon: z.enum(iconNames),
  /** Position on /use-cases and the home page. */
  order: z.number().int().positive(),
  /** Common threats this audience meets, one short sentence each. */
  threats: z.array(z.string().min(1)).min(3),
  /** How Kinward protects them, one short sentence each. */
  protections: z.array(z.string().min(1)).min(3),
  /** Exactly six features to show as cards, by slug. */
  features: z.array(reference('features')).length(6),
});

export type Feature = z.infer<typeof featureSchema>;
export type UseCase = z.infer<typeof useCaseSchema>;
export type IconPoint = z.infer<typeof iconPointSchema>;
export type FaqItemData = z.infer<typeof faqItemSchema>;

/** One point of a data list shown as cards (src/content/differentiators.yaml, src/content/ai-scam-awareness.yaml). */
export const orderedPointSchema = iconPointSchema.extend({
  /** Position in the list, smallest first. */
  order: z.number().int().positive(),
});

/** One AI-scam awareness point on /demographics: what the scam is and what to do about it. */
export const scamAwarenessSchema = orderedPointSchema.extend({
  /** One plain sentence: the habit that defeats this scam. */
  advice: z.string().min(1),
});

/** A card section of a demographics page. */
export const demographicSectionSchema = z.object({
  /** Section id for in-page links, lowercase words joined by hyphens. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Section heading. */
  title: z.string().min(1),
  /** One or two sentences under the heading. */
  subtitle: z.string().min(1).optional(),
  /** The cards, in order. */
  cards: z.array(iconPointSchema).min(1),
});

/**
 * Frontmatter of a demographics page (src/content/demographics/{seniors|children|adults}.mdx;
 * the file name is the path under /demographics). The page shows the hero, then the MDX body,
 * then the card sections, then the closing call to action.
 */
export const demographicSchema = z.object({
  /** Audience name, e.g. "Seniors"; used on the overview card and in the page title. */
  audience: z.string().min(1),
  /** One or two sentences for the overview card and the meta description. */
  description: z.string().min(1),
  /** Icon key from `iconNames` (src/schemas/vocabularies.ts). */
  icon: z.enum(iconNames),
  /** Position on /demographics. */
  order: z.number().int().positive(),
  /** The page's opening band. */
  hero: z.object({
    /** Small line above the heading. */
    eyebrow: z.string().min(1).optional(),
    /** The page's h1. */
    title: z.string().min(1),
    /** One or two sentences under the h1. */
    subtitle: z.string().min(1),
    /** Main button (usually to /signup). */
    primary: actionSchema,
    /** Second button (usually to /pricing). */
    secondary: actionSchema,
  }),
  /** Card sections shown after the body, in order. */
  sections: z.array(demographicSectionSchema).default([]),
  /** The closing call to action. */
  cta: callToActionSchema,
});

export type OrderedPoint = z.infer<typeof orderedPointSchema>;
export type ScamAwarenessPoint = z.infer<typeof scamAwarenessSchema>;
export type Demographic = z.infer<typeof demographicSchema>;
