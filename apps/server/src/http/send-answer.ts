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

/**
 * Sends a cached JSON answer (see answer-cache.ts): `304 Not Modified` when the browser already
 * holds this version (its ETag), gzipped when the client accepts it (a month of a large
 * organization's calendar: 336 KiB, 18 KiB gzipped), else as it is. Fastify serializes only
 * objects, so the route's response schema documents the answer without a second serialization.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Authorization, Accept-Encoding')
    .header('etag', answer.etag);
  const known = request.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim() === answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.body.length >= GZIP_FROM_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip());
  }
  return reply.send(answer.body);
}
