import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../scripts/search-index';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${body}</p></main></body></html>`;

describe('the site-search step of the build', () => {
  let dist = '';
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('writes every file of the index whole before it stops, and only the searchable pages', async () => {
    dist = await mkdtemp(join(tmpdir(), 'kinward-search-'));
    await mkdir(join(dist, 'blog', 'grandparent-scam-calls'), { recursive: true });
    await writeFile(join(dist, 'index.html'), page('Kinward', 'Protection for the whole family.'));
    await writeFile(
      join(dist, 'blog', 'grandparent-scam-calls', 'index.html'),
      page(
        'How to Spot a Grandparent Scam Call',
        'A grandparent scam starts with a call from a grandchild in trouble.',
      ),
    );
    await mkdir(join(dist, 'dashboard'));
    await writeFile(join(dist, 'dashboard', 'index.html'), page('Dashboard', 'Not for search.'));

    const result = await buildSearchIndex(dist);
    expect(result).toMatchObject({ pages: 2, files: 3 });

    const written = await readdir(join(dist, 'pagefind'), { recursive: true, withFileTypes: true });
    const files = written.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    expect(files.map((file) => file.slice(dist.length))).toEqual(
      expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json']),
    );
    for (const file of files) expect((await stat(file)).size, file).toBeGreaterThan(0);
    // What the browser reads first: an empty or cut-off entry file is "Search could not load".
    const entry = JSON.parse(await readFile(join(dist, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages.en?.page_count).toBe(2);
  });
});
