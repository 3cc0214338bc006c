import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromCatalogue } from './error-handler';
import { ERRORS, type ErrorCode, errorBody } from './errors';

/*
 * Answers produced before a route or even Fastify's router sees the request. Fastify's defaults
 * answer these with a body of their own (no `code`, or Fastify's code): here they get the error
 * shape of every other answer. Both are Fastify constructor options (app.ts).
 */

function connectionErrorCode(error: ConnectionError & { code?: string }): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * Node's HTTP parser refused the bytes (headers over the size limit: 431, a request that never
 * finished arriving: 408, anything unparsable: 400). There is no request nor reply yet: the answer
 * is written to the socket, which is then closed, as Node and Fastify do.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset connection has nobody to answer.
  if ((error as { code?: string }).code === 'ECONNRESET' || socket.destroyed) return;
  const code = connectionErrorCode(error);
  const { status, message } = ERRORS[code];
  const body = JSON.stringify(errorBody(status, code, message));
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The router's refusals: a URL that does not decode ("%zz": 400), a path segment longer than the
 * router's limit (414).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return fromCatalogue(reply, 'BAD_REQUEST', 'This address is not valid: check its % escapes.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return fromCatalogue(reply, 'URL_TOO_LONG');
    default:
      reply.log.error({ err: error }, 'unexpected router error');
      return fromCatalogue(reply, 'INTERNAL');
  }
}
