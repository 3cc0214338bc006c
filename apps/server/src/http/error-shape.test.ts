import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../test/harness';
import { registerErrorHandlers } from './error-handler';

const shape = (status: number, error: string, code: string) => ({
  statusCode: status,
  error,
  code,
  message: expect.any(String),
});

describe('the error shape of every non-2xx answer', () => {
  it('answers an unknown /api route with 404 and the error shape', async () => {
    const t = await createTestApp();
    const res = await t.call('GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      ...shape(404, 'Not Found', 'ROUTE_NOT_FOUND'),
      message: 'Route GET /api/no-such-thing does not exist.',
    });
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/login', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(shape(413, 'Payload Too Large', 'PAYLOAD_TOO_LARGE'));
  });

  it('answers malformed JSON with 400', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/login', {
      body: '{"email": "a@b.co",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...shape(400, 'Bad Request', 'INVALID_JSON'),
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/login', {
      body: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(shape(415, 'Unsupported Media Type', 'UNSUPPORTED_MEDIA_TYPE'));
  });

  it('answers a missing body with 400 and the error shape', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/login', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(shape(400, 'Bad Request', 'VALIDATION_FAILED'));
  });

  it('answers a missing required field with 400 naming the field, and ignores unknown fields', async () => {
    const t = await createTestApp();
    const res = await t.call('POST', '/api/auth/login', { body: { password: 'long-enough-1', extra: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      ...shape(400, 'Bad Request', 'VALIDATION_FAILED'),
      details: [{ field: 'email', message: 'Email is required' }],
    });
  });

  it('answers a protected route without a token with 401 and the error shape', async () => {
    const t = await createTestApp();
    const res = await t.call('GET', '/api/users/mine');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      ...shape(401, 'Unauthorized', 'UNAUTHENTICATED'),
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('answers a bad path parameter with 400 in the error shape', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/users/abc', { token: admin.accessToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(shape(400, 'Bad Request', 'VALIDATION_FAILED'));
  });

  it('answers a URL that does not decode with 400, and an over-long path segment with 414', async () => {
    const t = await createTestApp();
    const bad = await t.call('GET', '/api/users/%zz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      ...shape(400, 'Bad Request', 'BAD_REQUEST'),
      message: 'This address is not valid: check its % escapes.',
    });
    const long = await t.call('GET', `/api/users/${'1'.repeat(101)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      ...shape(414, 'URI Too Long', 'URL_TOO_LONG'),
      message: 'A part of this address is too long.',
    });
  });

  it("answers a library's own 4xx with the catalogue code of its status and a sentence", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandlers(app);
    app.get('/limit', async () => {
      throw Object.assign(new Error('reach parts limit'), { statusCode: 413, code: 'FST_PARTS_LIMIT_X' });
    });
    const res = await app.inject({ method: 'GET', url: '/limit' });
    await app.close();
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      ...shape(413, 'Payload Too Large', 'PAYLOAD_TOO_LARGE'),
      message: 'Reach parts limit.',
    });
  });

  it('answers an unexpected failure with 500 and no internals in the body', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandlers(app);
    app.get('/boom', async () => {
      throw new Error('connect ECONNREFUSED 10.1.2.3:5432 at pg/lib/client.js');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(res.body).not.toContain('ECONNREFUSED');
  });
});

/** Sends raw bytes to a listening app and reads the whole answer (the server closes the socket). */
async function rawExchange(
  t: TestApp,
  bytes: string,
): Promise<{ status: number; headers: string; body: string }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body };
}

describe('answers Node gives before Fastify sees a request', () => {
  it('431: request headers over the limit get the error shape with a code', async () => {
    const t = await createTestApp();
    const res = await rawExchange(
      t,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large.',
    });
  });

  it('400: bytes that are not HTTP get the error shape with a code', async () => {
    const t = await createTestApp();
    const res = await rawExchange(t, 'NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      ...shape(400, 'Bad Request', 'BAD_REQUEST'),
      message: 'The request is not valid.',
    });
  });
});
