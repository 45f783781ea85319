import { z } from 'astro/zod';

/**
 * "Been scammed? What to do now" (/help/scammed, issue 13): what happened, where the reader
 * lives, the steps, and the official bodies the steps send them to. One YAML file each in
 * src/content/recovery/.
 */

/** A short, stable key: lower case letters, digits and hyphens (also used in the address and as anchors). */
const key = z.string().regex(/^[a-z0-9-]+$/);

/** Position in a list, smallest first. */
const order = z.number().int().positive();

/** The four countries with their own official contacts. */
export const contactCountrySchema = z.enum(['us', 'uk', 'ca', 'au']);

/**
 * How soon a step should be done. The page lists them in this order; the last two
 * come after the timed steps, for everyone.
 */
export const urgencySchema = z.enum(['now', 'today', 'week', 'recovery-scams', 'self-care']);

/** Something that happened: "Paid with gift cards". */
export const situationSchema = z.object({
  /** Key used in the address (?what=gift-cards) and as the anchor of its section. */
  id: key,
  /** The choice as the reader would say it: "I paid with gift cards". */
  label: z.string().min(1),
  /** One sentence under the section heading: why these steps, in calm words. */
  intro: z.string().min(1),
  order,
});

/** Where the reader lives. */
export const countrySchema = z.object({
  /** Key used in the address (?where=uk); "other" for everywhere else. */
  id: z.union([contactCountrySchema, z.literal('other')]),
  /** Display name: "United Kingdom". */
  name: z.string().min(1),
  /** A note that applies to the whole country, e.g. where a national service does not cover a region. */
  note: z.string().min(1).optional(),
  order,
});

/**
 * An official body the steps send readers to. Nothing unsourced ships: `source` and
 * `checked` are required, and at least one of `phone` and `url`.
 */
export const contactSchema = z
  .object({
    id: key,
    /** The body or service, as it names itself: "Canadian Anti-Fraud Centre". */
    name: z.string().min(1),
    /** What to use it for, a few words: "Report fraud online". */
    purpose: z.string().min(1),
    /** The country it serves. */
    country: contactCountrySchema,
    /** Phone or short code, written as the body writes it. */
    phone: z.string().min(1).optional(),
    /** Web address or mailto: link of the service. */
    url: z.union([z.url({ protocol: /^https$/ }), z.string().regex(/^mailto:[^@\s]+@[^@\s]+$/)]).optional(),
    /** The official page that states the phone number and address above. */
    source: z.url({ protocol: /^https?$/ }),
    /** The day `source` was last checked against the details above. */
    checked: z.coerce.date(),
  })
  .refine((contact) => contact.phone || contact.url, { message: 'A contact needs a phone number or a web address' });

/** One thing to do. */
export const stepSchema = z.object({
  id: key,
  /** How soon. */
  urgency: urgencySchema,
  /** What to do, as a short instruction: "Call your bank's fraud line". */
  title: z.string().min(1),
  /** How to do it, one to three short sentences. No blame, no promise that money comes back. */
  body: z.string().min(1),
  /** The situations it belongs to (situation ids), or ["all"] for every reader. */
  situations: z.array(z.union([key, z.literal('all')])).min(1),
  /** Only for readers in these countries; leave out when it applies everywhere. */
  countries: z.array(countrySchema.shape.id).min(1).optional(),
  /** Official contacts to show with the step (contact ids); each reader sees those of their country. */
  contacts: z.array(key).default([]),
  /** Position within its urgency group. */
  order,
});

export type Situation = z.infer<typeof situationSchema>;
export type Country = z.infer<typeof countrySchema>;
export type CountryId = Country['id'];
export type Contact = z.infer<typeof contactSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Urgency = z.infer<typeof urgencySchema>;
