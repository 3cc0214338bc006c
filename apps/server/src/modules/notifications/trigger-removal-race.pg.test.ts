import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { notificationDeliveries, notificationTriggers } from '../../db/schema';
import { setupOrg } from '../leaves/leave-fixtures';
import { createTrigger, disableDefaultTriggers, triggerBody } from './notifications.fixture';
import { eventBase, recordEvent } from './record-event';

/**
 * A trigger removed while an event fans out to it (decision 0022). The deliveries no longer have a
 * foreign key to their trigger: recordEvent's key-share lock on the triggers it reads is what keeps
 * a trigger from going while its rows are being written. The removal waits for the event's
 * transaction, then finds the rows and archives the trigger instead of deleting it.
 *
 * The trigger here cannot be rendered (a template stored before templates were checked as they are
 * today): its event writes a FAILED delivery and no notification, so no other row's key guards it.
 * PostgreSQL only: the embedded database runs one transaction at a time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('removing a trigger while an event fans out to it', () => {
  it('waits for the event to commit, then archives the trigger its delivery names', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const db = t.app.services.db;
    await disableDefaultTriggers(t, token);
    const trigger = await createTrigger(
      t,
      token,
      triggerBody({
        name: 'Team news',
        eventType: 'TEAM_CREATED',
        receptors: 'USER',
        title: 'Team {{team.name}}',
      }),
    );
    await db
      .update(notificationTriggers)
      .set({ textTemplate: '{{#if}}x{{/if}}' })
      .where(eq(notificationTriggers.id, trigger.id));

    let answered = false;
    let removal: ReturnType<typeof t.call> | undefined;
    await db.transaction(async (tx) => {
      const base = await eventBase(tx, org.organizationId, org.admin.user.id);
      await recordEvent(tx, {
        organizationId: org.organizationId,
        type: 'TEAM_CREATED',
        subjectUserId: org.admin.user.id,
        params: { ...base, team: { id: 1, name: 'Racers' }, link: '/teams' },
      });
      removal = t.call('DELETE', `/api/v1/notifications/triggers/${trigger.id}`, { token });
      void removal.then(() => {
        answered = true;
      });
      await sleep(400);
      expect(answered).toBe(false);
    });
    const res = await removal!;
    expect(res.statusCode, res.body).toBe(204);
    const after = await t.call('GET', `/api/v1/notifications/triggers/${trigger.id}`, { token });
    expect(after.json()).toMatchObject({ name: 'Team news', status: 'ARCHIVED' });
    const deliveries = await db
      .select({ status: notificationDeliveries.status, lastError: notificationDeliveries.lastError })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.triggerId, trigger.id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].status).toBe('FAILED');
    expect(deliveries[0].lastError).toContain("Fix them on the trigger's form.");
  });
});
