import { appendFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { mapLimited } from '../lib/limited';
import { readHead } from './read-head';
import { metaPolicy, policyBlocks } from '../security/headers';

/** Built pages read at once; each is reduced to its policy before the next is read, so memory stays flat with thousands of posts. */
const READ_CONCURRENCY = 8;

/**
 * After the build, appends each page's Content-Security-Policy (read from its <meta>) to
 * dist/_headers, so hosts send it as a real header — with frame-ancestors, which only works there.
 */
export default function securityHeaders(): AstroIntegration {
  return {
    name: 'kinward:security-headers',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const entries = await mapLimited(pages, READ_CONCURRENCY, async ({ pathname }) => {
          const route = '/' + pathname.replace(/\/$/, '');
          const file = pathname === '404/' || pathname === '404' ? '404.html' : `${pathname.replace(/\/?$/, '/')}index.html`;
          // The policy is a <meta> in the head: the rest of the page is never read.
          const head = await readHead(fileURLToPath(new URL(file.replace(/^\//, ''), dir)));
          return { route: route === '/' ? '/' : route, policy: metaPolicy(head ?? ''), pathname };
        });
        // The not-found page is served for any unknown path, so its policy cannot be pinned to one.
        const blocks = policyBlocks(entries.filter((e) => !/^\/?404\/?$/.test(e.pathname)));
        await appendFile(new URL('_headers', dir), `\n# Per-page Content-Security-Policy (generated at build time)\n\n${blocks}`);
        logger.info(`_headers: a Content-Security-Policy for ${entries.length - 1} pages`);
      },
    },
  };
}
