import { z } from 'astro/zod';

/** One blog topic (spec §9 "Blog topic chips"). */
const topicSchema = z.object({
  /** URL key: the topic's page is /blog/topics/{slug}; posts name it in `category`. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Chip and badge text, as spec §9 writes it. */
  name: z.string().min(1),
  /** One sentence for the topic page's intro and meta description. */
  description: z.string().min(1),
});

/** A validated blog topic. */
export type BlogTopic = z.infer<typeof topicSchema>;

/**
 * The ten topics, in the order of the chips (spec §9). Posts pick one by slug, so a
 * typo in a post's category fails the build.
 */
export const blogTopics: BlogTopic[] = z
  .array(topicSchema)
  .length(10)
  .parse([
    { slug: 'cybersecurity', name: 'Cybersecurity', description: 'Everyday habits that keep scammers out of your devices and accounts.' },
    { slug: 'family-protection', name: 'Family Protection', description: 'Simple plans that help the whole family, from grandparents to grandchildren, stay safe together.' },
    { slug: 'mobile-security', name: 'Mobile Security', description: 'Keeping the phone in your pocket up to date, locked and under your control.' },
    { slug: 'identity-theft', name: 'Identity Theft', description: 'How to guard your name, your credit and your personal details, and what to do if they are misused.' },
    { slug: 'password-security', name: 'Password Security', description: 'Strong passwords, password managers and passkeys, explained without the jargon.' },
    { slug: 'online-privacy', name: 'Online Privacy', description: 'Sharing less with strangers and deciding for yourself who sees what.' },
    { slug: 'financial-protection', name: 'Financial Protection', description: 'Protecting your bank accounts, cards and savings from fraud.' },
    { slug: 'social-media-safety', name: 'Social Media Safety', description: 'Staying safe on social networks, in games and in chat apps, at every age.' },
    { slug: 'scam-prevention', name: 'Scam Prevention', description: 'How today\u2019s scams work, the warning signs, and what to do when something feels wrong.' },
    { slug: 'digital-wellness', name: 'Digital Wellness', description: 'Healthy, calm habits with screens for every generation in the family.' },
  ]);

/** Every topic slug, as a non-empty tuple for `z.enum`. */
export const topicSlugs = blogTopics.map((topic) => topic.slug) as [string, ...string[]];

/** The topic with this slug; throws for an unknown slug (the schema makes that impossible for posts). */
export function topicBySlug(slug: string): BlogTopic {
  const topic = blogTopics.find((t) => t.slug === slug);
  if (!topic) throw new Error(`Unknown blog topic: ${slug}`);
  return topic;
}

/** Path of a topic's page. */
export const topicPath = (slug: string) => `/blog/topics/${slug}`;
