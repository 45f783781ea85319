/**
 * npm run checker:look-alikes: writes src/lib/checker/data/look-alikes.json from the confusables package
 * (scripts/checker/look-alikes.ts says what is kept). Run after upgrading confusables.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lookAlikesFile } from './look-alikes.ts';

const target = fileURLToPath(new URL('../../src/lib/checker/data/look-alikes.json', import.meta.url));
const file = lookAlikesFile();
writeFileSync(target, `${JSON.stringify(file, null, 1)}\n`);
console.log(
  `${file.letters.match(/\d+/g)!.length} look-alike letters written to src/lib/checker/data/look-alikes.json`,
);
