import { appendFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pMap from 'p-map';
import { metaPolicy, policyBlocks } from '../build/headers';
import { readHead } from '../build/read-head';
import { fileOfRoute, normalRoute } from '../build/routes';

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
        const entries = await pMap(
          pages,
          async ({ pathname }) => {
            const route = normalRoute(pathname);
            // The policy is a <meta> in the head: the rest of the page is never read.
            const head = await readHead(fileURLToPath(new URL(fileOfRoute(route), dir)));
            return { route, policy: metaPolicy(head ?? '') };
          },
          { concurrency: READ_CONCURRENCY },
        );
        // The not-found page is served for any unknown path, so its policy cannot be pinned to one.
        const blocks = policyBlocks(entries.filter((entry) => entry.route !== '/404'));
        await appendFile(
          new URL('_headers', dir),
          `\n# Per-page Content-Security-Policy (generated at build time)\n\n${blocks}`,
        );
        logger.info(`_headers: a Content-Security-Policy for ${entries.length - 1} pages`);
      },
    },
  };
}
