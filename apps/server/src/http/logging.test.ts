import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../test/harness';
import { safeError } from './logging';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logger: true, logStream: { write: (line) => void lines.push(line) } },
  );
});

describe('request logs', () => {
  it('write one JSON line per request and never a password, a token or an Authorization header', async () => {
    const admin = await registerOrganization(t, { password: 'Sup3r-Secret-Passw0rd' });
    await t.call('POST', '/api/auth/login', {
      body: { email: admin.email, password: 'Sup3r-Secret-Passw0rd' },
    });
    await t.call('POST', '/api/auth/login', {
      body: { email: admin.email, password: 'Wr0ng-Secret-Passw0rd' },
    });
    await t.call('POST', '/api/auth/forget-password', { body: { email: admin.email } });
    await t.call('GET', '/api/users/mine', { token: admin.accessToken });
    await t.call('GET', '/api/users/mine', { token: 'forged.token.value' });
    await t.call('GET', `/api/assets/1?token=${admin.accessToken}`);
    await t.call('POST', '/api/auth/login', {
      body: '{"password": "Br0ken-Json-Passw0rd',
      headers: { 'content-type': 'application/json' },
    });

    await t.app.services.afterAnswer.idle();
    const mailDir = path.join(t.config.dataDir, 'mail');
    const mail = readFileSync(path.join(mailDir, readdirSync(mailDir)[0]), 'utf8');
    const resetPassword = /Your new password: (\S+)/.exec(mail)![1];

    const log = lines.join('');
    for (const secret of [
      'Sup3r-Secret-Passw0rd',
      'Wr0ng-Secret-Passw0rd',
      'Br0ken-Json-Passw0rd',
      resetPassword,
      admin.accessToken,
      'forged.token.value',
      'Bearer',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('authorization');

    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(8);
    expect(requests[0]).toMatchObject({
      level: 30,
      method: 'POST',
      route: '/api/auth/register',
      path: '/api/auth/register',
      status: 201,
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(requests[0].durationMs).toEqual(expect.any(Number));
    expect(requests.map((r) => r.status)).toEqual([201, 200, 403, 204, 200, 401, expect.any(Number), 400]);
  });

  it('never show a calendar feed URL’s token, read or refused', async () => {
    const admin = await registerOrganization(t);
    const feeds = await t.call('GET', '/api/feeds/mine', { token: admin.accessToken });
    const path: string = feeds.json().feeds[0].path;
    const token = path.slice('/api/feeds/'.length, -'.ics'.length);
    const from = lines.length;
    expect((await t.call('GET', path)).statusCode).toBe(200);
    const forged = `/api/feeds/${token.split('.')[0]}.${'A'.repeat(43)}.ics`;
    expect((await t.call('GET', forged)).statusCode).toBe(404);
    const logged = lines.slice(from).join('');
    expect(logged).not.toContain(token.split('.')[1]);
    expect(logged).not.toContain('A'.repeat(43));
    const requests = lines
      .slice(from)
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'request');
    expect(requests.map((r) => [r.path, r.status])).toEqual([
      ['/api/feeds/[redacted].ics', 200],
      ['/api/feeds/[redacted].ics', 404],
    ]);
  });

  it('leave the parameters of a failed query out of logged errors', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("password_hash") values ($1)\nparams: $argon2id$v=19$secret-hash',
      ),
      {
        params: ['$argon2id$v=19$secret-hash'],
        cause,
      },
    );
    const logged = JSON.stringify(safeError(failed));
    expect(logged).not.toContain('secret-hash');
    expect(logged).toContain('Failed query');
    expect(logged).toContain('23505');
  });
});
