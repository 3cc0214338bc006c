import { EVENT_PARAMS } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp, uniqueEmail } from '../../../test/harness';
import { futureMonday, setupOrg } from '../leaves/leave-fixtures';
import { userBody } from '../users/people.fixture';
import { createTrigger, eventsOf, requestLeave, triggerBody } from './notifications.fixture';

/**
 * Every event is recorded in the transaction of the change that causes it, with its subject and
 * its typed params (server-rules §6), read here from the events table itself.
 */
let t: TestApp;
const PUBLIC_URL = 'https://leave.example.com';
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});

describe('events', () => {
  it('are recorded for each change with its subject and typed params, and not for refused changes', async () => {
    const org = await setupOrg(t, { organizationName: 'Events Inc', firstName: 'Ada', lastName: 'Admin' });
    const token = org.admin.accessToken;
    const admin = org.admin.user;
    const organization = {
      id: org.organizationId,
      name: 'Events Inc',
      country: 'DE',
      timezone: 'Europe/Berlin',
    };
    const adminParams = {
      id: admin.id,
      firstName: 'Ada',
      lastName: 'Admin',
      fullName: 'Ada Admin',
      email: org.admin.email,
      role: 'ORGANIZATION_ADMIN',
      team: { id: org.teamId, name: admin.team!.name },
    };
    // Something listens to NOTIFICATION_CREATED, so that event is recorded too.
    await createTrigger(
      t,
      token,
      triggerBody({ name: 'Echo', eventType: 'NOTIFICATION_CREATED', receptors: 'ORGANIZATION_ADMIN' }),
    );

    const team = await t.call('POST', '/api/teams', { token, body: { name: 'Platform' } });
    expect(team.statusCode, team.body).toBe(201);
    const body = { ...userBody({ teamId: team.json().id, leavePolicyId: org.policyId }), firstName: 'Nina' };
    const user = await t.call('POST', '/api/users', { token, body });
    expect(user.statusCode, user.body).toBe(201);
    const nina = {
      id: user.json().id as number,
      firstName: 'Nina',
      lastName: 'Person',
      fullName: 'Nina Person',
      email: body.email,
      role: 'EMPLOYEE',
      team: { id: team.json().id as number, name: 'Platform' },
    };
    const ninaToken = await t.app.services.tokens.sign({
      userId: nina.id,
      organizationId: org.organizationId,
      role: 'EMPLOYEE',
      tokenVersion: 0,
    });
    const start = futureMonday(1);
    const leave = await requestLeave(t, ninaToken, {
      typeId: org.types.vacation,
      start,
      days: 3,
      reason: 'Moving house',
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const leaveId = leave.json().id as number;
    const review = await t.call('PUT', `/api/leaves/${leaveId}`, { token, body: { status: 'ACCEPTED' } });
    expect(review.statusCode, review.body).toBe(200);

    // Refused changes: a taken e-mail, a taken team name, an overlapping request.
    expect((await t.call('POST', '/api/users', { token, body })).statusCode).toBe(409);
    expect((await t.call('POST', '/api/teams', { token, body: { name: 'platform' } })).statusCode).toBe(409);
    const overlap = await requestLeave(t, ninaToken, { typeId: org.types.vacation, start });
    expect(overlap.statusCode).toBe(409);

    const leaveParams = {
      id: leaveId,
      status: 'PENDING',
      startAt: start,
      endAt: leave.json().endAt,
      startDayPart: 'FULL',
      endDayPart: 'FULL',
      duration: 3,
      unit: 'DAYS',
      startTime: null,
      endTime: null,
      totalDays: 3,
      reason: 'Moving house',
      cancelReason: null,
      reviewReason: null,
      type: { id: org.types.vacation, name: 'Vacation', symbol: '🏖️' },
    };
    const link = `${PUBLIC_URL}/leaves/${leaveId}`;
    const events = await eventsOf(t, org.organizationId);
    const echo = (eventType: string, title: string, textContent: string, recipientCount: number) => ({
      type: 'NOTIFICATION_CREATED',
      subjectUserId: expect.any(Number),
      params: {
        organization,
        user: expect.any(Object),
        notification: { title, textContent, eventType, triggerName: expect.any(String), recipientCount },
        link: expect.any(String),
      },
    });
    expect(events.map(({ id: _, ...e }) => e)).toEqual([
      {
        type: 'ORGANIZATION_CREATED',
        subjectUserId: admin.id,
        params: { organization, user: adminParams, link: `${PUBLIC_URL}/` },
      },
      {
        type: 'TEAM_CREATED',
        subjectUserId: admin.id,
        params: {
          organization,
          user: adminParams,
          team: { id: team.json().id, name: 'Platform' },
          link: `${PUBLIC_URL}/teams`,
        },
      },
      {
        type: 'USER_CREATED',
        subjectUserId: nina.id,
        params: { organization, user: nina, link: `${PUBLIC_URL}/` },
      },
      // The default welcome trigger created a notification: the echo event says so.
      echo('USER_CREATED', 'Welcome to Events Inc', expect.stringContaining('Hello Nina,'), 1),
      {
        type: 'LEAVE_CREATED',
        subjectUserId: nina.id,
        params: {
          organization,
          user: nina,
          leave: leaveParams,
          link,
          // Placeholders the delivery worker replaces by each reviewer's own link (decision 0035).
          decide: {
            acceptLink: expect.stringMatching(/\/leaves\/\d+\/decide\?token=ld-decide\.[\w-]+\.1\.accept$/),
            rejectLink: expect.stringMatching(/\/leaves\/\d+\/decide\?token=ld-decide\.[\w-]+\.1\.reject$/),
          },
        },
      },
      echo('LEAVE_CREATED', 'New leave request from Nina Person', expect.stringContaining('Moving house'), 1),
      {
        type: 'LEAVE_STATUS_UPDATED',
        subjectUserId: nina.id,
        params: {
          organization,
          user: nina,
          leave: { ...leaveParams, status: 'ACCEPTED' },
          reviewer: { id: admin.id, firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin' },
          approval: { step: 1, steps: 1, decided: true },
          link,
        },
      },
      echo(
        'LEAVE_STATUS_UPDATED',
        'Your Vacation request was accepted',
        expect.stringContaining('Ada Admin accepted'),
        1,
      ),
    ]);
    // Each event's params are exactly what its schema (and so GET /v1/notifications/events) says.
    for (const event of events) {
      const schema = EVENT_PARAMS[event.type];
      expect(schema.safeParse(event.params).success, event.type).toBe(true);
      expect(Object.keys(event.params).sort()).toEqual(Object.keys(schema.shape).sort());
    }
    const echoed = events.find((e) => e.type === 'NOTIFICATION_CREATED')!;
    expect(echoed.params).toMatchObject({ user: nina, notification: { triggerName: 'Welcome' } });
  });

  it('of a new organization: ORGANIZATION_CREATED, whose subject is the registering admin', async () => {
    const email = uniqueEmail('founder');
    const admin = await registerOrganization(t, {
      email,
      organizationName: 'Fresh Co',
      firstName: 'Fay',
      lastName: 'Founder',
    });
    const [event, ...more] = await eventsOf(t, admin.user.organization.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: 'ORGANIZATION_CREATED',
      subjectUserId: admin.user.id,
      params: {
        organization: { name: 'Fresh Co' },
        user: { fullName: 'Fay Founder', email, role: 'ORGANIZATION_ADMIN' },
      },
    });
  });
});
