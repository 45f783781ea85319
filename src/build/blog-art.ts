import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import sharp from 'sharp';
import type { PostArt } from '../schemas/blog';

/**
 * A blog post's hero artwork, drawn at build time from its frontmatter: a diagonal gradient
 * between two colours, soft circles and one Lucide icon in a frosted tile (1200 × 675 WebP).
 * Abstract on purpose, so every post has art of its own without stock photos or outside hosts.
 */

const WIDTH = 1200;
const HEIGHT = 675;

/** Art settled for drawing: both gradient colours and an icon. */
export type HeroArt = Required<PostArt>;

/** What a post of each topic gets when its frontmatter leaves out `art` (or part of it). */
const categoryArt: Record<string, HeroArt> = {
  cybersecurity: { colors: ['#1e40af', '#0f766e'], icon: 'ShieldCheck' },
  'family-protection': { colors: ['#0f766e', '#6d28d9'], icon: 'Users' },
  'mobile-security': { colors: ['#0369a1', '#047857'], icon: 'TabletSmartphone' },
  'identity-theft': { colors: ['#4338ca', '#0e7490'], icon: 'Fingerprint' },
  'password-security': { colors: ['#6d28d9', '#1d4ed8'], icon: 'LockKeyhole' },
  'online-privacy': { colors: ['#334155', '#4338ca'], icon: 'ScanEye' },
  'financial-protection': { colors: ['#15803d', '#1e40af'], icon: 'PiggyBank' },
  'social-media-safety': { colors: ['#be185d', '#6d28d9'], icon: 'MessagesSquare' },
  'scam-prevention': { colors: ['#b45309', '#1d4ed8'], icon: 'ShieldAlert' },
  'digital-wellness': { colors: ['#15803d', '#0f766e'], icon: 'Sprout' },
};

/** The brand's blue, for a topic without defaults of its own. */
const brandArt: HeroArt = { colors: ['#1d4ed8', '#1e3a8a'], icon: 'ShieldCheck' };

/** The post's own colours and icon, each filled in from its topic's defaults when left out. */
export function resolveArt(category: string, art: PostArt = {}): HeroArt {
  const fallback = categoryArt[category] ?? brandArt;
  return { colors: art.colors ?? fallback.colors, icon: art.icon ?? fallback.icon };
}

/** Every Lucide icon component, so a name (or one of its aliases) can be checked. */
const iconComponents = new Set<unknown>(Object.values(lucide.icons));

/** The Lucide icon with this PascalCase name or alias (e.g. "PhoneCall"), or undefined. */
export function lucideIcon(name: string): ComponentType<Record<string, unknown>> | undefined {
  const candidate = (lucide as Record<string, unknown>)[name];
  return iconComponents.has(candidate) ? (candidate as ComponentType<Record<string, unknown>>) : undefined;
}

/** The artwork as SVG source; throws when the icon is not a Lucide icon. */
export function heroSvg({ colors: [from, to], icon }: HeroArt): string {
  const Icon = lucideIcon(icon);
  if (!Icon)
    throw new Error(
      `"${icon}" is not a Lucide icon name (see lucide.dev/icons, written in PascalCase, e.g. PhoneCall)`,
    );
  const inner = renderToStaticMarkup(createElement(Icon, { size: 200, color: '#ffffff', strokeWidth: 1.6 })).replace(
    '<svg',
    `<svg x="${WIDTH / 2 - 100}" y="${HEIGHT / 2 - 100}"`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="140" cy="110" r="260" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="1080" cy="600" r="320" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="980" cy="120" r="90" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="260" cy="560" r="60" fill="#ffffff" fill-opacity="0.12"/>
  <rect x="${WIDTH / 2 - 170}" y="${HEIGHT / 2 - 170}" width="340" height="340" rx="80" fill="#ffffff" fill-opacity="0.16"/>
  ${inner}
</svg>`;
}

const WEBP_QUALITY = 80;
/** Inputs → file, so thousands of posts sharing a few designs render each SVG once. */
const files = new Map<string, string>();

/**
 * Where the drawing of `art` lives in `dir`: named by its icon and a hash of its SVG source and encoding,
 * so a change of colours, icon, icon set or drawing code gives a new file and nothing else does.
 */
export function heroArtFile(art: HeroArt, dir: string): string {
  const inputs = JSON.stringify([art.colors, art.icon, dir]);
  let file = files.get(inputs);
  if (!file) {
    const key = createHash('sha256')
      .update(`${heroSvg(art)}\nwebp q${WEBP_QUALITY}`)
      .digest('hex')
      .slice(0, 16);
    // The icon's name first, so the built file (/_astro/phone-call-….webp) says what it shows.
    file = join(dir, `${art.icon.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase()}-${key}.webp`);
    files.set(inputs, file);
  }
  return file;
}

const drawing = new Map<string, Promise<string>>();

/**
 * Draws `art` into `dir` unless an earlier build already did, and returns the file's path.
 * Posts sharing art share one file and one drawing, even when parsed at the same moment.
 */
export function drawHeroArt(art: HeroArt, dir: string): Promise<string> {
  const file = heroArtFile(art, dir);
  let pending = drawing.get(file);
  if (!pending) {
    pending = (async () => {
      if (existsSync(file)) return file;
      await mkdir(dir, { recursive: true });
      const webp = await sharp(Buffer.from(heroSvg(art)))
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      // Written under another name first, so a build never reads a half-written image.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, webp);
      await rename(partial, file);
      return file;
    })();
    // Remembered only while drawing: afterwards the file itself is the cache.
    drawing.set(file, pending);
    void pending.finally(() => drawing.delete(file)).catch(() => {});
  }
  return pending;
}
