import { INPUT_MSG } from '@leavedesk/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../lib/pg-errors';
import { refusedCallerIsRevoked } from './auth';
import { AppError, ERRORS, type ErrorCode, type ErrorDetail, errorBody } from './errors';

/** "firstName" → "First name", "activatedTypes.0.amount" → "Amount", "1" (of a list) → "Item 2". */
function humanField(field: string): string {
  const parts = field.split('.');
  const last = parts.filter((p) => !/^\d+$/.test(p)).pop();
  if (last === undefined) return `Item ${Number(parts.at(-1)) + 1}`;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The bounds' sentences fit any field: the answer's message names the field before them. */
const FIELD_FREE: ReadonlySet<string> = new Set(Object.values(INPUT_MSG));

function isGeneric(message: string): boolean {
  return (
    FIELD_FREE.has(message) ||
    message === 'Required' ||
    message.startsWith('Invalid') ||
    message.startsWith('Too ') ||
    message.startsWith('Expected')
  );
}

function send(reply: FastifyReply, status: number, code: string, message: string, details?: ErrorDetail[]) {
  return reply.status(status).send(errorBody(status, code, message, details));
}

/** The catalogue's code for a 4xx a plugin or Fastify raised with a status of its own. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** "reach parts limit" → "Reach parts limit.": a library's words, as a sentence. */
function asSentence(message: string): string {
  const text = message.trim() || 'The request is not valid';
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

export function fromCatalogue(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  details?: ErrorDetail[],
) {
  return send(reply, ERRORS[code].status, code, message ?? ERRORS[code].message, details);
}

/** A 4xx refusal other than 401: one that a revoked token must turn into a 401 (auth.ts). */
function isRefusal(error: FastifyError): boolean {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 && status !== 401;
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Authentication is decided before the input on every route; a lost database answers below.
    if (isRefusal(error) && (await refusedCallerIsRevoked(request).catch(() => false)))
      return fromCatalogue(reply, 'UNAUTHENTICATED');
    return answerError(error, request, reply);
  });
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return send(reply, error.statusCode, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext;
    const details = error.validation.map((v) => {
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(where ?? 'body');
      const raw = v.message ?? 'Invalid value';
      const message =
        raw === 'Required' || raw.startsWith('Invalid input: expected')
          ? `${humanField(field)} is required`
          : raw;
      return { field, message: v.message && !isGeneric(raw) ? raw : message };
    });
    const first = details[0];
    const message = first
      ? isGeneric(first.message)
        ? `${humanField(first.field)}: ${first.message}`
        : first.message
      : undefined;
    return fromCatalogue(reply, 'VALIDATION_FAILED', message, details);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fromCatalogue(reply, 'PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return fromCatalogue(reply, 'UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fromCatalogue(reply, 'VALIDATION_FAILED', 'The request body is missing.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return fromCatalogue(reply, 'INVALID_JSON');
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return fromCatalogue(reply, 'PAYLOAD_TOO_LARGE');
  }
  if (error.statusCode === 429) return fromCatalogue(reply, 'RATE_LIMITED');
  if (error instanceof SyntaxError && error.statusCode === 400) return fromCatalogue(reply, 'INVALID_JSON');
  const lost = databaseUnavailable(error);
  if (lost) {
    // A restart, a failover or a dropped connection: this request fails, the pools replace the
    // connection and the next request succeeds. Only the driver's reason is logged (the query's
    // parameters stay out of the logs).
    request.log.warn({ database: lost }, 'database unavailable: answered 503');
    reply.header('retry-after', '1');
    return fromCatalogue(reply, 'DATABASE_UNAVAILABLE');
  }
  if (
    (error as { cause?: { code?: string } }).cause?.code === '23505' ||
    (error as { code?: string }).code === '23505'
  ) {
    return fromCatalogue(reply, 'CONFLICT', 'This record already exists.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return send(
      reply,
      error.statusCode,
      CODE_OF_STATUS[error.statusCode] ?? 'BAD_REQUEST',
      asSentence(error.message),
    );
  }
  request.log.error({ err: error }, 'unexpected error');
  return fromCatalogue(reply, 'INTERNAL');
}

/**
 * Unknown routes answer the error shape with 404. `spaFallback` (the web app's page URLs) may
 * answer instead and says so by returning true.
 */
export function registerNotFound(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
) {
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    return fromCatalogue(
      reply,
      'ROUTE_NOT_FOUND',
      `Route ${request.method} ${request.url.split('?')[0]} does not exist.`,
    );
  });
}
