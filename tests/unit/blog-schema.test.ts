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
};

describe('blog frontmatter', () => {
  it('accepts a complete post and leaves read time to be computed', () => {
    const data = schema.parse(good);
    expect(data.date).toEqual(new Date('2025-06-10'));
    expect(data.readTime).toBeUndefined();
    expect(data.imageAlt).toBe('');
  });
  it('takes drawn art (colours, an icon, either or both) or an image of its own, all optional', () => {
    expect(schema.parse({ ...good, art: { colors: ['#1d4ed8', '#7C3AED'], icon: 'PhoneCall' } }).art?.icon).toBe(
      'PhoneCall',
    );
    expect(schema.parse({ ...good, art: { icon: 'PhoneCall' } }).art?.colors).toBeUndefined();
    expect(schema.parse({ ...good, image: './hero.webp' }).image).toBe('./hero.webp');
  });
  it('rejects art that cannot be drawn: a colour that is not #rrggbb, one colour, a lowercase icon, a misspelt key', () => {
    const issue = (art: unknown) => schema.safeParse({ ...good, art }).error?.issues[0];
    // An unquoted "#1d4ed8" is a YAML comment, so it reaches the schema as null.
    expect(issue({ colors: [null, '#7c3aed'] })?.path).toEqual(['art', 'colors', 0]);
    expect(issue({ colors: ['blue', '#7c3aed'] })?.message).toContain('in quotes');
    expect(issue({ colors: ['#1d4ed8'] })?.path).toEqual(['art', 'colors']);
    expect(issue({ icon: 'phone-call' })?.message).toContain('PascalCase');
    expect(issue({ colours: ['#1d4ed8', '#7c3aed'] })?.code).toBe('unrecognized_keys');
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
