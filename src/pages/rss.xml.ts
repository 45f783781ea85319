import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { site } from '../config';
import { blogFeed, postPath } from '../lib/blog';
import { getBlogTopics, topicBySlug } from '../lib/blog-topics';
import { getPostViews } from '../lib/blog-content';

/** /rss.xml: every blog post, newest first. */
export async function GET(context: APIContext) {
  const [posts, topics] = await Promise.all([getPostViews(), getBlogTopics()]);
  return rss({
    title: blogFeed.title,
    description:
      'Plain, practical advice on spotting scams and staying safe online, for every generation of your family.',
    site: context.site ?? site.siteUrl,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: postPath(post.id),
      categories: [topicBySlug(topics, post.data.category).name, ...post.data.tags],
    })),
    customData: '<language>en-us</language>',
  });
}
