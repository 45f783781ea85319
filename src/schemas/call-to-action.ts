import { z } from 'astro/zod';

/** A button: its text and where it goes (a site path; /signup and /login go to the external app). */
export const actionSchema = z.object({
  /** Button text, e.g. "View Pricing". */
  label: z.string().min(1),
  /** Site path (starting with /) or full URL. */
  href: z.string().min(1),
});

/**
 * A page's closing call to action: the shared ones in src/content/marketing/calls-to-action.yaml
 * (keyed by id), or a page's own in its frontmatter. Title and subtitle may name facts such as
 * {{trial.days}} (see src/lib/facts.ts).
 */
export const callToActionSchema = z.object({
  /** Heading of the closing band. */
  title: z.string().min(1),
  /** One or two sentences under it. */
  subtitle: z.string().min(1).optional(),
  /** The main button. */
  primary: actionSchema,
  /** An optional second button, drawn as an outline. */
  secondary: actionSchema.optional(),
});

export type Action = z.infer<typeof actionSchema>;
export type CallToActionData = z.infer<typeof callToActionSchema>;
