/**
 * Runs `task` on every item with at most `limit` tasks in flight, and resolves with the
 * results in input order. The build's after-build steps read thousands of built pages:
 * `Promise.all(pages.map(read))` would hold every page in memory at once.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`mapLimited: limit must be a positive integer, not ${limit}`);
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
