import { reference } from 'astro:content';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { iconNames } from './vocabularies';
import { faqItemSchema } from './features';

/** Position in a list, smallest first. */
const order = z.number().int().positive();

/**
 * Who a comparison figure is about: our product or one of the two unnamed competitors.
 * Their display labels come from `site.brand` and `site.competitors` (src/config.ts).
 */
export const providerSchema = z.enum(['kinward', 'competitorA', 'competitorB']);

/** A headline figure (spec §1): the home stat strip and the comparison page's accuracy claim. */
export const statSchema = z.object({
  /** The figure exactly as spec §1 states it, e.g. "98%", "24/7", "50K+". */
  value: z.string().min(1),
  /** What the figure measures, a few words: "Detection rate". */
  label: z.string().min(1),
  /** Optional context that must accompany the figure, e.g. "against an industry average of 78%". */
  detail: z.string().min(1).optional(),
  /** The page whose strip shows it. */
  placement: z.enum(['home', 'comparison']),
  order,
});

/** One row of the feature comparison table on /comparison (spec §3 "Comparison row"). */
export const comparisonRowSchema = z.object({
  /** Feature name as the table's row header. */
  name: z.string().min(1),
  /** Filter category: security, features (shown as "Core Features"), family, support. */
  category: z.enum(['security', 'features', 'family', 'support']),
  /** Whether Kinward offers it. */
  kinward: z.boolean(),
  /** Whether "Competitor A" offers it. */
  competitorA: z.boolean(),
  /** Whether "Competitor B" offers it. */
  competitorB: z.boolean(),
  order,
});

/** A published benchmark: the security scores on /comparison (spec §9). */
export const benchmarkSchema = z.object({
  /** Heading of the score panel. */
  title: z.string().min(1),
  /** Minimum number of threat scenarios tested; shown as "50+". */
  scenarios: z.number().int().positive(),
  /** When the comparison data was collected (first day of the month is enough). */
  date: z.coerce.date(),
  /** Highest possible score. */
  maxScore: z.number().int().positive(),
  /** One score per provider, in display order. */
  results: z
    .array(
      z.object({
        /** Whose score it is. */
        provider: providerSchema,
        /** The score, 0 to maxScore. */
        score: z.number().int().nonnegative(),
      }),
    )
    .min(2),
});

/** A protection profile by age on the home page (spec §2 Home, §9 age bands). */
export const familyProfileSchema = z.object({
  /** Who it is for: "Children", "Teens", "Adults", "Seniors". */
  name: z.string().min(1),
  /** Age band from spec §9, when there is one. */
  ages: z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive() }).optional(),
  /** Protection level as the spec words it: "Maximum protection", "Enhanced scam protection". */
  level: z.string().min(1),
  /** How strong the level is, for the level meter: 1 (standard) to 4 (maximum). */
  strength: z.number().int().min(1).max(4),
  /** One or two sentences on what the profile does. */
  description: z.string().min(1),
  /** Icon key from `iconNames` (src/schemas/vocabularies.ts). */
  icon: z.enum(iconNames),
  order,
});

/** A family story on /comparison (spec §3 "Family story"). Names and portraits are illustrative. */
export const familyStorySchema = ({ image }: SchemaContext) =>
  z.object({
    /** First name only. */
    name: z.string().min(1),
    /** Age in years. */
    age: z.number().int().positive(),
    /** Their place in the family: "Grandmother", "Father of two". */
    role: z.string().min(1),
    /** The scam they met, one short sentence. */
    threat: z.string().min(1),
    /** The story in their words, shown in the toast. */
    quote: z.string().min(1),
    /** Illustrated portrait shipped in the repo (src/assets/stories/, made by scripts/generate-story-portraits.mjs). */
    image: image(),
    /** The provider they left, by key; shown only by its generic label ("Competitor A"). */
    previousProvider: providerSchema.exclude(['kinward']),
    order,
  });

/** One of the six features the home page shows, by slug (the entry lives in the features collection). */
export const homeFeatureSchema = z.object({
  /** Slug of the feature (src/content/features/{slug}.mdx). */
  feature: reference('features'),
  order,
});

/** A pricing FAQ item. */
export const pricingFaqSchema = faqItemSchema.extend({ order });

/**
 * A row of the plan comparison table on /pricing. A row either shows one of the plans'
 * `limits` (so limits stay defined once, in plans.yaml) or a feature every plan from
 * `from` upwards includes.
 */
export const planComparisonRowSchema = z.union([
  z.object({
    /** Row header, e.g. "Family members". */
    label: z.string().min(1),
    /** Which limit of each plan the row shows. */
    limit: z.enum(['members', 'devices', 'insurance']),
    order,
  }),
  z.object({
    /** Row header, e.g. "Dark web monitoring". */
    label: z.string().min(1),
    /** The cheapest plan that includes it; every plan after it includes it too. */
    from: reference('plans'),
    order,
  }),
]);

export type Provider = z.infer<typeof providerSchema>;
export type Stat = z.infer<typeof statSchema>;
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;
export type ComparisonCategory = ComparisonRow['category'];
export type Benchmark = z.infer<typeof benchmarkSchema>;
export type FamilyProfile = z.infer<typeof familyProfileSchema>;
export type FamilyStory = z.infer<ReturnType<typeof familyStorySchema>>;
export type PlanComparisonRow = z.infer<typeof planComparisonRowSchema>;
