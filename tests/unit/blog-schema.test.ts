import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { authorSchema, blogSchema } from '../../src/schemas/blog';

// Outside a build, `image()` is stood in for by a plain string: the rest of the schema is what is tested here.
const context = { image: () => z.string() } as unknown as Parameters<typeof blogSchema>[0];
const schema = blogSchema(context);

const good = {
  title: 'How to Spot a Grandparent Scam Call',
  excerpt: 'A frightened voice says it is your grandchild.',
  author: 'dana-whitfield',
  date: '2025-06-10',
  category: 'scam-prevention',
  tags: ['phone scams'],
  image: '../../assets/blog/grandparent-scam-calls.webp',
};

describe('blog frontmatter', () => {
  it('accepts a complete post and leaves read time to be computed', () => {
    const data = schema.parse(good);
    expect(data.date).toEqual(new Date('2025-06-10'));
    expect(data.readTime).toBeUndefined();
    expect(data.imageAlt).toBe('');
  });
  it('rejects a category outside the ten topics, naming the field', () => {
    const result = schema.safeParse({ ...good, category: 'gardening' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['category']);
  });
  it('rejects a post without tags, title or a valid read time', () => {
    expect(schema.safeParse({ ...good, tags: [] }).success).toBe(false);
    expect(schema.safeParse({ ...good, title: '' }).success).toBe(false);
    expect(schema.safeParse({ ...good, readTime: 0 }).success).toBe(false);
    expect(schema.safeParse({ ...good, date: 'someday' }).success).toBe(false);
  });
});

describe('author data', () => {
  it('needs a name, role, avatar and bio', () => {
    const author = authorSchema(context);
    expect(author.safeParse({ name: 'Dana', role: 'Lead', avatar: 'a.webp', bio: 'Bio.' }).success).toBe(true);
    expect(author.safeParse({ name: 'Dana', avatar: 'a.webp', bio: 'Bio.' }).success).toBe(false);
  });
});
