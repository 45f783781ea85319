import { getCollection } from 'astro:content';
import type { BlogTopicData } from '../schemas/blog';
import { topicSlugs, type TopicSlug } from '../schemas/vocabularies';

/** A blog topic as pages use it: its slug (the URL key posts name), chip name and description. */
export interface BlogTopic {
  slug: TopicSlug;
  name: string;
  description: string;
}

/**
 * The topics in chip order, from the blogTopics collection's entries. Every slug of the
 * vocabulary must have exactly one entry, so a topic can neither go missing from the chips
 * nor be named by a post without a page.
 */
export function orderTopics(entries: readonly { data: BlogTopicData }[]): BlogTopic[] {
  const missing = topicSlugs.filter((slug) => !entries.some(({ data }) => data.id === slug));
  if (missing.length > 0) throw new Error(`src/content/blog-topics.yaml lacks the topic(s) ${missing.join(', ')}`);
  return [...entries]
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ data }) => ({ slug: data.id, name: data.name, description: data.description }));
}

/** The ten topics (src/content/blog-topics.yaml), in chip order. */
export async function getBlogTopics(): Promise<BlogTopic[]> {
  return orderTopics(await getCollection('blogTopics'));
}

/** The topic with this slug; throws for an unknown slug (the schema makes that impossible for posts). */
export function topicBySlug(topics: readonly BlogTopic[], slug: string): BlogTopic {
  const topic = topics.find((t) => t.slug === slug);
  if (!topic) throw new Error(`Unknown blog topic: ${slug}`);
  return topic;
}

/** Path of a topic's page. */
export const topicPath = (slug: string) => `/blog/topics/${slug}`;
