/**
 * Writes src/lib/checker/data/url-shorteners.json from the shared URL-shortener list
 * (../shared/data/url-shorteners/list, PeterDaveHello/url-shorteners, CC BY-SA 4.0), keeping its
 * attribution in the file. Run when the shared list changes:  npm run checker:shorteners
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { byEnding, shortenerDomains, type ShortenerFile } from '../../src/lib/checker/shortener-list.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const source = `${root}../shared/data/url-shorteners/`;
const target = `${root}src/lib/checker/data/url-shorteners.json`;

const domains = readFileSync(`${source}list`, 'utf-8')
  .split('\n')
  .map((line) => line.trim().toLowerCase())
  .filter((line) => line && !line.startsWith('#'));
const commit = /commit ([0-9a-f]{40})/.exec(readFileSync(`${source}SOURCE.md`, 'utf-8'))?.[1];

const file: ShortenerFile = {
  title: 'URL shortener domains',
  source: `https://github.com/PeterDaveHello/url-shorteners (file "list"${commit ? `, commit ${commit}` : ''})`,
  author: 'Peter Dave Hello and contributors',
  licence:
    'Creative Commons Attribution-ShareAlike 4.0 International (CC BY-SA 4.0), https://creativecommons.org/licenses/by-sa/4.0/',
  changes:
    'Comments and blank lines removed, lower-cased, deduplicated, and grouped by ending: each domain is a name in the list of its last label ("ly": "bit ow" for bit.ly and ow.ly). This derived file is shared under the same licence.',
  byEnding: byEnding(domains),
};
writeFileSync(target, `${JSON.stringify(file, null, 1)}\n`);
console.log(`${shortenerDomains(file).length} shortener domains written to ${target.slice(root.length)}`);
