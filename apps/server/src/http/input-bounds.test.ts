import { INPUT_MSG } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint as fingerprintOf } from '../../test/fingerprint';
import { createTestApp, isolatedDatabase, type TestApp, uniqueEmail } from '../../test/harness';
import { buildOrganization, type Organization } from '../modules/users/people.fixture';

/**
 * Bad input that once answered 500 (issue 11): each is a 400 in the error shape, with a detail
 * for the field, and nothing written (no row of any table, no file).
 */
let t: TestApp;
let org: Organization;
let token: string;
const fingerprint = () => fingerprintOf(t);

beforeAll(async () => {
  t = await createTestApp({}, { database: await isolatedDatabase() });
  org = await buildOrganization(t);
  token = org.admin.accessToken;
});

async function expectRefused(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  field: string,
  message: string,
) {
  const before = await fingerprint();
  const res = await t.call(method, url, { token, body });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
  expect(res.json().details).toContainEqual({ field, message });
  expect(res.json().message).toMatch(/^[A-Z].*\.$/);
  expect(await fingerprint()).toBe(before);
}

const TOO_BIG = 2_147_483_648;

describe('an id above 2,147,483,647', () => {
  it.each([
    ['GET', `/api/leaves/${TOO_BIG}`],
    ['PUT', `/api/teams/${TOO_BIG}`],
    ['DELETE', `/api/holidays/${TOO_BIG}`],
    ['DELETE', `/api/users/${TOO_BIG}`],
    ['GET', `/api/leaves/${TOO_BIG}/balance`],
    ['GET', `/api/v1/notifications/triggers/${TOO_BIG}`],
  ] as const)('is a 400 in the path of %s %s', async (method, url) => {
    const body = method === 'PUT' ? { name: 'Renamed' } : undefined;
    const field = url.endsWith('/balance') ? 'userId' : 'id';
    await expectRefused(method, url, body, field, INPUT_MSG.idTooLarge);
  });

  it.each([
    ['/api/users?teamId=', 'teamId'],
    ['/api/leaves?userId=', 'userId'],
    ['/api/leaves/calendar?from=2027-01-01&to=2027-01-31&teamId=', 'teamId'],
  ])('is a 400 in the query %s', async (url, field) => {
    await expectRefused('GET', `${url}${TOO_BIG}`, undefined, field, INPUT_MSG.idTooLarge);
  });

  it('is a 400 in a body, as a field and in a list', async () => {
    const user = {
      email: uniqueEmail('big'),
      password: 'long-enough-1',
      firstName: 'Big',
      lastName: 'Id',
      role: 'EMPLOYEE',
      country: 'DE',
      teamId: TOO_BIG,
      leavePolicyId: org.policyId,
      joinedAt: '2027-01-04',
    };
    await expectRefused('POST', '/api/users', user, 'teamId', INPUT_MSG.idTooLarge);
    await expectRefused(
      'POST',
      '/api/leaves',
      { typeId: TOO_BIG, start: '2027-03-01', end: '2027-03-02' },
      'typeId',
      INPUT_MSG.idTooLarge,
    );
    await expectRefused(
      'PATCH',
      '/api/users/mine',
      { avatarAssetId: TOO_BIG },
      'avatarAssetId',
      INPUT_MSG.idTooLarge,
    );
    await expectRefused('POST', '/api/v1/notifications/read', [1, TOO_BIG], '1', INPUT_MSG.idTooLarge);
  });
});

describe('a NUL or another control character in text', () => {
  it('is a 400 on sign-up, and no organization or user is created', async () => {
    const email = uniqueEmail('nul');
    const before = await fingerprint();
    const body = {
      organizationName: 'Nul\u0000Org',
      country: 'DE',
      firstName: 'Ada',
      lastName: 'Admin',
      email,
      password: 'long-enough-1',
    };
    const res = await t.call('POST', '/api/auth/register', { body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `Organization name: ${INPUT_MSG.textControl}`,
      details: [{ field: 'organizationName', message: INPUT_MSG.textControl }],
    });
    expect(await fingerprint()).toBe(before);
  });

  it('is a 400 in names, search words, descriptions and new passwords', async () => {
    await expectRefused('POST', '/api/teams', { name: 'Te\u0000am' }, 'name', INPUT_MSG.textControl);
    await expectRefused(
      'PATCH',
      '/api/users/mine',
      { firstName: 'Ad\u0007a' },
      'firstName',
      INPUT_MSG.textControl,
    );
    await expectRefused('GET', '/api/users?text=a%00b', undefined, 'text', INPUT_MSG.textControl);
    await expectRefused(
      'POST',
      '/api/holidays/batch',
      [{ date: '2027-05-01', description: 'May\nDay', country: 'DE' }],
      '0.description',
      INPUT_MSG.textControl,
    );
    await expectRefused(
      'PATCH',
      '/api/users/mine/password',
      { currentPassword: org.admin.password, newPassword: 'long-enough\u0000' },
      'newPassword',
      INPUT_MSG.passwordControl,
    );
  });

  it('is a 400 in multi-line text, where line breaks and tabs are welcome', async () => {
    const leave = { typeId: 1, start: '2027-03-01', end: '2027-03-02' };
    await expectRefused(
      'POST',
      '/api/leaves',
      { ...leave, reason: 'a\u0000b' },
      'reason',
      INPUT_MSG.multilineControl,
    );
    const preview = await t.call('POST', '/api/v1/notifications/triggers/preview', {
      token,
      body: { eventType: 'TEAM_CREATED', title: 'New team', textTemplate: 'Team:\n\t{{team.name}}\r\n' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().textContent).toBe('Team:\n\tEngineering');
  });
});

describe('a date the database cannot store, or outside 1900–2200', () => {
  it.each(['0000-01-01', '1899-12-31', '2201-01-01', '0000-01-01T00:00:00Z', '9999-12-31T12:00:00+01:00'])(
    '%s is a 400 in joinedAt, start and a holiday date',
    async (date) => {
      const employee = org.employeeA.id;
      await expectRefused(
        'PATCH',
        `/api/users/${employee}`,
        { joinedAt: date },
        'joinedAt',
        INPUT_MSG.dateRange,
      );
      await expectRefused(
        'POST',
        '/api/leaves/check',
        { typeId: 1, start: date, end: '2027-03-02' },
        'start',
        INPUT_MSG.dateRange,
      );
      await expectRefused(
        'POST',
        '/api/holidays/batch',
        [{ date, description: 'Far away', country: 'DE' }],
        '0.date',
        INPUT_MSG.dateRange,
      );
    },
  );

  it('is a 400 in the calendar and list ranges', async () => {
    await expectRefused(
      'GET',
      '/api/leaves/calendar?from=0000-01-01&to=0000-01-31',
      undefined,
      'from',
      INPUT_MSG.dateRange,
    );
    await expectRefused('GET', '/api/leaves?to=2201-01-01', undefined, 'to', INPUT_MSG.dateRange);
  });

  it('takes the first and last dates of the range', async () => {
    for (const joinedAt of ['1900-01-01', '2200-12-31']) {
      const res = await t.call('PATCH', `/api/users/${org.employeeA.id}`, { token, body: { joinedAt } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().joinedAt).toBe(joinedAt);
    }
  });
});

describe('metadata', () => {
  const nested = (levels: number) => {
    let value: Record<string, unknown> = { leaf: true };
    for (let level = 1; level < levels; level++) value = { inner: value };
    return value;
  };

  it('nested ~4,200 levels deep is a 400, sent as raw JSON', async () => {
    const before = await fingerprint();
    const deep = `${'{"a":'.repeat(4200)}1${'}'.repeat(4200)}`;
    const res = await t.call('POST', '/api/teams', {
      token,
      body: `{"name":"Deep","metadata":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `Metadata: ${INPUT_MSG.metadataDepth}`,
      details: [{ field: 'metadata', message: INPUT_MSG.metadataDepth }],
    });
    expect(await fingerprint()).toBe(before);
  });

  it('takes 5 levels, refuses 6, in a team and in the organization', async () => {
    const team = await t.call('POST', '/api/teams', { token, body: { name: 'Nested', metadata: nested(5) } });
    expect(team.statusCode, team.body).toBe(201);
    expect(team.json().metadata).toEqual(nested(5));
    await expectRefused(
      'PUT',
      `/api/teams/${team.json().id}`,
      { name: 'Nested', metadata: nested(6) },
      'metadata',
      INPUT_MSG.metadataDepth,
    );
    const settings = {
      name: 'Acme Test',
      country: 'DE',
      timezone: 'Europe/Berlin',
      weekFirstDay: 'MONDAY',
      workingDays: ['MONDAY'],
    };
    await expectRefused(
      'PUT',
      '/api/organizations/default',
      { ...settings, metadata: nested(6) },
      'metadata',
      INPUT_MSG.metadataDepth,
    );
  });

  it('over 4 KB is a 400; up to 4 KB, with the Slack webhook URL, is kept', async () => {
    const big = { notes: 'x'.repeat(1_000_000) };
    await expectRefused(
      'POST',
      '/api/teams',
      { name: 'Big', metadata: big },
      'metadata',
      INPUT_MSG.metadataSize,
    );
    const settings = {
      name: 'Acme Test',
      country: 'DE',
      timezone: 'Europe/Berlin',
      weekFirstDay: 'MONDAY',
      workingDays: ['MONDAY', 'TUESDAY'],
    };
    const slackWebhookUrl = 'https://hooks.slack.com/services/T000/B000/XXXX';
    const fits = { slackWebhookUrl, notes: 'x'.repeat(3900) };
    const kept = await t.call('PUT', '/api/organizations/default', {
      token,
      body: { ...settings, metadata: fits },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().metadata).toEqual(fits);
    const tooBig = { slackWebhookUrl, notes: 'x'.repeat(4096) };
    await expectRefused(
      'PUT',
      '/api/organizations/default',
      { ...settings, metadata: tooBig },
      'metadata',
      INPUT_MSG.metadataSize,
    );
  });

  it('with a NUL in a key or a value is a 400', async () => {
    await expectRefused(
      'POST',
      '/api/teams',
      { name: 'Nul', metadata: { a: 'x\u0000' } },
      'metadata',
      INPUT_MSG.multilineControl,
    );
    await expectRefused(
      'POST',
      '/api/teams',
      { name: 'Nul', metadata: { 'a\u0000': 1 } },
      'metadata',
      INPUT_MSG.multilineControl,
    );
  });
});
