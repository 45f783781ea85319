// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import lazyHydration from './src/integrations/lazy-hydration.ts';

/** The public origin of this site, used for canonical URLs and Open Graph tags. */
const site = process.env.SITE_URL ?? 'https://www.kinward.example';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [react(), mdx(), lazyHydration()],
  vite: {
    plugins: [tailwindcss()],
  },
});
