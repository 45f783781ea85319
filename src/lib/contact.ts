import { z } from 'astro/zod';

/** One choice of the contact form's Topic select. */
const contactTopicSchema = z.object({
  /** Sent with the message so it reaches the right team. */
  value: z.string().regex(/^[a-z-]+$/),
  /** What the visitor sees in the list. */
  label: z.string().min(1),
});

/** A validated contact topic. */
export type ContactTopic = z.infer<typeof contactTopicSchema>;

/** The topics a visitor can pick on /contact, in list order. */
export const contactTopics: ContactTopic[] = z
  .array(contactTopicSchema)
  .min(2)
  .parse([
    { value: 'scam-help', label: 'I think I was scammed, or a message worries me' },
    { value: 'account', label: 'Help with my Kinward account or app' },
    { value: 'billing', label: 'Plans, billing and the free trial' },
    { value: 'sales', label: 'Business and group plans' },
    { value: 'press', label: 'Press and media' },
    { value: 'other', label: 'Something else' },
  ]);

/** One email address on /contact, with who it is for. */
export interface ContactChannel {
  title: string;
  description: string;
  address: string;
}

/** The addresses /contact lists, from the site config's `email` (so they are edited in one place). */
export function contactChannels(email: { support: string; sales: string; press: string }): ContactChannel[] {
  return [
    { title: 'Help for members', description: 'Questions about your account, an alert, or a message that worries you.', address: email.support },
    { title: 'Sales', description: 'Family, business and group plans, and anything about pricing.', address: email.sales },
    { title: 'Press', description: 'Interviews, media requests and background for journalists.', address: email.press },
  ];
}
