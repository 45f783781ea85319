import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';

/**
 * Open Graph cards (1200 × 630) in the site's style: the page title and description on
 * the brand blue, set in Atkinson Hyperlegible Next. Rendered at build time; no network.
 */

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  readFileSync(
    require.resolve(
      `@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-${weight}-normal.woff`,
    ),
  );

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

const shield =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 2 4 6.5v8.8c0 7.3 5.1 13.4 12 14.7 6.9-1.3 12-7.4 12-14.7V6.5z" fill="#ffffff"/><path d="m10.5 16 3.8 3.8 7.2-7.6" fill="none" stroke="#1d4ed8" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  ).toString('base64');

/** The path of a page's generated card, e.g. "/" → "/og/index.png", "/features/sms" → "/og/features-sms.png". */
export function ogImagePath(pathname: string): string {
  const slug = pathname.replace(/^\/+|\/+$/g, '').replaceAll('/', '-') || 'index';
  return `/og/${slug}.png`;
}

/** Shortens text to at most `max` characters on a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[,;:.\s]+$/, '') + '…';
}

const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}) => ({
  type,
  props: { style, children, ...extra },
});

/** Renders one card to PNG. */
export async function renderOgImage({
  title,
  description,
  brand,
}: {
  title: string;
  description: string;
  brand: string;
}) {
  fonts ??= [
    { name: 'Atkinson', data: fontFile(400), weight: 400, style: 'normal' },
    { name: 'Atkinson', data: fontFile(700), weight: 700, style: 'normal' },
  ];
  const card = el(
    'div',
    {
      width: 1200,
      height: 630,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundImage: 'linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 100%)',
      color: '#ffffff',
      fontFamily: 'Atkinson',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: '20px', fontSize: 44, fontWeight: 700 }, [
        el('img', { width: 64, height: 64 }, undefined, { src: shield, width: 64, height: 64 }),
        el('span', {}, brand),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: '24px', width: 1056 }, [
        el('div', { display: 'flex', width: 1056, fontSize: 68, fontWeight: 700, lineHeight: 1.1 }, clip(title, 70)),
        el(
          'div',
          { display: 'flex', width: 1056, fontSize: 32, lineHeight: 1.35, color: '#e3eafc' },
          clip(description, 150),
        ),
      ]),
    ],
  );
  const svg = await satori(card as Parameters<typeof satori>[0], { width: 1200, height: 630, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
