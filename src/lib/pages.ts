import { pageIds, type PageId } from '../schemas/pages';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "June 1, 2025": how a page's "Last updated" date reads (dates in frontmatter are UTC days). */
export function formatUpdated(date: Date): string {
  return longDate.format(date);
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
  return entries.map((entry) => {
    if (!isPageId(entry.id)) {
      throw new Error(`src/content/pages/${entry.id}.mdx is not a known page; the pages are: ${pageIds.join(', ')}`);
    }
    return { params: { page: entry.id }, props: { entry } };
  });
}
