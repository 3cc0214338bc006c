import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { DbOrTx } from '../../db/client';
import { addTeam, futureMonday, setupOrg } from '../leaves/leave-fixtures';
import {
  addMembers,
  countRows,
  createTrigger,
  disableDefaultTriggers,
  inbox,
  requestLeave,
  setSlackWebhook,
  triggerBody,
} from './notifications.fixture';
import { eventBase, recordEvent } from './record-event';

/**
 * A fan-out to a whole team is one statement per trigger, however large the team (decision 0010):
 * the statements recordEvent sends are counted for a team of 2 and one of 320. How fast it is
 * belongs to the benchmarks (bench/), not here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A webhook for the Slack channel to be allowed (no worker posts to it here). */
const SLACK_URL = 'https://hooks.slack.com/services/T000/B000/XXXX';

const STATEMENTS = ['execute', 'select', 'insert', 'update', 'delete'] as const;

/** The transaction, with every statement it is asked to run counted. */
function counted(tx: DbOrTx) {
  let statements = 0;
  const proxy = new Proxy(tx, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if ((STATEMENTS as readonly (string | symbol)[]).includes(prop))
        return (...args: unknown[]) => {
          statements += 1;
          return value.apply(target, args);
        };
      return value.bind(target);
    },
  });
  return { tx: proxy, statements: () => statements };
}

describe('a fan-out to a large team', () => {
  it('creates every notification with the same few statements as for a small team', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    await disableDefaultTriggers(t, token);
    const [big, small] = await Promise.all([addTeam(org, 'Everyone'), addTeam(org, 'Few')]);
    const bigTeam = await addMembers(
      org,
      Array.from({ length: 320 }, () => ({ teamId: big })),
    );
    const smallTeam = await addMembers(org, [{ teamId: small }, { teamId: small }]);
    await setSlackWebhook(t, token, SLACK_URL);
    const trigger = await createTrigger(
      t,
      token,
      triggerBody({ eventType: 'USER_CREATED', receptors: 'ALL_TEAM_MEMBERS', channels: ['EMAIL', 'SLACK'] }),
    );
    // Its notifications cause NOTIFICATION_CREATED, whose trigger fans out in turn.
    await createTrigger(
      t,
      token,
      triggerBody({ eventType: 'NOTIFICATION_CREATED', receptors: 'ORGANIZATION_ADMIN' }),
    );

    const statementsFor = async (subjectId: number) =>
      t.app.services.db.transaction(async (raw) => {
        const { tx, statements } = counted(raw);
        const params = { ...(await eventBase(raw, org.organizationId, subjectId)), link: '/' };
        await recordEvent(tx, {
          organizationId: org.organizationId,
          type: 'USER_CREATED',
          subjectUserId: subjectId,
          params,
        });
        return statements();
      });
    const forSmall = await statementsFor(smallTeam[0].id);
    const before = await countRows(t, 'notifications', org.organizationId);
    const forBig = await statementsFor(bigTeam[0].id);
    expect(forBig).toBe(forSmall);
    // The event, its triggers, one fan-out; the same again for NOTIFICATION_CREATED.
    expect(forBig).toBeLessThanOrEqual(6);
    // 320 team members, one admin told of it.
    expect((await countRows(t, 'notifications', org.organizationId)) - before).toBe(321);
    const [told] = await inbox(t, token, '&eventType=NOTIFICATION_CREATED');
    expect(told.params).toMatchObject({ notification: { recipientCount: 320, triggerName: trigger.name } });
  });

  it('reaches every member through the API: one notification each, one Slack post, an e-mail each', async () => {
    const org = await setupOrg(t);
    const big = await addTeam(org, 'Everyone');
    const team = await addMembers(
      org,
      Array.from({ length: 320 }, () => ({ teamId: big })),
    );
    await setSlackWebhook(t, org.admin.accessToken, SLACK_URL);
    await createTrigger(
      t,
      org.admin.accessToken,
      triggerBody({ name: 'Team calendar', receptors: 'ALL_TEAM_MEMBERS', channels: ['EMAIL', 'SLACK'] }),
    );
    const deliveriesBefore = await countRows(t, 'notification_deliveries', org.organizationId);
    const res = await requestLeave(t, team[7].token, { typeId: org.types.vacation, start: futureMonday(1) });
    expect(res.statusCode, res.body).toBe(201);
    for (const member of [team[0], team[7], team[319]]) {
      const list = await inbox(t, member.token);
      expect(
        list.map((n) => n.trigger.name),
        `member ${member.id}`,
      ).toEqual(['Team calendar']);
    }
    // 320 notifications of the trigger, the organization admin reviewing it. The request wrote one
    // row per person: their e-mails wait as one delivery per trigger (and one Slack post)...
    expect(await countRows(t, 'notifications', org.organizationId)).toBe(321);
    expect((await countRows(t, 'notification_deliveries', org.organizationId)) - deliveriesBefore).toBe(3);
    // ...that the worker expands into an e-mail each: 320, the reviewer's, and the Slack post.
    // (Other tests' organizations have e-mails waiting too: expand until none is left.)
    while ((await t.app.services.deliveries.expandEmails()) > 0);
    expect((await countRows(t, 'notification_deliveries', org.organizationId)) - deliveriesBefore).toBe(322);
    const emails = (await t.app.services.db.execute(sql`
      select count(distinct d.notification_id)::int as n from notification_deliveries d
      join notifications n on n.id = d.notification_id
      where d.channel = 'EMAIL' and n.organization_id = ${org.organizationId}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(emails.rows[0].n).toBe(321);
    expect(await t.app.services.deliveries.expandEmails()).toBe(0);
  });
});
