import { metaTags } from './html.ts';

/**
 * The `_headers` file static hosts read (Netlify, Cloudflare Pages): parsing it, matching its
 * path patterns to a request, and the per-page Content-Security-Policy blocks the build appends
 * to it. The bench's static server applies the same rules (scripts/bench/server.ts).
 */

/** Header rules by path pattern, in file order; a pattern written twice gathers both blocks. */
export type HeaderRules = Map<string, Record<string, string>>;

/** Parses the `_headers` format: a path line, then indented `Name: value` lines; `#` starts a comment. */
export function parseHeaders(text: string): HeaderRules {
  const rules: HeaderRules = new Map();
  let current: Record<string, string> | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = rules.get(line.trim()) ?? {};
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: a header line outside a path block: "${line.trim()}"`);
    current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a path pattern (`*` matches anything, including slashes) matches a request path. */
export function matchesPattern(pattern: string, path: string): boolean {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(path);
}

/** The headers a host sends for `path`: those of every matching block, a later block winning a name both set. */
export function headersFor(rules: HeaderRules, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [pattern, block] of rules) if (matchesPattern(pattern, path)) Object.assign(headers, block);
  return headers;
}

/** The policy of a built page's `<meta http-equiv="content-security-policy">`, or null. */
export function metaPolicy(html: string): string | null {
  return metaTags(html).get('content-security-policy')?.trim() ?? null;
}

/** Adds frame-ancestors, which browsers ignore in a <meta> policy and honour only as a header. */
export function headerPolicy(policy: string): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  return [...directives, "frame-ancestors 'none'"].join('; ');
}

/**
 * `_headers` blocks giving each page (by route, e.g. "/pricing") its own policy (from
 * `metaPolicy`), with and without the trailing slash. Pages without a policy get no block.
 */
export function policyBlocks(pages: readonly { route: string; policy: string | null }[]): string {
  const blocks: string[] = [];
  for (const { route, policy } of pages) {
    if (!policy) continue;
    const paths = route === '/' ? ['/'] : [route.replace(/\/$/, ''), route.replace(/\/?$/, '/')];
    for (const path of paths) blocks.push(`${path}\n  Content-Security-Policy: ${headerPolicy(policy)}\n`);
  }
  return blocks.join('\n');
}
