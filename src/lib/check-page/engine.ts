/**
 * The checker with its data, loaded by /check through import() on the visitor's first interaction, so the
 * model, the shortener list and the brands never weigh on the page load. Each data file is its own chunk. The brands
 * are read from src/content/checker/brands.yaml as data (src/build/yaml-data.ts), which its content collection
 * validates at every build.
 */
import { createChecker } from '../checker';
import type { Brand } from '../../schemas/checker';

/** A ready checker: text (and optional sender) in, answer out. */
export type Check = ReturnType<typeof createChecker>;

/** Loads the model, the shortener list and the brands, then prepares the checker. */
export async function loadChecker(): Promise<Check> {
  const [model, { shorteners }, brands] = await Promise.all([
    import('../checker/data/model.json'),
    import('./url-shorteners'),
    import('../../content/checker/brands.yaml?data'),
  ]);
  // Checked by the brands collection's schema (src/schemas/checker.ts) when the site builds.
  return createChecker({ brands: brands.default as Brand[], shorteners, model: model.default });
}
