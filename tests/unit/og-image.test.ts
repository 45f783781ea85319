import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { clip, ogImagePath, renderOgImage } from '../../src/build/og-image';

describe('Open Graph cards', () => {
  it('names one card per page path', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/features/call-screening/')).toBe('/og/features-call-screening.png');
  });

  it('shortens long text on a word boundary', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('one two three four', 12)).toBe('one two…');
  });

  it('renders a 1200 × 630 PNG offline', async () => {
    const png = await renderOgImage({
      title: 'Call Screening',
      description: 'Kinward answers the calls you do not know.',
      brand: 'Kinward',
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  }, 20_000);
});
