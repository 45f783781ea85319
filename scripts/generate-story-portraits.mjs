/**
 * Draws the three family-story portraits (src/assets/stories/*.webp) as simple
 * illustrations: the stories' people are illustrative, so their pictures are drawings,
 * never photos of real people. Run with `node scripts/generate-story-portraits.mjs`
 * after changing a portrait; the WebP files are committed.
 */
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const SIZE = 320;
const OUT = new URL('../src/assets/stories/', import.meta.url);

/** Shared parts of a portrait: background, shoulders, neck, head, face. */
function portrait({ background, ring, shirt, collar, skin, shade, hairBack = '', hairFront, extras = '' }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 320 320">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${background[0]}"/>
      <stop offset="1" stop-color="${background[1]}"/>
    </linearGradient>
    <clipPath id="round"><circle cx="160" cy="160" r="160"/></clipPath>
  </defs>
  <g clip-path="url(#round)">
    <rect width="320" height="320" fill="url(#bg)"/>
    <circle cx="250" cy="70" r="90" fill="${ring}" opacity="0.35"/>
    ${hairBack}
    <path d="M40 330 C48 250 100 222 160 222 C220 222 272 250 280 330 Z" fill="${shirt}"/>
    <path d="M132 224 L160 262 L188 224 Z" fill="${collar}"/>
    <rect x="140" y="178" width="40" height="52" rx="18" fill="${shade}"/>
    <ellipse cx="160" cy="140" rx="56" ry="64" fill="${skin}"/>
    <ellipse cx="104" cy="146" rx="10" ry="14" fill="${skin}"/>
    <ellipse cx="216" cy="146" rx="10" ry="14" fill="${skin}"/>
    ${hairFront}
    <circle cx="139" cy="146" r="5.5" fill="#2b2230"/>
    <circle cx="181" cy="146" r="5.5" fill="#2b2230"/>
    <path d="M127 130 Q139 124 150 129" stroke="#5b4636" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M170 129 Q181 124 193 130" stroke="#5b4636" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M157 152 Q160 166 154 170" stroke="${shade}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M141 180 Q160 194 179 180" stroke="#8a3b3b" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="126" cy="168" r="9" fill="#e8857a" opacity="0.3"/>
    <circle cx="194" cy="168" r="9" fill="#e8857a" opacity="0.3"/>
    ${extras}
  </g>
</svg>`;
}

const portraits = {
  // Grandmother: silver hair in a bun, round glasses, warm cardigan.
  margaret: portrait({
    background: ['#dfe8fb', '#b9cdf5'],
    ring: '#ffffff',
    shirt: '#7a4a8c',
    collar: '#efe6f2',
    skin: '#f1cbb0',
    shade: '#dcae90',
    hairBack: '<circle cx="160" cy="62" r="30" fill="#c9c9cf"/>',
    hairFront:
      '<path d="M100 138 C96 86 130 66 160 66 C192 66 224 86 220 138 C212 104 190 92 160 94 C130 92 108 104 100 138 Z" fill="#d9d9de"/>',
    extras:
      '<g fill="none" stroke="#4a4a58" stroke-width="4"><circle cx="139" cy="146" r="15"/><circle cx="181" cy="146" r="15"/><path d="M154 146 H166"/></g>',
  }),
  // Father: short dark hair, trimmed beard, teal shirt.
  daniel: portrait({
    background: ['#fdf0da', '#f6d39a'],
    ring: '#ffffff',
    shirt: '#1f7a7a',
    collar: '#e6f2f2',
    skin: '#c98f6b',
    shade: '#ad7453',
    hairFront:
      '<path d="M102 132 C98 88 128 70 160 70 C196 70 224 90 218 132 C212 108 196 98 160 100 C128 98 110 108 102 132 Z" fill="#2f2622"/>',
    extras:
      '<path d="M108 160 C112 214 140 210 160 210 C180 210 208 214 212 160 C204 190 186 196 160 196 C134 196 116 190 108 160 Z" fill="#2f2622"/>',
  }),
  // Teen: long dark-brown hair, hoodie.
  sofia: portrait({
    background: ['#e3f4e8', '#b7e2c4'],
    ring: '#ffffff',
    shirt: '#c2410c',
    collar: '#fde6d8',
    skin: '#e6b48f',
    shade: '#cc9873',
    hairBack: '<path d="M92 140 C88 80 124 62 160 62 C198 62 234 80 228 140 L236 250 L84 250 Z" fill="#4a2c1f"/>',
    hairFront:
      '<path d="M102 136 C98 88 128 68 160 68 C194 68 224 88 218 136 C206 100 178 96 150 100 C130 104 112 114 102 136 Z" fill="#5a3626"/>',
  }),
};

await mkdir(OUT, { recursive: true });
for (const [name, svg] of Object.entries(portraits)) {
  const file = new URL(`${name}.webp`, OUT);
  await sharp(Buffer.from(svg)).webp({ quality: 82 }).toFile(file.pathname);
  console.log(`wrote ${file.pathname}`);
}
