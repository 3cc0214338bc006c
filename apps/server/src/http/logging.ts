import type { FastifyRequest } from 'fastify';

/**
 * Log hygiene (server-rules §10): passwords, tokens and `Authorization` headers never reach a log
 * line. Request bodies are never logged; these paths catch the places a secret could still slip in.
 */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  'token',
  'accessToken',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
];

/** Drizzle puts the query's parameters (password hashes, e-mails) into its error messages. */
function scrub(text: string | undefined): string {
  return (text ?? '').replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: unknown;
  statusCode?: unknown;
  stack: string;
  cause?: LoggedError;
}

/** An error without its enumerable extras (a failed query's `params`, a request's body). */
export function safeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '', stack: '' };
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: e.name,
    message: scrub(e.message),
    code: e.code,
    statusCode: e.statusCode,
    stack: scrub(e.stack),
    cause: depth < 3 && e.cause !== undefined ? safeError(e.cause, depth + 1) : undefined,
  };
}

/** A calendar feed's path is its secret (`/api/feeds/{token}.ics`). */
const FEED_PATH = /^(\/api\/feeds\/)[^/?]+(\.ics)$/i;

/**
 * A request's path as logs may show it: without the query string (asset URLs carry `?token=`),
 * and with a calendar feed's token replaced.
 */
export function loggedPath(url: string): string {
  return url.split('?')[0]!.replace(FEED_PATH, '$1[redacted]$2');
}

export const logSerializers = {
  req: (req: FastifyRequest) => ({ method: req.method, url: loggedPath(req.url), remoteAddress: req.ip }),
  err: (err: unknown) => safeError(err),
};
