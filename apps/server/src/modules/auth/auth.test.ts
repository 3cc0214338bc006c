import { describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization } from '../../../test/harness';

describe('sign-up', () => {
  it('creates the organization and answers a working token', async () => {
    const t = await createTestApp();
    const reg = await registerOrganization(t);
    expect(reg.user.role).toBe('ORGANIZATION_ADMIN');
    const mine = await t.call('GET', '/api/users/mine', { token: reg.accessToken });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().email).toBe(reg.email);
  });
});
