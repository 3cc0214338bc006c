import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { futureMonday, setupOrg } from '../leaves/leave-fixtures';
import { DEFAULT_TRIGGERS } from './default-triggers';
import {
  addMember,
  countRows,
  createTrigger,
  inbox,
  removeSlackWebhook,
  requestLeave,
  setSlackWebhook,
  triggerBody,
} from './notifications.fixture';

/** Triggers CRUD (api.md): organization admins only, inside their organization, archived once used. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const triggers = '/api/v1/notifications/triggers';
const SLACK_URL = 'https://hooks.slack.com/services/T000/B000/XXXX';

describe('notification triggers', () => {
  it('are the default ones right after registration (server-rules §6, issue 28)', async () => {
    const org = await setupOrg(t);
    const res = await t.call('GET', triggers, { token: org.admin.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(
      DEFAULT_TRIGGERS.map((d) => ({
        ...d,
        id: expect.any(Number),
        status: 'ENABLED',
        sampleTitle: expect.any(String),
        failedCount: 0,
        lastError: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
      })),
    );
    expect(
      res.json().map((x: { eventType: string; receptors: string }) => `${x.eventType}→${x.receptors}`),
    ).toEqual([
      'LEAVE_CREATED→REVIEWERS',
      'LEAVE_STATUS_UPDATED→USER',
      'USER_CREATED→USER',
      'LEAVE_SUBSTITUTE_ASSIGNED→USER',
      'LEAVE_REVIEW_REMINDER→REVIEWERS',
    ]);
  });

  it('are created, read, changed and removed by an organization admin', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    await setSlackWebhook(t, token, SLACK_URL);
    const body = triggerBody({
      name: 'Team news',
      eventType: 'TEAM_CREATED',
      receptors: 'ORGANIZATION_ADMIN',
    });
    const created = await t.call('POST', triggers, {
      token,
      body: { ...body, channels: ['SLACK', 'EMAIL', 'SLACK'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      ...body,
      channels: ['EMAIL', 'SLACK'],
      status: 'ENABLED',
      failedCount: 0,
    });
    expect((await t.call('GET', `${triggers}/${id}`, { token })).json()).toEqual(created.json());

    const changed = {
      ...body,
      name: 'Team news (paused)',
      title: 'Team {{team.name}}',
      status: 'DISABLED' as const,
    };
    const put = await t.call('PUT', `${triggers}/${id}`, { token, body: changed });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      id,
      name: 'Team news (paused)',
      title: 'Team {{team.name}}',
      status: 'DISABLED',
    });
    // Leaving status out keeps it.
    const { status: _, ...withoutStatus } = changed;
    const kept = await t.call('PUT', `${triggers}/${id}`, { token, body: withoutStatus });
    expect(kept.json().status).toBe('DISABLED');
    // ARCHIVED is the server's to set, never the client's.
    const archive = await t.call('PUT', `${triggers}/${id}`, {
      token,
      body: { ...body, status: 'ARCHIVED' },
    });
    expect(archive.statusCode).toBe(400);
    expect(archive.json().details).toEqual([{ field: 'status', message: expect.any(String) }]);

    // Never used: removal deletes it.
    const removed = await t.call('DELETE', `${triggers}/${id}`, { token });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await t.call('GET', `${triggers}/${id}`, { token })).statusCode).toBe(404);
    expect((await t.call('GET', triggers, { token })).json()).toHaveLength(DEFAULT_TRIGGERS.length);
  });

  it('post to Slack only while the organization has a webhook URL: refused on save without one, unless disabled', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const body = triggerBody({ name: 'To Slack', channels: ['EMAIL', 'SLACK'] });
    const refusal = {
      code: 'VALIDATION_FAILED',
      message: 'Slack needs a webhook URL: set it on the Organization page first, or choose e-mail only.',
      details: [
        {
          field: 'channels',
          message: 'Slack needs a webhook URL: set it on the Organization page first, or choose e-mail only.',
        },
      ],
    };
    const refused = await t.call('POST', triggers, { token, body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusal);
    expect((await t.call('GET', triggers, { token })).json()).toHaveLength(DEFAULT_TRIGGERS.length);

    // A disabled one may keep the channel; enabling it is refused until there is a webhook.
    const paused = await t.call('POST', triggers, { token, body: { ...body, status: 'DISABLED' } });
    expect(paused.statusCode, paused.body).toBe(201);
    const id = paused.json().id;
    const enable = await t.call('PUT', `${triggers}/${id}`, { token, body: { ...body, status: 'ENABLED' } });
    expect(enable.statusCode).toBe(400);
    expect(enable.json()).toMatchObject(refusal);
    expect((await t.call('GET', `${triggers}/${id}`, { token })).json().status).toBe('DISABLED');

    await setSlackWebhook(t, token, SLACK_URL);
    const enabled = await t.call('PUT', `${triggers}/${id}`, { token, body: { ...body, status: 'ENABLED' } });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ status: 'ENABLED', channels: ['EMAIL', 'SLACK'] });
    // Removing the webhook later is allowed (the posts are then skipped, decision 0029); the next
    // save that keeps Slack on is refused.
    await removeSlackWebhook(t, token);
    const resaved = await t.call('PUT', `${triggers}/${id}`, { token, body });
    expect(resaved.statusCode).toBe(400);
    expect(resaved.json()).toMatchObject(refusal);
    const emailOnly = await t.call('PUT', `${triggers}/${id}`, {
      token,
      body: { ...body, channels: ['EMAIL'] },
    });
    expect(emailOnly.statusCode, emailOnly.body).toBe(200);
  });

  it('that have sent notifications are archived on removal: history keeps the name, nothing more is sent', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const trigger = await createTrigger(t, token, triggerBody({ name: 'Own requests', receptors: 'USER' }));
    const member = await addMember(org);
    const first = await requestLeave(t, member.token, { typeId: org.types.vacation, start: futureMonday(1) });
    expect(first.statusCode).toBe(201);

    expect((await t.call('DELETE', `${triggers}/${trigger.id}`, { token })).statusCode).toBe(204);
    const archived = await t.call('GET', `${triggers}/${trigger.id}`, { token });
    expect(archived.json()).toMatchObject({ name: 'Own requests', status: 'ARCHIVED' });
    // Listed last, faded in the web client.
    expect((await t.call('GET', triggers, { token })).json().at(-1)).toMatchObject({ id: trigger.id });
    const [notification] = await inbox(t, member.token);
    expect(notification.trigger).toEqual({ id: trigger.id, name: 'Own requests' });

    // An archived trigger is not changed, and sends nothing more.
    const put = await t.call('PUT', `${triggers}/${trigger.id}`, {
      token,
      body: triggerBody({ name: 'Back again', status: 'ENABLED' }),
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe('This trigger is archived and can no longer be changed.');
    const second = await requestLeave(t, member.token, {
      typeId: org.types.vacation,
      start: futureMonday(2),
    });
    expect(second.statusCode).toBe(201);
    expect(await inbox(t, member.token)).toHaveLength(1);
    // Removing it again changes nothing.
    expect((await t.call('DELETE', `${triggers}/${trigger.id}`, { token })).statusCode).toBe(204);
    expect((await t.call('GET', `${triggers}/${trigger.id}`, { token })).json().status).toBe('ARCHIVED');
  });

  it('DISABLED send nothing, and nothing is recorded for them', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const list = (await t.call('GET', triggers, { token })).json();
    for (const { id, ...rest } of list) {
      const put = await t.call('PUT', `${triggers}/${id}`, { token, body: { ...rest, status: 'DISABLED' } });
      expect(put.statusCode, put.body).toBe(200);
    }
    const member = await addMember(org);
    const res = await requestLeave(t, member.token, { typeId: org.types.vacation, start: futureMonday(1) });
    expect(res.statusCode).toBe(201);
    expect(await inbox(t, org.admin.accessToken)).toEqual([]);
    expect(await countRows(t, 'notifications', org.organizationId)).toBe(0);
    expect(await countRows(t, 'notification_deliveries', org.organizationId)).toBe(0);
    // The event itself is still recorded (a trigger enabled later does not replay it).
    expect(await countRows(t, 'notification_events', org.organizationId)).toBe(2);
  });

  it('are for organization admins only: team admins and employees are refused (403)', async () => {
    const org = await setupOrg(t);
    const [lead, member] = await Promise.all([addMember(org, { role: 'TEAM_ADMIN' }), addMember(org)]);
    const [{ id }] = (await t.call('GET', triggers, { token: org.admin.accessToken })).json();
    const body = triggerBody();
    for (const who of [lead, member]) {
      for (const [method, url, payload] of [
        ['GET', triggers],
        ['GET', `${triggers}/${id}`],
        ['POST', triggers, body],
        ['PUT', `${triggers}/${id}`, body],
        ['DELETE', `${triggers}/${id}`],
        ['GET', '/api/v1/notifications/events'],
        ['POST', `${triggers}/preview`, { eventType: 'LEAVE_CREATED', title: 'x' }],
      ] as const) {
        const res = await t.call(method, url, { token: who.token, body: payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
      }
    }
    expect((await t.call('GET', triggers, { token: org.admin.accessToken })).json()).toHaveLength(
      DEFAULT_TRIGGERS.length,
    );
  });

  it('of another organization are not found (404) and stay as they were', async () => {
    const mine = await setupOrg(t);
    const theirs = await setupOrg(t);
    const [target] = (await t.call('GET', triggers, { token: theirs.admin.accessToken })).json();
    const token = mine.admin.accessToken;
    const { id, ...body } = target;
    for (const [method, payload] of [['GET'], ['PUT', body], ['DELETE']] as const) {
      const res = await t.call(method, `${triggers}/${id}`, { token, body: payload });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification trigger not found.' });
    }
    const after = await t.call('GET', `${triggers}/${id}`, { token: theirs.admin.accessToken });
    expect(after.json()).toEqual(target);
  });
});
