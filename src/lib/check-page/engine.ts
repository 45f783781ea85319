/**
 * The checker with its data, loaded by /check through import() on the visitor's first interaction, so the
 * model and the shortener list never weigh on the page load. Each data file is its own chunk. The brands come
 * from the page (the validated content collection).
 */
import { createChecker } from '../checker';
import type { Brand } from '../../schemas/checker';

/** A ready checker: text (and optional sender) in, answer out. */
export type Check = ReturnType<typeof createChecker>;

/** Loads the model and the shortener list, then prepares the checker. */
export async function loadChecker(brands: readonly Brand[]): Promise<Check> {
  const [model, { shorteners }] = await Promise.all([import('../checker/data/model.json'), import('./url-shorteners')]);
  return createChecker({ brands, shorteners, model: model.default });
}
