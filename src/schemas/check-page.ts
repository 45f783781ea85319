import { z } from 'astro/zod';

/** The checker's three answers, from most to least worrying. */
export const verdictIds = ['red-flags', 'warning-signs', 'no-red-flags'] as const;

/** One answer of the "Is this a scam?" checker (src/content/checker/verdicts.yaml). */
export const verdictSchema = z
  .object({
    /** Which answer: one of the three verdict ids. */
    id: z.enum(verdictIds),
    /** The heading a visitor reads, e.g. "Red flags found". Never call a message "safe". */
    heading: z.string().min(1),
    /** One or two calm sentences under the heading. */
    summary: z.string().min(1),
    /** The "What to do now" steps, 3 to 5 short sentences. */
    steps: z.array(z.string().min(1)).min(3).max(5),
    /**
     * How this answer speaks of the signs it marked in the message. A message can have a sign or two and still not add up
     * to a red flag ("No red flags found" with "Red flag 1" beside it would contradict itself), so each answer has its words.
     */
    signs: z.object({
      /** Read out before each mark's number, e.g. "Red flag" ("Red flag 1"). */
      name: z.string().min(1),
      /** The heading over the message with its marks, e.g. "Your message, with the red flags marked". */
      marked: z.string().min(1),
      /** The heading over the numbered explanations, e.g. "What the red flags mean". */
      explained: z.string().min(1),
      /** A sentence under that heading (optional), e.g. why these signs did not add up to a red flag. */
      note: z.string().min(1).optional(),
      /**
       * Shown under the message when this answer comes from the wording as a whole, with no single sign to mark (the
       * statistical model alone). Every answer but "no-red-flags" needs it (checked below).
       */
      wordingOnly: z.string().min(1).optional(),
    }),
  })
  .refine((verdict) => verdict.id === 'no-red-flags' || verdict.signs.wordingOnly, {
    message: 'every answer but "no-red-flags" needs signs.wordingOnly: a model-only answer has no sign to explain it',
    path: ['signs', 'wordingOnly'],
  });

/** A sample message for "Try an example" on /check (src/content/checker/examples.yaml). */
export const checkExampleSchema = z.object({
  /** A short stable name, e.g. "unpaid-toll". */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Set by the loader from the example's place in the file (editors leave it out): the buttons keep that order. */
  order: z.number().int().nonnegative(),
  /** The button's words, e.g. "A text about an unpaid toll". */
  label: z.string().min(1),
  /** The message as it would arrive. */
  text: z.string().min(1),
  /** Who it seems to come from: a number, address or name (optional). */
  sender: z.string().min(1).optional(),
});

export type CheckVerdict = z.infer<typeof verdictSchema>;
export type CheckExample = z.infer<typeof checkExampleSchema>;
