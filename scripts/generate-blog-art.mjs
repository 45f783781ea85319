#!/usr/bin/env node
/**
 * Renders the blog's hero artwork and the authors' avatars to WebP (src/assets/blog/,
 * src/assets/authors/). Abstract art on purpose: gradients, soft shapes and one Lucide
 * icon per post, so every post has its own image without stock photos or outside hosts.
 * Run after adding a post: `node scripts/generate-blog-art.mjs`, then commit the images.
 */
import { mkdirSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 675;

/** Post id → two gradient colours and a Lucide icon name. */
const posts = {
  'grandparent-scam-calls': ['#1d4ed8', '#7c3aed', 'PhoneCall'],
  'family-safe-word': ['#0f766e', '#1d4ed8', 'MessageCircleHeart'],
  'first-hour-after-a-scam': ['#b45309', '#be123c', 'LifeBuoy'],
  'what-your-bank-will-never-ask': ['#15803d', '#0e7490', 'Landmark'],
  'check-a-link-before-you-tap': ['#1e40af', '#0891b2', 'Link'],
  'passkeys-and-password-managers': ['#6d28d9', '#be185d', 'KeyRound'],
  'teens-sextortion-and-gaming-scams': ['#c2410c', '#7c3aed', 'Gamepad2'],
  'freeze-your-credit': ['#0369a1', '#4338ca', 'Snowflake'],
  'phone-security-checkup': ['#047857', '#1d4ed8', 'Smartphone'],
  'privacy-settings-worth-changing': ['#334155', '#0f766e', 'EyeOff'],
  'screen-habits-without-arguments': ['#a16207', '#15803d', 'Sunrise'],
};

/** Author id → initials and two gradient colours. */
const authors = {
  'dana-whitfield': ['DW', '#1d4ed8', '#0f766e'],
  'marcus-oyelaran': ['MO', '#b45309', '#be123c'],
  'priya-raman': ['PR', '#6d28d9', '#1d4ed8'],
};

const iconSvg = (name, size) => {
  const Icon = lucide[name];
  if (!Icon) throw new Error(`No Lucide icon named ${name}`);
  return renderToStaticMarkup(createElement(Icon, { size, color: '#ffffff', strokeWidth: 1.6 }));
};

function heroSvg([from, to, icon]) {
  const inner = iconSvg(icon, 200).replace('<svg', `<svg x="${WIDTH / 2 - 100}" y="${HEIGHT / 2 - 100}"`);
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

function avatarSvg([initials, from, to]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  <circle cx="210" cy="40" r="70" fill="#ffffff" fill-opacity="0.1"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="96" fill="#ffffff">${initials}</text>
</svg>`;
}

mkdirSync('src/assets/blog', { recursive: true });
mkdirSync('src/assets/authors', { recursive: true });
for (const [id, art] of Object.entries(posts)) {
  await sharp(Buffer.from(heroSvg(art))).webp({ quality: 80 }).toFile(`src/assets/blog/${id}.webp`);
}
for (const [id, art] of Object.entries(authors)) {
  await sharp(Buffer.from(avatarSvg(art))).webp({ quality: 85 }).toFile(`src/assets/authors/${id}.webp`);
}
console.log(`Wrote ${Object.keys(posts).length} hero images and ${Object.keys(authors).length} avatars.`);
