#!/usr/bin/env node
/**
 * Renders the blog authors' avatars to WebP (src/assets/authors/): initials on a gradient,
 * so authors have a face without stock photos. Run after adding an author:
 * `node scripts/generate-author-avatars.mjs`, then commit the image. (Posts' hero art is
 * drawn by the build from each post's frontmatter: src/build/blog-art.ts.)
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

/** Author id → initials and two gradient colours. */
const authors = {
  'dana-whitfield': ['DW', '#1d4ed8', '#0f766e'],
  'marcus-oyelaran': ['MO', '#b45309', '#be123c'],
  'priya-raman': ['PR', '#6d28d9', '#1d4ed8'],
};

function avatarSvg([initials, from, to]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  <circle cx="210" cy="40" r="70" fill="#ffffff" fill-opacity="0.1"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="96" fill="#ffffff">${initials}</text>
</svg>`;
}

mkdirSync('src/assets/authors', { recursive: true });
for (const [id, art] of Object.entries(authors)) {
  await sharp(Buffer.from(avatarSvg(art)))
    .webp({ quality: 85 })
    .toFile(`src/assets/authors/${id}.webp`);
}
console.log(`Wrote ${Object.keys(authors).length} avatars.`);
