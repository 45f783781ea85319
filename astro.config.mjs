// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

/** The public origin of this site, used for canonical URLs and Open Graph tags. */
const site = process.env.SITE_URL ?? 'https://www.kinward.example';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [
    react(),
    mdx(),
    // Every page except the not-found page and the /login and /signup redirects.
    sitemap({ filter: (page) => !/\/(404|login|signup)\/?$/.test(new URL(page).pathname) }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
