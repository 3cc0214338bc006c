import { MSG, ORGANIZATION_NAME_MAX } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const valid = {
  name: 'Globex',
  country: 'FR',
  timezone: 'Europe/Paris',
  weekFirstDay: 'SUNDAY',
  workingDays: ['FRIDAY', 'MONDAY', 'TUESDAY', 'MONDAY'],
  metadata: { slackWebhookUrl: 'https://hooks.slack.com/services/T000/B000/XXXX' },
};

describe('organization settings', () => {
  it('are read by everyone and changed by an organization admin', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const before = await t.call('GET', '/api/organizations/default', { token });
    expect(before.json()).toMatchObject({
      name: 'Acme Test',
      country: 'DE',
      timezone: 'Europe/Berlin',
      weekFirstDay: 'MONDAY',
    });

    const res = await t.call('PUT', '/api/organizations/default', { token, body: valid });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: admin.user.organization.id,
      name: 'Globex',
      country: 'FR',
      timezone: 'Europe/Paris',
      weekFirstDay: 'SUNDAY',
      workingDays: ['MONDAY', 'TUESDAY', 'FRIDAY'],
      metadata: { slackWebhookUrl: valid.metadata.slackWebhookUrl },
    };
    expect(res.json()).toEqual(expected);
    expect((await t.call('GET', '/api/organizations/default', { token })).json()).toEqual(expected);
  });

  it('keep the stored metadata when none is sent, and drop an emptied Slack URL', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    await t.call('PUT', '/api/organizations/default', {
      token,
      body: { ...valid, metadata: { ...valid.metadata, theme: 'dark' } },
    });
    const { metadata: _, ...withoutMetadata } = valid;
    const kept = await t.call('PUT', '/api/organizations/default', {
      token,
      body: { ...withoutMetadata, name: 'Globex 2' },
    });
    expect(kept.json()).toMatchObject({
      name: 'Globex 2',
      metadata: { slackWebhookUrl: valid.metadata.slackWebhookUrl, theme: 'dark' },
    });
    for (const slackWebhookUrl of ['', null]) {
      const cleared = await t.call('PUT', '/api/organizations/default', {
        token,
        body: { ...valid, metadata: { slackWebhookUrl, theme: 'dark' } },
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().metadata).toEqual({ theme: 'dark' });
    }
  });

  it('refuse bad input with the spec messages and change nothing', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const before = (await t.call('GET', '/api/organizations/default', { token })).json();
    const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
    const cases: [string, unknown, string][] = [
      ['short name', { ...valid, name: 'G' }, `name: ${MSG.orgNameMin}`],
      ['long name', { ...valid, name: 'G'.repeat(ORGANIZATION_NAME_MAX + 1) }, `name: ${MSG.orgNameMax}`],
      ['missing name', without('name'), 'name: Name is required'],
      ['name a number', { ...valid, name: 12345 }, 'name: Name is required'],
      ['unknown country', { ...valid, country: 'XX' }, `country: ${MSG.orgCountryRequired}`],
      ['empty country', { ...valid, country: '' }, `country: ${MSG.orgCountryRequired}`],
      ['missing country', without('country'), `country: ${MSG.orgCountryRequired}`],
      [
        'unknown time zone',
        { ...valid, timezone: 'Mars/Olympus' },
        'timezone: Time zone must be a valid IANA time zone',
      ],
      ['missing time zone', without('timezone'), 'timezone: Timezone is required'],
      ['bad week start', { ...valid, weekFirstDay: 'FUNDAY' }, `weekFirstDay: ${MSG.weekFirstDayRequired}`],
      ['missing week start', without('weekFirstDay'), `weekFirstDay: ${MSG.weekFirstDayRequired}`],
      ['no working days', { ...valid, workingDays: [] }, `workingDays: ${MSG.workingDaysRequired}`],
      [
        'working days not a list',
        { ...valid, workingDays: 'MONDAY' },
        'workingDays: Working days is required',
      ],
      [
        'unknown working day',
        { ...valid, workingDays: ['MONDAY', 'FUNDAY'] },
        'workingDays.1: Invalid option: expected one of "MONDAY"|"TUESDAY"|"WEDNESDAY"|"THURSDAY"|"FRIDAY"|"SATURDAY"|"SUNDAY"',
      ],
      [
        'http Slack URL',
        { ...valid, metadata: { slackWebhookUrl: 'http://hooks.slack.com/x' } },
        'metadata.slackWebhookUrl: Slack webhook URL must be an https URL',
      ],
      [
        'not a URL',
        { ...valid, metadata: { slackWebhookUrl: 'slack' } },
        'metadata.slackWebhookUrl: Slack webhook URL must be an https URL',
      ],
    ];
    for (const [name, body, detail] of cases) {
      const res = await t.call('PUT', '/api/organizations/default', { token, body });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe('VALIDATION_FAILED');
      expect(
        res.json().details.map((d: { field: string; message: string }) => `${d.field}: ${d.message}`),
        name,
      ).toContain(detail);
    }
    expect((await t.call('PUT', '/api/organizations/default', { token })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/organizations/default', { token })).json()).toEqual(before);
  });
});
