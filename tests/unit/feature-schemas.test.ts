import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demographicSchema, featureSchema, orderedPointSchema, scamAwarenessSchema } from '../../src/schemas/features';

const root = resolve(import.meta.dirname, '../..');

const goodFeature = {
  title: 'Call Screening',
  description: 'Scam calls stopped before the phone rings.',
  icon: 'phone-call',
  group: 'online-protection',
  order: 2,
  stats: [{ value: '98.5%', label: 'accuracy on calls' }],
  keyFeatures: [
    { icon: 'shield-check', title: 'Blocked', description: 'Known scam numbers never ring.' },
    { icon: 'user-check', title: 'Contacts ring', description: 'Your contacts always get through.' },
    { icon: 'audio-lines', title: 'Asked to explain', description: 'Unknown callers say who they are.' },
  ],
  faq: [
    { question: 'One?', answer: 'Yes.' },
    { question: 'Two?', answer: 'Yes.' },
    { question: 'Three?', answer: 'Yes.' },
  ],
};

describe('featureSchema', () => {
  it('parses good frontmatter and defaults stats to an empty list', () => {
    expect(featureSchema.parse(goodFeature).title).toBe('Call Screening');
    const { stats: _stats, ...withoutStats } = goodFeature;
    expect(featureSchema.parse(withoutStats).stats).toEqual([]);
  });

  it('throws on an unknown icon, naming the field', () => {
    const result = featureSchema.safeParse({ ...goodFeature, icon: 'not-an-icon' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['icon']);
    expect(() => featureSchema.parse({ ...goodFeature, icon: 'not-an-icon' })).toThrow();
  });

  it('throws on a missing title, fewer than three FAQ items or key features, or an unknown group', () => {
    const { title: _title, ...untitled } = goodFeature;
    expect(featureSchema.safeParse(untitled).error?.issues[0].path).toEqual(['title']);
    expect(featureSchema.safeParse({ ...goodFeature, faq: goodFeature.faq.slice(0, 2) }).success).toBe(false);
    expect(featureSchema.safeParse({ ...goodFeature, keyFeatures: goodFeature.keyFeatures.slice(0, 2) }).success).toBe(
      false,
    );
    expect(featureSchema.safeParse({ ...goodFeature, group: 'misc' }).success).toBe(false);
  });
});

describe('demographic and point schemas', () => {
  const action = { label: 'Sign Up Now', href: '/signup' };
  const goodDemographic = {
    audience: 'Seniors',
    description: 'Protection for older adults.',
    icon: 'heart-handshake',
    order: 1,
    hero: {
      title: 'Scam Protection for Seniors',
      subtitle: 'Calm protection.',
      primary: action,
      secondary: { label: 'View Plans', href: '/pricing' },
    },
    cta: { title: 'Enjoy the Internet', primary: action, secondary: { label: 'View Family Plans', href: '/pricing' } },
  };

  it('parses a good demographic page and defaults its sections', () => {
    expect(demographicSchema.parse(goodDemographic).sections).toEqual([]);
  });

  it('throws on a hero without its second button or a section id with spaces', () => {
    const { secondary: _secondary, ...hero } = goodDemographic.hero;
    expect(demographicSchema.safeParse({ ...goodDemographic, hero }).error?.issues[0].path).toEqual([
      'hero',
      'secondary',
    ]);
    const section = {
      id: 'How we protect',
      title: 'How',
      cards: [{ icon: 'zap', title: 'Fast', description: 'Quick.' }],
    };
    expect(demographicSchema.safeParse({ ...goodDemographic, sections: [section] }).success).toBe(false);
  });

  it('requires an order on points and advice on AI-scam awareness points', () => {
    const point = { icon: 'bot', title: 'Chatbots', description: 'They never tire.', order: 1 };
    expect(orderedPointSchema.parse(point).order).toBe(1);
    expect(orderedPointSchema.safeParse({ ...point, order: undefined }).success).toBe(false);
    expect(scamAwarenessSchema.safeParse(point).error?.issues[0].path).toEqual(['advice']);
  });
});

describe('the shipped feature files', () => {
  const dir = resolve(root, 'src/content/features');

  it('never hard-code a member limit: family protection reads the plans', () => {
    const text = readFileSync(resolve(dir, 'family-protection.mdx'), 'utf-8');
    expect(text).toContain('<PlanLimits />');
    expect(text).not.toMatch(/\b\d+\s+(family\s+)?members\b/i);
  });
});
