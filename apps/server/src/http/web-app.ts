import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The web app's build output, served with the API on one port. */
export function findWebDist(configured?: string): string | undefined {
  if (configured)
    return existsSync(path.join(configured, 'index.html')) ? path.resolve(configured) : undefined;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** A file the build named after its content (`assets/<name>-<hash>.<ext>`): it never changes. */
const HASHED_ASSET = /^assets\/.+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

/**
 * How long a browser may keep a file of the build: a hashed asset for a year without asking (a new
 * build gives changed files new names); anything else, the HTML first, only after checking it is
 * still current (ETag), so after an upgrade the next page load gets the new app and never an old
 * one pointing at chunks that are gone.
 */
export function webCacheControl(relativePath: string): string {
  return HASHED_ASSET.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the build: each file as the build wrote it, its brotli or gzip twin (made at build time,
 * see apps/web/precompress.ts) when the browser accepts one (`Vary: Accept-Encoding`), with the
 * cache rule above. The twins are no URLs of their own.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, file) => {
      const served = path.relative(webDist, file).replace(/\.(br|gz)$/, '');
      reply.header('cache-control', webCacheControl(served.split(path.sep).join('/')));
    },
  });
}

/**
 * Page URLs of the web app answer its index.html (client-side routing, which shows its own 404
 * page); API paths and file names (an extension) do not. True when it answered.
 */
export function webPageFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  const url = request.url.split('?')[0];
  if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/api') || path.extname(url))
    return false;
  void reply.sendFile('index.html');
  return true;
}
