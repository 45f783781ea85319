import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { headersFor, parseHeaders, type HeaderRules } from '../../src/build/headers.ts';
import { fileOfRoute } from '../../src/build/routes.ts';

/** Connect-style middleware; `compression` is typed for Express but needs nothing of it. */
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Serves `dist` as a static host does, with `sirv` for the files and `compression` for gzip:
 * `/a` and `/a/` serve `a/index.html`, unknown paths get `404.html` with status 404, text is
 * gzipped when the client accepts it, and the rules of `dist/_headers` apply
 * (src/build/headers.ts, the parser the build's CSP step uses).
 */
export function serveDist(dist: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const headersFile = join(dist, '_headers');
  const rules: HeaderRules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf-8')) : new Map();
  const applyRules = (response: ServerResponse, pathname: string) => {
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value);
  };
  const notFound = join(dist, fileOfRoute('/404'));
  const files = sirv(dist, { extensions: ['html'], setHeaders: applyRules });
  // Every compressible response, however small, as the previous server did (compression's default skips under 1 KiB).
  const gzip = compression({ threshold: 0 }) as unknown as Middleware;
  const server = createServer((request, response) =>
    gzip(request, response, () =>
      files(request, response, () => {
        applyRules(response, new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!existsSync(notFound)) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        } else if (request.method === 'HEAD') {
          response.writeHead(404, { 'content-type': 'text/html;charset=utf-8' }).end();
        } else {
          response.writeHead(404, { 'content-type': 'text/html;charset=utf-8' });
          createReadStream(notFound).pipe(response);
        }
      }),
    ),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
