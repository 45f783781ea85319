import { z } from 'astro/zod';

/** The ids of the checker's red flags: each rule in src/lib/checker reports one, and red-flags.yaml words each. */
export const redFlagIds = [
  'urgency',
  'threat',
  'payment-method',
  'bank-details-changed',
  'code-request',
  'details-request',
  'remote-access',
  'invoice-callback',
  'premium-rate',
  'prize-refund',
  'new-number',
  'family-emergency',
  'romance-money',
  'secrecy',
  'impersonation',
  'job-task',
  'investment-return',
  'pay-unseen',
  'wrong-number',
  'off-platform',
  'boss-favour',
  'is-this-you',
  'reported-account',
  'sextortion',
  'sender-mismatch',
  'sender-lookalike',
  'link-lookalike',
  'link-brand-elsewhere',
  'link-off-brand',
  'link-made-up',
  'link-shortener',
  'link-ip',
  'link-port',
  'link-userinfo',
  'link-insecure',
  'link-mixed-script',
] as const;

/** One red flag's id. */
export const redFlagIdSchema = z.enum(redFlagIds);

/** How the checker explains one red flag to a visitor (src/content/checker/red-flags.yaml). */
export const redFlagSchema = z.object({
  /** Which rule this explains: one of the ids above. */
  id: redFlagIdSchema,
  /** The sign in a few plain words, e.g. "Pressure to act now". */
  title: z.string().min(1),
  /** One or two sentences: why scammers do this. */
  why: z.string().min(1),
  /** One sentence: what to do about it. */
  advice: z.string().min(1),
});

/** A commonly impersonated organisation (src/content/checker/brands.yaml). */
export const brandSchema = z.object({
  /** The name as people write it, e.g. "PayPal". */
  name: z.string().min(1),
  /** Its official registrable domains or hostnames, lower case, e.g. "paypal.com", "login.microsoftonline.com". */
  domains: z
    .array(
      z
        .string()
        .regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/, 'a lower-case domain such as paypal.com, without scheme or path'),
    )
    .min(1),
  /** Words that name the brand in a message, lower case, e.g. "paypal"; the name alone when omitted. */
  keywords: z.array(z.string().min(2)).optional(),
  /**
   * Hosts among its domains where anyone can publish a page or a chat link (wa.me, paypal.me, sharepoint.com): a link
   * there is never flagged for being the brand's, but it does not show that the message came from the brand.
   */
  userContent: z.array(z.string().regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/, 'a lower-case host such as wa.me')).optional(),
});

export type RedFlagId = z.infer<typeof redFlagIdSchema>;
export type RedFlag = z.infer<typeof redFlagSchema>;
export type Brand = z.infer<typeof brandSchema>;
