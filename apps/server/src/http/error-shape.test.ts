import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization } from '../../test/harness';
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
