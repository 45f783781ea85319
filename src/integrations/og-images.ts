import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { metaTags } from '../build/html';
import { renderOgImage } from '../build/og-image';
import { readHead } from '../build/read-head';
import { fileOfRoute } from '../build/routes';

/**
 * After the build, draws the Open Graph card of every page whose og:image points into
 * /og/ (BaseLayout's default), from the page's own title and description. Pages with an
 * image of their own (blog posts use their hero) are left alone, so the cost does not
 * grow with the number of posts.
 */
export default function ogImages({ brand }: { brand: string }): AstroIntegration {
  return {
    name: 'kinward:og-images',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const started = performance.now();
        let count = 0;
        let drawn = 0;
        await mkdir(new URL('og/', dir), { recursive: true });
        // Cards are cached by their text, so a rebuild redraws only pages whose title or description changed.
        const cache = new URL('node_modules/.cache/kinward-og/', `file://${process.cwd()}/`);
        await mkdir(cache, { recursive: true });
        for (const { pathname } of pages) {
          // Only the head, where the og: tags are: reading every page whole made memory grow with the blog.
          const head = await readHead(fileURLToPath(new URL(fileOfRoute(pathname), dir)));
          if (!head) continue;
          const meta = metaTags(head);
          const image = meta.get('og:image');
          const target = image && /\/og\/[\w-]+\.png$/.exec(new URL(image).pathname)?.[0];
          if (!target) continue;
          const title = (meta.get('og:title') ?? brand).replace(` | ${brand}`, '');
          const description = meta.get('og:description') ?? '';
          const key = createHash('sha256')
            .update(JSON.stringify([title, description, brand]))
            .digest('hex')
            .slice(0, 20);
          const cached = new URL(`${key}.png`, cache);
          let png = await readFile(cached).catch(() => null);
          if (!png) {
            png = await renderOgImage({ title, description, brand });
            await writeFile(cached, png);
            drawn++;
          }
          await writeFile(new URL(target.slice(1), dir), png);
          count++;
        }
        logger.info(
          `${count} Open Graph images (${drawn} drawn, the rest cached) in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
