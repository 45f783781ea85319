import { describe, expect, it } from 'vitest';
import { formatAgeRange, formatMonthYear, STORY_TOAST_MS, storyToast } from '../../src/lib/marketing';

describe('marketing helpers', () => {
  it('writes dates and age bands the way the pages show them', () => {
    expect(formatMonthYear(new Date('2023-06-01'))).toBe('June 2023');
    expect(formatAgeRange({ min: 5, max: 12 })).toBe('Ages 5–12');
    expect(formatAgeRange(undefined)).toBeNull();
  });

  it('builds a story toast with the story and the provider it replaced, shown for 5 s', () => {
    expect(STORY_TOAST_MS).toBe(5000);
    expect(storyToast({ name: 'Margaret', age: 74, quote: 'It was a cloned voice.' }, 'Competitor A')).toEqual({
      title: 'Margaret, 74: switched from Competitor A',
      description: '“It was a cloned voice.”',
    });
  });
});
