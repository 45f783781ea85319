import { pageIds, type PageId } from '../schemas/pages';

/**
 * Static paths for a `[param].astro` route with one page per collection entry: the entry's id
 * is the route parameter, and the entry is handed to the page as `entry`.
 */
export function entryPaths<Entry extends { id: string }, Param extends string>(
  entries: readonly Entry[],
  param: Param,
) {
  return entries.map((entry) => ({ params: { [param]: entry.id } as Record<Param, string>, props: { entry } }));
}

/** Whether `id` is one of the site pages the top-level route may serve. */
export function isPageId(id: string): id is PageId {
  return (pageIds as readonly string[]).includes(id);
}

/**
 * Static paths for the top-level [page] route. Any file in src/content/pages that is not a
 * known page stops the build: a stray file would otherwise create an unplanned top-level
 * URL, or be silently hidden behind a static route of the same name.
 */
export function pagePaths<Entry extends { id: string }>(entries: readonly Entry[]) {
  const unknown = entries.find((entry) => !isPageId(entry.id));
  if (unknown)
    throw new Error(`src/content/pages/${unknown.id}.mdx is not a known page; the pages are: ${pageIds.join(', ')}`);
  return entryPaths(entries, 'page');
}
