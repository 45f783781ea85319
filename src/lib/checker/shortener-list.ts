/**
 * The URL-shortener list as data/url-shorteners.json stores it (written by `npm run checker:shorteners`): for each ending,
 * the names before it, separated by spaces ("ly": "bit ow …" for bit.ly and ow.ly). Gzipped, that is 5.5 KiB against 7.0
 * for one list of whole domains, and the list is loaded with the checker on every visit to /check.
 */
export interface ShortenerFile {
  title: string;
  source: string;
  author: string;
  licence: string;
  changes: string;
  byEnding: Record<string, string>;
}

/** Each domain on the list ("bit.ly", "go.usa.gov"). */
export function shortenerDomains(file: Pick<ShortenerFile, 'byEnding'>): string[] {
  return Object.entries(file.byEnding).flatMap(([ending, names]) =>
    names.split(' ').map((name) => `${name}.${ending}`),
  );
}

/** The stored form of `domains`: grouped by their last label, each group sorted. */
export function byEnding(domains: Iterable<string>): Record<string, string> {
  const groups = new Map<string, string[]>();
  for (const domain of domains) {
    const dot = domain.lastIndexOf('.');
    const ending = domain.slice(dot + 1);
    groups.set(ending, [...(groups.get(ending) ?? []), domain.slice(0, dot)]);
  }
  return Object.fromEntries(
    [...groups.keys()].sort().map((ending) => [ending, [...new Set(groups.get(ending))].sort().join(' ')]),
  );
}
