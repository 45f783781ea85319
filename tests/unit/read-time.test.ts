import { describe, expect, it } from 'vitest';
import { countWords, formatReadTime, postReadTime, readTimeMinutes } from '../../src/lib/read-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it('counts the words a reader reads, not the Markdown around them', () => {
    expect(countWords('## A heading\n\n- **Bold** item\n- [a link](/blog/x) here')).toBe(7);
  });
  it('ignores MDX imports, JSX tags, code fences and frontmatter', () => {
    const body =
      '---\ntitle: x\n---\nimport Note from \'./Note.astro\';\n\n<Note type="tip">Two words</Note>\n\n```js\nconst ignored = 1;\n```';
    expect(countWords(body)).toBe(2);
  });
  it('is zero for an empty body', () => {
    expect(countWords('')).toBe(0);
  });
});

describe('readTimeMinutes', () => {
  it('is at least one minute', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('Short.')).toBe(1);
  });
  it('rounds up at 200 words a minute', () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });
  it('takes another reading speed', () => {
    expect(readTimeMinutes(words(300), 100)).toBe(3);
  });
});

describe('postReadTime', () => {
  it('uses the frontmatter value when an editor set one', () => {
    expect(postReadTime({ body: words(1000), data: { readTime: 2 } })).toBe(2);
  });
  it('computes it from the body otherwise', () => {
    expect(postReadTime({ body: words(450), data: {} })).toBe(3);
    expect(postReadTime({ data: {} })).toBe(1);
  });
});

it('formats minutes for display', () => {
  expect(formatReadTime(6)).toBe('6 min read');
});
