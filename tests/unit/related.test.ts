import { describe, expect, it } from 'vitest';
import { sortNewestFirst, type PostLike } from '../../src/lib/blog';
import { relatedPosts, relatedScore } from '../../src/lib/related';

const post = (id: string, category: string, tags: string[], date = '2024-01-01'): PostLike => ({
  id,
  data: { title: id, date: new Date(date), category, tags },
});

const current = post('current', 'scam-prevention', ['phone scams', 'seniors']);
const all = [
  current,
  post('same-category', 'scam-prevention', ['banking'], '2024-02-01'),
  post('two-tags', 'family-protection', ['Seniors', 'phone scams'], '2024-01-15'),
  post('one-tag', 'cybersecurity', ['seniors'], '2024-03-01'),
  post('unrelated', 'digital-wellness', ['screen time'], '2024-04-01'),
  post('same-category-older', 'scam-prevention', [], '2023-06-01'),
];

describe('relatedScore', () => {
  it('gives 2 for the same category and 1 per shared tag, ignoring case', () => {
    expect(relatedScore(current, all[1])).toBe(2);
    expect(relatedScore(current, all[2])).toBe(2);
    expect(relatedScore(current, all[3])).toBe(1);
    expect(relatedScore(current, all[4])).toBe(0);
  });
});

describe('relatedPosts', () => {
  it('never offers the post itself', () => {
    expect(relatedPosts(current, all, 10).map((p) => p.id)).not.toContain('current');
  });
  it('never offers an unrelated post', () => {
    expect(relatedPosts(current, all, 10).map((p) => p.id)).not.toContain('unrelated');
  });
  it('ranks the closest first and, among equals, the newest', () => {
    expect(relatedPosts(current, all, 10).map((p) => p.id)).toEqual([
      'same-category',
      'two-tags',
      'same-category-older',
      'one-tag',
    ]);
  });
  it('returns at most the limit (3 by default)', () => {
    expect(relatedPosts(current, all)).toHaveLength(3);
    expect(relatedPosts(current, all, 1).map((p) => p.id)).toEqual(['same-category']);
  });
  it('gives the same answer as sorting the whole blog, in whatever order the posts come', () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      post(
        `p${index}`,
        ['scam-prevention', 'cybersecurity', 'online-privacy'][index % 3]!,
        [['seniors'], ['phone scams', 'seniors'], ['vpn'], []][index % 4]!,
        `2024-0${(index % 9) + 1}-0${(index % 7) + 1}`,
      ),
    );
    const bySorting = (target: PostLike) =>
      sortNewestFirst(many)
        .filter((candidate) => candidate.id !== target.id)
        .map((candidate) => ({ candidate, score: relatedScore(target, candidate) }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, 3)
        .map(({ candidate }) => candidate.id);
    const shuffled = [...many].reverse();
    for (const target of many) {
      expect(relatedPosts(target, sortNewestFirst(many)).map((p) => p.id)).toEqual(bySorting(target));
      expect(relatedPosts(target, shuffled).map((p) => p.id)).toEqual(bySorting(target));
    }
  });
  it('is empty when nothing relates', () => {
    expect(relatedPosts(post('alone', 'online-privacy', ['vpn']), all)).toEqual([]);
  });
});
