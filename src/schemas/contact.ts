import { z } from 'astro/zod';

/** One choice of the contact form's Topic select (src/content/contact/topics.yaml). */
export const contactTopicSchema = z.object({
  /** Sent with the message as the topic, so it reaches the right team. */
  id: z.string().regex(/^[a-z-]+$/, 'a topic id is lowercase words joined by hyphens'),
  /** What the visitor sees in the list. */
  label: z.string().min(1),
  order: z.number().int(),
});

/** A contact topic as the form's select shows it: the id becomes the option's value. */
export interface ContactTopic {
  value: string;
  label: string;
}

/**
 * One address /contact lists (src/content/contact/channels.yaml). The address itself is the
 * site config's `email[id]`, so it is edited in one place.
 */
export const contactChannelSchema = z.object({
  id: z.enum(['support', 'sales', 'press']),
  title: z.string().min(1),
  description: z.string().min(1),
  order: z.number().int(),
});
