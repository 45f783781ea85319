import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { drawHeroArt, heroArtFile, heroSvg, lucideIcon, resolveArt } from '../../src/build/blog-art';
import { topicSlugs } from '../../src/schemas/vocabularies';

const dir = mkdtempSync(join(tmpdir(), 'kinward-art-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveArt (a post’s colours and icon, with its topic’s defaults)', () => {
  it('gives every topic a default of its own, drawn with a real Lucide icon', () => {
    const defaults = topicSlugs.map((slug) => resolveArt(slug));
    expect(new Set(defaults.map((art) => JSON.stringify(art))).size).toBe(topicSlugs.length);
    for (const art of defaults) expect(lucideIcon(art.icon), art.icon).toBeDefined();
  });
  it('keeps what the post gives and fills in the rest from its topic', () => {
    const topic = resolveArt('scam-prevention');
    expect(resolveArt('scam-prevention', { icon: 'PhoneCall' })).toEqual({ colors: topic.colors, icon: 'PhoneCall' });
    expect(resolveArt('scam-prevention', { colors: ['#000000', '#ffffff'] })).toEqual({
      colors: ['#000000', '#ffffff'],
      icon: topic.icon,
    });
  });
});

describe('heroSvg', () => {
  it('draws the gradient between the two colours and the icon', () => {
    const svg = heroSvg({ colors: ['#1d4ed8', '#7c3aed'], icon: 'PhoneCall' });
    expect(svg).toContain('stop-color="#1d4ed8"');
    expect(svg).toContain('stop-color="#7c3aed"');
    expect(svg).toMatch(/<svg x="500" y="237.5"[^>]*lucide-phone-call/);
  });
  it('accepts an icon by one of its Lucide aliases and refuses a name Lucide does not have', () => {
    expect(lucideIcon('Fingerprint')).toBeDefined();
    expect(lucideIcon('icons')).toBeUndefined();
    expect(() => heroSvg({ colors: ['#1d4ed8', '#7c3aed'], icon: 'NoSuchIcon' })).toThrow(/not a Lucide icon/);
  });
});

describe('drawHeroArt (drawn once, cached by its inputs)', () => {
  const art = { colors: ['#0f766e', '#1d4ed8'], icon: 'MessageCircleHeart' } as const;

  it('writes a 1200 × 675 WebP named by the icon and a hash of the drawing', async () => {
    const file = await drawHeroArt({ ...art, colors: [...art.colors] }, dir);
    expect(file).toMatch(/\/message-circle-heart-[0-9a-f]{16}\.webp$/);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 675 });
  });
  it('does not draw again what an earlier build drew, and draws once for posts parsed together', async () => {
    const first = await drawHeroArt({ ...art, colors: [...art.colors] }, dir);
    const drawnAt = statSync(first).mtimeMs;
    const again = await Promise.all([1, 2, 3].map(() => drawHeroArt({ ...art, colors: [...art.colors] }, dir)));
    expect(new Set(again)).toEqual(new Set([first]));
    expect(statSync(first).mtimeMs).toBe(drawnAt);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
  it('gives other colours or another icon a file of their own', () => {
    const file = heroArtFile({ colors: [...art.colors], icon: art.icon }, dir);
    expect(heroArtFile({ colors: ['#0f766e', '#1d4ed9'], icon: art.icon }, dir)).not.toBe(file);
    expect(heroArtFile({ colors: [...art.colors], icon: 'PhoneCall' }, dir)).not.toBe(file);
  });
});
