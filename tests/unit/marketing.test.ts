import { describe, expect, it } from 'vitest';
import { formatAgeRange, storyToast } from '../../src/lib/marketing';

describe('marketing helpers', () => {
  it('writes age bands the way the pages show them', () => {
    expect(formatAgeRange({ min: 5, max: 12 })).toBe('Ages 5–12');
    expect(formatAgeRange(undefined)).toBeNull();
  });

  it('builds a story toast with the story and the provider it replaced', () => {
    expect(storyToast({ name: 'Margaret', age: 74, quote: 'It was a cloned voice.' }, 'Competitor A')).toEqual({
      title: 'Margaret, 74: switched from Competitor A',
      description: '“It was a cloned voice.”',
    });
  });
});
