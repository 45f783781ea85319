import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.pagefind': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/** One rule of a Netlify/Cloudflare-style `_headers` file: a path pattern and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Parses a `_headers` file: unindented path patterns, each followed by indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] });
      continue;
    }
    const colon = raw.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a `_headers` path pattern (with `*` splats) matches a request path. */
export function matchesPattern(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(path);
}

/** The file in `dist` that a static host serves for `pathname`, or undefined. */
export function resolveFile(dist: string, pathname: string): string | undefined {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(dist, clean);
  if (!base.startsWith(dist)) return undefined;
  const candidates = [base, join(base, 'index.html'), `${base.replace(/[/\\]$/, '')}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Serves `dist` as a static host does: `/a` and `/a/` serve `a/index.html`, unknown paths
 * get `404.html` with status 404, text is gzipped when the client accepts it, the rules of
 * `dist/_headers` apply, and hashed files under `/_astro/` are cached for a year.
 */
export function serveDist(dist: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const headersFile = join(dist, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf-8')) : [];
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let file = resolveFile(dist, pathname);
    let status = 200;
    if (!file) {
      file = resolveFile(dist, '/404.html');
      status = 404;
    }
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = { 'content-type': type };
    if (pathname.startsWith('/_astro/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
    for (const rule of rules) {
      if (matchesPattern(rule.pattern, pathname)) for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
    }
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.byteLength);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
