/** The checker's data as the scripts load it: brands from the content collection, shorteners and model from src/lib/checker/data. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import type { CheckerData, ModelFile } from '../../src/lib/checker/index.ts';
import type { Brand, RedFlag, RedFlagId } from '../../src/schemas/checker.ts';
import { shortenerDomains, type ShortenerFile } from '../../src/lib/checker/shortener-list.ts';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const modelPath = `${root}src/lib/checker/data/model.json`;

/** The brands, shorteners and committed model (or the one given). */
export function checkerData(model?: ModelFile): CheckerData {
  const brands = yaml.load(readFileSync(`${root}src/content/checker/brands.yaml`, 'utf-8')) as Brand[];
  const shorteners = JSON.parse(
    readFileSync(`${root}src/lib/checker/data/url-shorteners.json`, 'utf-8'),
  ) as ShortenerFile;
  return {
    brands,
    shorteners: shortenerDomains(shorteners),
    model: model ?? (JSON.parse(readFileSync(modelPath, 'utf-8')) as ModelFile),
  };
}

/** Each red flag's title (src/content/checker/red-flags.yaml): what a finding is, where the checker has no reason of its own. */
export function redFlagTitles(): Record<RedFlagId, string> {
  const flags = yaml.load(readFileSync(`${root}src/content/checker/red-flags.yaml`, 'utf-8')) as RedFlag[];
  return Object.fromEntries(flags.map((flag) => [flag.id, flag.title])) as Record<RedFlagId, string>;
}
