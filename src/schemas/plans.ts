import { z } from 'astro/zod';
import { orderedPointSchema } from './features';

/** A plan's limits: `null` means unlimited. The pricing page and every page that names a limit read these. */
export const planLimitsSchema = z.object({
  /** Family members covered; null for unlimited. */
  members: z.number().int().positive().nullable(),
  /** Protected devices; null for unlimited. */
  devices: z.number().int().positive().nullable(),
  /** Identity theft insurance in US dollars; null when the plan has none. */
  insurance: z.number().int().positive().nullable(),
});

/** One subscription plan (spec §3 "Plan", §9 prices and limits). */
export const planSchema = z.object({
  /** Plan name, e.g. "Family". */
  title: z.string().min(1),
  /** Monthly price in US dollars. */
  price: z.number().positive(),
  /** One sentence: who the plan is for. */
  description: z.string().min(1),
  /** What the plan includes, one short line each. */
  features: z.array(z.string().min(1)).min(1),
  /** Marks the plan shown as "Most Popular". */
  isPopular: z.boolean().default(false),
  /** Text of the plan card's button. */
  buttonText: z.string().min(1),
  /** Position on the page, smallest first. */
  order: z.number().int(),
  limits: planLimitsSchema,
});

/**
 * A term every plan shares (src/content/marketing/plan-terms.yaml): the free trial, no card,
 * cancel anytime, the money-back guarantee. A term with a length in days is the one home of
 * that number: copy anywhere names it as {{id.days}}, e.g. {{trial.days}}.
 */
export const planTermSchema = orderedPointSchema.extend({
  /** How many days the term lasts (the trial, the money-back window); leave out when it has no length. */
  days: z.number().int().positive().optional(),
});

export type Plan = z.infer<typeof planSchema>;
export type PlanTerm = z.infer<typeof planTermSchema>;
export type PlanLimits = z.infer<typeof planLimitsSchema>;
