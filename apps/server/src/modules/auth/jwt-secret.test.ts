import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, tempDir } from '../../../test/harness';
import { resolveJwtSecret } from '../../lib/tokens';

describe('the signing secret without JWT_SECRET', () => {
  it('is generated into DATA_DIR/jwt-secret and reused after a restart, so tokens survive', async () => {
    const dataDir = tempDir('leavedesk-secret-');
    const first = await createTestApp({ JWT_SECRET: '', DATA_DIR: dataDir });
    expect(first.config.jwtSecret).toBeUndefined();
    const admin = await registerOrganization(first);

    const file = path.join(dataDir, 'jwt-secret');
    const secret = readFileSync(file, 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    await first.app.close();

    const restarted = await createTestApp({ JWT_SECRET: '', DATA_DIR: dataDir });
    expect(readFileSync(file, 'utf8')).toBe(secret);
    expect((await restarted.call('GET', '/api/users/mine', { token: admin.accessToken })).statusCode).toBe(
      200,
    );

    const elsewhere = await createTestApp({ JWT_SECRET: '' });
    expect((await elsewhere.call('GET', '/api/users/mine', { token: admin.accessToken })).statusCode).toBe(
      401,
    );
  });

  it('is the same for two processes starting on one data directory', () => {
    const dataDir = path.join(tempDir('leavedesk-secret-'), 'new');
    const a = resolveJwtSecret(undefined, dataDir);
    const b = resolveJwtSecret(undefined, dataDir);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('is JWT_SECRET when set', async () => {
    const t = await createTestApp({ JWT_SECRET: 'a-configured-secret-of-at-least-32-chars' });
    expect(() => readFileSync(path.join(t.config.dataDir, 'jwt-secret'))).toThrow();
  });
});
