// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import lazyHydration from './src/integrations/lazy-hydration.ts';
import securityHeaders from './src/integrations/security-headers.ts';
import ogImages from './src/integrations/og-images.ts';
import { site as siteConfig } from './src/config.ts';
import { baseDirectives, sonnerStyleHash } from './src/build/csp.ts';
import { rolldownOptimization } from './src/build/rolldown.ts';
import { compactPsl } from './src/build/compact-psl.ts';
import { yamlData } from './src/build/yaml-data.ts';

/** The public origin of this site, used for canonical URLs and Open Graph tags. */
const site = process.env.SITE_URL ?? 'https://www.kinward.example';

/** Where the newsletter and contact forms post, when configured at build time. */
const formEndpoints = [process.env.PUBLIC_NEWSLETTER_URL, process.env.PUBLIC_CONTACT_URL].filter(
  /** @returns {url is string} */ (url) => !!url,
);

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [
    react(),
    mdx(),
    lazyHydration(),
    securityHeaders(),
    ogImages({ brand: siteConfig.brand }),
    // Every page except the not-found page and the /login and /signup redirects.
    sitemap({ filter: (page) => !/\/(404|login|signup)\/?$/.test(new URL(page).pathname) }),
    // Site search (dist/pagefind/) is indexed after this build exits: scripts/search-index.ts.
  ],
  security: {
    // Hashes for every inline script and style; no 'unsafe-inline' anywhere.
    csp: {
      directives: baseDirectives(formEndpoints),
      // Site search (Pagefind) compiles its WebAssembly module when first opened; nothing else is allowed.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      styleDirective: { hashes: [sonnerStyleHash()] },
    },
  },
  // Self-hosted, Latin only, preloaded by <Font> in the head, over a metrics-matched fallback. `optional`: the
  // preloaded file is used when it is there by first paint (nearly always); when it arrives later the page keeps
  // the fallback until the next page instead of swapping, since a late swap re-wraps lines and moves the header
  // (a fallback's widths never match every word: CLS 0.0007 on / in CI; 0.108 on /dashboard at 390 px with the font
  // 1.2 s late).
  // The latin-ext and italic files are never shipped: the copy is English, and emphasis is rare enough that the
  // browser's synthetic oblique reads fine.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Atkinson Hyperlegible Next',
      cssVariable: '--font-atkinson',
      display: 'optional',
      fallbacks: ['ui-sans-serif', 'system-ui', 'sans-serif'],
      options: {
        variants: [
          {
            src: [
              '@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2',
            ],
            weight: '200 800',
            style: 'normal',
            // Fontsource's Latin subset range.
            unicodeRange: [
              'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
            ],
          },
        ],
      },
    },
  ],
  vite: {
    // The checker's Public Suffix List in fewer bytes, read by the same tldts code: src/build/compact-psl.ts; its brands
    // as data of the lazily loaded engine, not of the page: src/build/yaml-data.ts.
    plugins: [tailwindcss(), compactPsl(), yamlData()],
    build: {
      rolldownOptions: { optimization: rolldownOptimization },
    },
  },
});
