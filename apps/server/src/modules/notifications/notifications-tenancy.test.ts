import type { Notification, NotificationTrigger } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../../test/fingerprint';
import { createTestApp, isolatedDatabase, type TestApp } from '../../../test/harness';
import { buildOrganization, type Organization } from '../users/people.fixture';

/**
 * The /v1/notifications routes with ids that are not the caller's: another person's notification,
 * another organization's trigger. Each is a 404 (or the role's 403) that changes nothing: no row of
 * any table, as if the id did not exist.
 */
let t: TestApp;
let acme: Organization;
let other: Organization;
/** A notification of Acme's employee (their welcome) and one of Acme's triggers. */
let theirs: Notification;
let trigger: NotificationTrigger;

beforeAll(async () => {
  t = await createTestApp({}, { database: await isolatedDatabase() });
  acme = await buildOrganization(t, 'Acme');
  other = await buildOrganization(t, 'Other');
  const list = await t.call('GET', '/api/v1/notifications', { token: acme.employeeA.token });
  theirs = list.json().contents[0];
  expect(theirs).toMatchObject({ event: 'USER_CREATED', status: 'PENDING' });
  const triggers = await t.call('GET', '/api/v1/notifications/triggers', { token: acme.admin.accessToken });
  trigger = triggers.json()[0];
});

async function expectNothingChanged(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  status: number,
  body?: unknown,
) {
  const before = await fingerprint(t);
  const res = await t.call(method, url, { token, body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  expect(Object.keys(res.json()).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
  expect(await fingerprint(t), `${method} ${url} wrote something`).toBe(before);
}

describe("another person's notifications", () => {
  it('are not found, for a colleague, their admin and another organization alike', async () => {
    for (const token of [acme.teamAdminA.token, acme.admin.accessToken, other.admin.accessToken]) {
      await expectNothingChanged('GET', `/api/v1/notifications/${theirs.id}`, token, 404);
      await expectNothingChanged('POST', '/api/v1/notifications/read', token, 404, [theirs.id]);
      const list = await t.call('GET', '/api/v1/notifications?size=100', { token });
      expect((list.json().contents as Notification[]).map((n) => n.id)).not.toContain(theirs.id);
    }
  });

  it('spoil a list of ids to mark read: nothing of it is marked, the caller own ones included', async () => {
    const own = (await t.call('GET', '/api/v1/notifications', { token: acme.teamAdminA.token })).json()
      .contents[0] as Notification;
    expect(own.status).not.toBe('READ');
    await expectNothingChanged('POST', '/api/v1/notifications/read', acme.teamAdminA.token, 404, [
      own.id,
      theirs.id,
    ]);
    const after = await t.call('GET', `/api/v1/notifications/${theirs.id}`, { token: acme.employeeA.token });
    expect(after.json().status).toBe(theirs.status);
  });
});

describe("another organization's triggers", () => {
  it('are not found by its admin, and not changed or removed', async () => {
    const token = other.admin.accessToken;
    const url = `/api/v1/notifications/triggers/${trigger.id}`;
    const body = {
      name: 'Taken over',
      title: trigger.title,
      eventType: trigger.eventType,
      receptors: trigger.receptors,
      channels: ['EMAIL'],
      textTemplate: 'x',
      htmlTemplate: 'x',
    };
    await expectNothingChanged('GET', url, token, 404);
    await expectNothingChanged('PUT', url, token, 404, body);
    await expectNothingChanged('DELETE', url, token, 404);
    const listed = await t.call('GET', '/api/v1/notifications/triggers', { token });
    expect((listed.json() as NotificationTrigger[]).map((x) => x.id)).not.toContain(trigger.id);
  });

  it('are out of reach of the organization’s own team admins and employees (403)', async () => {
    for (const token of [acme.teamAdminA.token, acme.employeeA.token]) {
      await expectNothingChanged('GET', `/api/v1/notifications/triggers/${trigger.id}`, token, 403);
      await expectNothingChanged('DELETE', `/api/v1/notifications/triggers/${trigger.id}`, token, 403);
      await expectNothingChanged('GET', '/api/v1/notifications/triggers', token, 403);
      await expectNothingChanged('POST', '/api/v1/notifications/slack/test', token, 403, {
        url: 'https://hooks.slack.com/services/T000/B000/XXXX',
      });
    }
  });
});
