import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { negotiate } from '@fastify/accept-negotiator';
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

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How long a browser may keep a file of the build: a hashed asset for a year without asking (a new
 * build gives changed files new names); anything else, the HTML first, only after checking it is
 * still current (ETag), so after an upgrade the next page load gets the new app and never an old
 * one pointing at chunks that are gone.
 */
export function webCacheControl(relativePath: string): string {
  return HASHED_ASSET.test(relativePath) ? IMMUTABLE : 'no-cache';
}

/** What the build writes under assets/ that a page loads, by extension. */
const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

type Encoding = 'br' | 'gzip' | 'identity';

interface Asset {
  type: string;
  lastModified: string;
  /** The bytes and the ETag of each encoding the build wrote. */
  variants: Partial<Record<Encoding, { body: Buffer; etag: string }>>;
}

/**
 * Every hashed asset of the build with its brotli and gzip twins, read once at start-up (about
 * 3 MB for today's build; source maps are not among them). Such a file never changes under its
 * name, so it can be answered from memory.
 */
export function loadHashedAssets(webDist: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const dir = path.join(webDist, 'assets');
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const relative = `assets/${name.split(path.sep).join('/')}`;
    const type = ASSET_TYPES[path.extname(name)];
    if (!type || !HASHED_ASSET.test(relative)) continue;
    const file = path.join(dir, name);
    const variants: Asset['variants'] = {};
    for (const [encoding, suffix] of [
      ['identity', ''],
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!existsSync(file + suffix)) continue;
      const body = readFileSync(file + suffix);
      const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      variants[encoding] = { body, etag: `"${digest}"` };
    }
    assets.set(`/${relative}`, { type, lastModified: statSync(file).mtime.toUTCString(), variants });
  }
  return assets;
}

/**
 * Answers a hashed asset from memory: the best encoding the browser accepts among those the build
 * wrote for this file, with the same headers as the files @fastify/static sends. On the first load of a page the
 * browser asks for some forty of these at once while the embedded database holds the event loop
 * for the page's first answers; from memory, each is one synchronous reply instead of a string of
 * file-system round trips that each wait for the loop again.
 */
function serveHashedAsset(asset: Asset, request: FastifyRequest, reply: FastifyReply) {
  const accepted = request.headers['accept-encoding'];
  const compressed = (['br', 'gzip'] as const).filter((e) => asset.variants[e]);
  const encoding: Encoding =
    (typeof accepted === 'string' && compressed.length > 0 ? negotiate(accepted, compressed) : null) ??
    'identity';
  const variant = asset.variants[encoding];
  if (!variant) return reply.callNotFound();
  reply
    .header('content-type', asset.type)
    .header('cache-control', IMMUTABLE)
    .header('etag', variant.etag)
    .header('last-modified', asset.lastModified)
    .header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
  return reply.header('content-length', variant.body.length).send(variant.body);
}

/**
 * Serves the build: each file as the build wrote it, its brotli or gzip twin (made at build time,
 * see apps/web/precompress.ts) when the browser accepts one (`Vary: Accept-Encoding`), with the
 * cache rule above. The twins are no URLs of their own.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hashed = loadHashedAssets(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The assets/ folder is served by the route below.
    globIgnore: ['**/*.br', '**/*.gz', 'assets/**'],
    cacheControl: false,
    setHeaders: (reply, file) => {
      const served = path.relative(webDist, file).replace(/\.(br|gz)$/, '');
      reply.header('cache-control', webCacheControl(served.split(path.sep).join('/')));
    },
  });
  // Hashed assets from memory, their source maps from the disk; nothing else is under assets/.
  app.get('/assets/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const asset = hashed.get(url);
    if (asset) return serveHashedAsset(asset, request, reply);
    const map = url.endsWith('.map') ? hashed.get(url.slice(0, -'.map'.length)) : undefined;
    return map ? reply.sendFile(url.slice(1)) : reply.callNotFound();
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
