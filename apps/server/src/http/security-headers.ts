import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet would set, computed once: they do not depend on the request, and
 * building helmet's middleware per request (as its Fastify plugin does) costs more than the rest
 * of a small API answer.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Sends the headers on every answer, but `Strict-Transport-Security` only on answers over HTTPS: a
 * request on a TLS socket, or one a trusted proxy says arrived as `X-Forwarded-Proto: https`
 * (Fastify's `request.protocol`, which believes the header only from the hops `TRUST_PROXY`
 * trusts). A server must not send it over plain HTTP (RFC 6797 §7.2): on an HTTP-only address it
 * would ask for an HTTPS one nobody serves.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const { 'strict-transport-security': hsts, ...always } = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(always);
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
}
