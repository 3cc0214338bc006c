import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../../test/harness';
import { notificationDeliveries } from '../../db/schema';
import { createPerson } from '../users/people.fixture';
import { DEFAULT_TRIGGERS } from './default-triggers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('notification delivery', () => {
  it('records a Slack post the organization cannot receive as a failed attempt with the reason, to retry later', async () => {
    const admin = await registerOrganization(t);
    const welcome = DEFAULT_TRIGGERS.find((d) => d.eventType === 'USER_CREATED')!;
    const trigger = await t.call('POST', '/api/v1/notifications/triggers', {
      token: admin.accessToken,
      body: { ...welcome, name: 'Welcome on Slack', channels: ['SLACK'] },
    });
    expect(trigger.statusCode, trigger.body).toBe(201);
    await createPerson(
      t,
      admin.accessToken,
      { teamId: admin.user.team!.id, leavePolicyId: admin.user.leavePolicy!.id },
      false,
    );

    await t.app.services.deliveries.runOnce();

    const db = t.app.services.db;
    const [slack] = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.triggerId, trigger.json().id));
    expect(slack).toMatchObject({
      channel: 'SLACK',
      status: 'PENDING',
      attempts: 1,
      lastError: 'The organization has no Slack webhook URL (set it on the Organization page).',
    });
  });
});
