import type { NotificationTrigger } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Registered, registerOrganization, type TestApp } from '../../../test/harness';
import { notificationDeliveries, notifications, notificationTriggers } from '../../db/schema';
import { userBody } from '../users/people.fixture';

/**
 * Templates that Handlebars parses but refuses only while rendering them ({{#if}} without a value,
 * {{lookup user}}, {{if x}} without "#"): saved, such a trigger failed every change that caused its
 * event with a 500 (adding a person, asking for leave), and the form's preview answered 500.
 */
let t: TestApp;
let admin: Registered;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerOrganization(t);
});

const trigger = (textTemplate: string) => ({
  name: 'Welcome',
  title: 'Welcome {{user.firstName}}',
  eventType: 'USER_CREATED',
  receptors: 'ORGANIZATION_ADMIN',
  channels: ['EMAIL'],
  textTemplate,
  htmlTemplate: '<p>Welcome</p>',
});

const RENDER_ONLY_FAULTS: [string, string][] = [
  [
    '{{#if}}x{{/if}}',
    'Text template gives "if" no value: it takes exactly one value, as in {{#if leave.reason}}…{{/if}}.',
  ],
  [
    '{{#unless user user}}x{{/unless}}',
    'Text template gives "unless" two values: it takes exactly one value, as in {{#unless leave.reason}}…{{/unless}}.',
  ],
  [
    '{{#with}}x{{/with}}',
    'Text template gives "with" no value: it takes exactly one value, as in {{#with leave.type}}…{{/with}}.',
  ],
  [
    '{{#each}}x{{/each}}',
    'Text template gives "each" no value: it takes exactly one value, as in {{#each list}}…{{/each}}.',
  ],
  [
    '{{#if user.firstName}}a{{else if}}b{{/if}}',
    'Text template gives "if" no value: it takes exactly one value, as in {{#if leave.reason}}…{{/if}}.',
  ],
  [
    '{{lookup user}}',
    'Text template gives "lookup" one value: it takes exactly two values, as in {{lookup user "firstName"}}.',
  ],
  [
    '{{#if (lookup)}}x{{/if}}',
    'Text template gives "lookup" no value: it takes exactly two values, as in {{lookup user "firstName"}}.',
  ],
  [
    '{{formatDate}}',
    'Text template gives "formatDate" no value: it takes exactly one value, as in {{formatDate leave.startAt}}.',
  ],
  [
    '{{if user.firstName}}',
    'Text template uses "if" without "#": it wraps a part of the text, as in {{#if leave.reason}}…{{/if}}.',
  ],
];

describe('trigger templates that cannot be rendered', () => {
  it.each(RENDER_ONLY_FAULTS)('%s is refused on save and shown by the preview', async (template, message) => {
    const token = admin.accessToken;
    const saved = await t.call('POST', '/api/v1/notifications/triggers', { token, body: trigger(template) });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      details: [{ field: 'textTemplate', message }],
    });

    const preview = await t.call('POST', '/api/v1/notifications/triggers/preview', {
      token,
      body: { eventType: 'USER_CREATED', title: 'Hello {{user.firstName}}', textTemplate: template },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      title: 'Hello Jane',
      textContent: null,
      htmlContent: '',
      errors: [{ field: 'textTemplate', message }],
    });
  });

  it('takes the helpers written as they are meant', async () => {
    const template = [
      '{{#if user.team includeZero=true}}{{user.team.name}}{{else}}no team{{/if}}',
      '{{#unless user.lastName}}-{{/unless}} {{#with user.team}}{{name}}{{/with}}',
      '{{#each user}}{{@key}} {{/each}}{{lookup user "firstName"}}',
      '{{#if (eq user.role "EMPLOYEE")}}employee{{/if}} {{formatDate "2027-03-01"}}',
    ].join('\n');
    const saved = await t.call('POST', '/api/v1/notifications/triggers', {
      token: admin.accessToken,
      body: trigger(template),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await t.call('DELETE', `/api/v1/notifications/triggers/${saved.json().id}`, { token: admin.accessToken });
  });

  it('a stored trigger that cannot be rendered never fails the change that causes its event, and says why in the triggers list', async () => {
    const own = await registerOrganization(t);
    const db = t.app.services.db;
    // As a trigger saved before its templates were checked this way.
    const [broken] = await db
      .insert(notificationTriggers)
      .values({ ...trigger('{{#if}}x{{/if}}'), organizationId: own.user.organization.id })
      .returning({ id: notificationTriggers.id });

    const created = await t.call('POST', '/api/users', {
      token: own.accessToken,
      body: userBody({ teamId: own.user.team!.id, leavePolicyId: own.user.leavePolicy!.id }),
    });
    expect(created.statusCode, created.body).toBe(201);

    // The default welcome trigger still notified the new person; the broken one nobody.
    const welcomed = await db.select().from(notifications).where(eq(notifications.userId, created.json().id));
    expect(welcomed).toHaveLength(1);
    expect(await db.select().from(notifications).where(eq(notifications.triggerId, broken!.id))).toEqual([]);
    const failures = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.triggerId, broken!.id));
    expect(failures).toMatchObject([{ status: 'FAILED', notificationId: null }]);

    const listed = await t.call('GET', '/api/v1/notifications/triggers', { token: own.accessToken });
    const row = (listed.json() as NotificationTrigger[]).find((x) => x.id === broken!.id);
    expect(row).toMatchObject({
      failedCount: 1,
      lastError:
        "The trigger's templates could not be rendered: #if requires exactly one argument. Fix them on the trigger's form.",
    });
  });
});
