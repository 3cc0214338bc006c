import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useOwnDatabase } from '../../../test/harness';
import { notificationDeliveries, organizations } from '../../db/schema';
import { futureMonday, type Org, setupOrg } from '../leaves/leave-fixtures';
import { addMember, createTrigger, requestLeave, SlackCatcher, triggerBody } from './notifications.fixture';

/**
 * Slack webhook addresses (decision 0010): https only, never loopback or private addresses, both
 * when the organization is saved and when a post is made; SLACK_ALLOW_PRIVATE_URLS (off here) is
 * the only way around. Delivery rounds are run by hand (no background worker), on a database of
 * this file's own so a round only meets this file's posts.
 */
useOwnDatabase();
const slack = new SlackCatcher();
let t: TestApp;
beforeAll(async () => {
  await slack.start();
  t = await createTestApp();
});
afterAll(() => slack.stop());

const settings = (slackWebhookUrl: string | null) => ({
  name: 'Acme Test',
  country: 'DE',
  timezone: 'Europe/Berlin',
  weekFirstDay: 'MONDAY',
  workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  metadata: { slackWebhookUrl },
});

/** A Slack trigger and a leave request that makes it post; answers the post's delivery row. */
async function slackPost(org: Org) {
  const trigger = await createTrigger(
    t,
    org.admin.accessToken,
    triggerBody({ name: 'To Slack', receptors: 'REVIEWERS', channels: ['SLACK'] }),
  );
  const member = await addMember(org);
  const res = await requestLeave(t, member.token, { typeId: org.types.vacation, start: futureMonday(1) });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.services.deliveries.runOnce();
  const [delivery] = await t.app.services.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.triggerId, trigger.id));
  return delivery;
}

describe('the Slack webhook URL', () => {
  it('is refused on save unless https and public; the stored one stays', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const good = 'https://hooks.slack.com/services/T000/B000/XXXX';
    expect(
      (await t.call('PUT', '/api/organizations/default', { token, body: settings(good) })).statusCode,
    ).toBe(200);
    const privateAddress =
      'The Slack webhook URL points to a private or local address, which is not allowed.';
    for (const [url, message] of [
      ['http://hooks.slack.com/services/T000/B000/XXXX', 'Slack webhook URL must be an https URL'],
      [slack.url, 'Slack webhook URL must be an https URL'],
      ['https://127.0.0.1/services/x', privateAddress],
      ['https://127.1:8443/services/x', privateAddress],
      ['https://10.1.2.3/services/x', privateAddress],
      ['https://192.168.0.10/services/x', privateAddress],
      ['https://169.254.169.254/latest/meta-data', privateAddress],
      ['https://[::1]/services/x', privateAddress],
      ['https://[::ffff:127.0.0.1]/services/x', privateAddress],
      // IPv6 forms that lead to a local IPv4 address: IPv4-compatible, mapped, NAT64, 6to4
      ['https://[::127.0.0.1]/services/x', privateAddress],
      ['https://[::ffff:10.0.0.1]/services/x', privateAddress],
      ['https://[64:ff9b::7f00:1]/services/x', privateAddress],
      ['https://[2002:7f00:1::]/services/x', privateAddress],
      ['https://[::]/services/x', privateAddress],
      ['https://0.0.0.0/services/x', privateAddress],
      ['https://100.64.0.1/services/x', privateAddress],
      ['https://[fc00::1]/services/x', privateAddress],
      ['https://[fe80::1]/services/x', privateAddress],
      ['https://localhost/services/x', privateAddress],
      ['https://hooks.localhost/services/x', privateAddress],
      [
        'https://user:secret@hooks.slack.com/services/x',
        'The Slack webhook URL must not contain credentials.',
      ],
    ]) {
      const res = await t.call('PUT', '/api/organizations/default', { token, body: settings(url) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        details: [{ field: 'metadata.slackWebhookUrl', message }],
      });
    }
    const stored = await t.call('GET', '/api/organizations/default', { token });
    expect(stored.json().metadata).toEqual({ slackWebhookUrl: good });
    // The test message is refused the same way, before any connection.
    const test = await t.call('POST', '/api/v1/notifications/slack/test', {
      token,
      body: { url: slack.url },
    });
    expect(test.statusCode).toBe(400);
    expect(test.json().details).toEqual([
      { field: 'url', message: 'Slack webhook URL must be an https URL' },
    ]);
    expect(slack.posts).toEqual([]);
  });

  it('is checked again at delivery: one stored before the rules, or naming this machine, is not posted to', async () => {
    for (const url of [slack.url, 'https://localhost:9/services/x', 'https://[::127.0.0.1]:9/services/x']) {
      const org = await setupOrg(t);
      // Written straight to the database, as one saved before these rules (or by hand) would be.
      await t.app.services.db
        .update(organizations)
        .set({ metadata: { slackWebhookUrl: url } })
        .where(eq(organizations.id, org.organizationId));
      const delivery = await slackPost(org);
      expect(delivery, url).toMatchObject({
        channel: 'SLACK',
        status: 'PENDING',
        attempts: 1,
        lastError: url.startsWith('http:')
          ? 'Slack webhook URL must be an https URL'
          : 'The Slack webhook URL points to a private or local address, which is not allowed.',
      });
    }
    expect(slack.posts).toEqual([]);
  });

  it('missing makes a Slack post a failed attempt with the reason, retried later', async () => {
    const org = await setupOrg(t);
    const delivery = await slackPost(org);
    expect(delivery).toMatchObject({
      channel: 'SLACK',
      status: 'PENDING',
      attempts: 1,
      lastError: 'The organization has no Slack webhook URL (set it on the Organization page).',
    });
    expect(delivery.runAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
  });
});
