import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from './answer-cache';

/** Below this, gzip saves too little to be worth a header. */
const GZIP_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header allows gzip (`gzip` or `*`, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    const quality = q ? Number(q[1]) : 1;
    if (name.trim() === 'gzip') gzip = quality;
    else if (name.trim() === '*') any = quality;
  }
  return (gzip ?? any ?? 0) > 0;
}

export interface SendOptions {
  /** Default: JSON. */
  contentType?: string;
  /** Send `Last-Modified` (the answer's `modifiedAt`) and honour `If-Modified-Since`. */
  lastModified?: boolean;
  /** Default: `Authorization, Accept-Encoding` (answers that depend on who asks). */
  vary?: string;
}

/** Whether the client's copy, dated by `If-Modified-Since`, is as new as `modifiedAt` (whole seconds). */
function notModifiedSince(header: string | undefined, modifiedAt: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(modifiedAt.getTime() / 1000) * 1000 <= since;
}

/**
 * Sends a cached answer (see answer-cache.ts): `304 Not Modified` when the client already holds
 * this version (its ETag; or, when the client sends no ETag and the route asks for it, a
 * `Last-Modified` date), gzipped when the client accepts it (a month of a large organization's
 * calendar: 336 KiB, 18 KiB gzipped), else as it is. Fastify serializes only objects, so the route's
 * response schema documents the answer without a second serialization.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  opts: SendOptions = {},
) {
  reply
    .header('cache-control', 'private, no-cache')
    .header('vary', opts.vary ?? 'Authorization, Accept-Encoding')
    .header('etag', answer.etag);
  const modifiedAt = opts.lastModified ? answer.modifiedAt : undefined;
  if (modifiedAt) reply.header('last-modified', modifiedAt.toUTCString());
  const known = request.headers['if-none-match'];
  // An ETag, when the client has one, decides alone (RFC 9110 §13.2.2).
  const fresh = known
    ? known.split(',').some((tag) => tag.trim() === answer.etag)
    : modifiedAt !== undefined && notModifiedSince(request.headers['if-modified-since'], modifiedAt);
  if (fresh) return reply.code(304).send();
  reply.type(opts.contentType ?? 'application/json; charset=utf-8');
  if (answer.body.length >= GZIP_FROM_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip());
  }
  return reply.send(answer.body);
}
