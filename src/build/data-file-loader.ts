import { readFile } from 'node:fs/promises';
import { file } from 'astro/loaders';
import type { Loader } from 'astro/loaders';
import yaml from 'js-yaml';

/**
 * Astro's `file()` loader, but a data file that cannot be parsed stops the build with
 * the file's name and the line at fault. (Astro's own loader only logs the parse error
 * and builds on with an empty collection, which would silently drop content.)
 */
export function dataFile(fileName: string, options?: Parameters<typeof file>[1]): Loader {
  const inner = file(fileName, options);
  return {
    ...inner,
    name: 'data-file-loader',
    load: async (context) => {
      const text = await readFile(fileName, 'utf-8');
      try {
        const data = fileName.endsWith('.json') ? JSON.parse(text) : yaml.load(text, { filename: fileName });
        if (!Array.isArray(data) && (typeof data !== 'object' || data === null)) {
          throw new Error('expected a list of entries or an object of entries keyed by id');
        }
      } catch (error) {
        throw new Error(`${fileName} could not be read: ${(error as Error).message}`);
      }
      return inner.load(context);
    },
  };
}
