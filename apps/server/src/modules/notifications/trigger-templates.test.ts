import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { notificationTriggers } from '../../db/schema';
import { futureMonday, setupOrg } from '../leaves/leave-fixtures';
import { DEFAULT_TRIGGERS } from './default-triggers';
import {
  addMember,
  createTrigger,
  eventsOf,
  inbox,
  requestLeave,
  triggerBody,
} from './notifications.fixture';

/**
 * Trigger templates: validated on save against the event (a 400 naming the field), rendered once
 * when the event happens with the helpers formatDate and eq, HTML variables escaped.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const triggers = '/api/v1/notifications/triggers';

describe('trigger templates on save', () => {
  it('with a syntax error or a variable the event does not have are a 400 naming each field', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const cases: [Record<string, string>, { field: string; message: string }[]][] = [
      [
        { title: 'Hello {{user.fullName' },
        [
          {
            field: 'title',
            message: expect.stringMatching(/^Title has a syntax error: Parse error on line 1/),
          },
        ],
      ],
      [
        { textTemplate: 'Reason: {{leave.motive}}' },
        [
          {
            field: 'textTemplate',
            message:
              'Text template uses the variable "leave.motive", which the event LEAVE_CREATED does not have.',
          },
        ],
      ],
      [
        // reviewer belongs to LEAVE_STATUS_UPDATED, not to LEAVE_CREATED.
        { htmlTemplate: '<p>{{reviewer.fullName}}</p>' },
        [
          {
            field: 'htmlTemplate',
            message:
              'HTML template uses the variable "reviewer.fullName", which the event LEAVE_CREATED does not have.',
          },
        ],
      ],
      [
        { htmlTemplate: '<p>{{{leave.reason}}}</p>' },
        [
          {
            field: 'htmlTemplate',
            message:
              'HTML template uses triple braces {{{…}}}, which would insert unescaped HTML: use {{…}}.',
          },
        ],
      ],
      [
        {
          title: '{{#each leave}}{{/if}}',
          textTemplate: '{{shout user.fullName}}',
          htmlTemplate: '{{> header}}',
        },
        [
          { field: 'title', message: expect.stringMatching(/^Title has a syntax error: /) },
          { field: 'textTemplate', message: 'Text template uses the unknown helper "shout".' },
          {
            field: 'htmlTemplate',
            message: 'HTML template uses a partial, which notification templates do not support.',
          },
        ],
      ],
    ];
    for (const [templates, details] of cases) {
      const res = await t.call('POST', triggers, { token, body: triggerBody(templates) });
      expect(res.statusCode, JSON.stringify(templates)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details });
      expect(res.json().details).toHaveLength(details.length);
      expect(res.json().message).toBe(res.json().details[0].message);
    }
    // Variables are judged against the chosen event: team exists for TEAM_CREATED only.
    const team = triggerBody({
      eventType: 'TEAM_CREATED',
      receptors: 'USER',
      title: 'New team {{team.name}}',
    });
    expect((await t.call('POST', triggers, { token, body: team })).statusCode).toBe(201);
    const wrong = await t.call('POST', triggers, { token, body: { ...team, eventType: 'USER_CREATED' } });
    expect(wrong.json().details).toEqual([
      {
        field: 'title',
        message: 'Title uses the variable "team.name", which the event USER_CREATED does not have.',
      },
    ]);

    // Nothing saved by a refused create or update.
    const list = (await t.call('GET', triggers, { token })).json();
    expect(list).toHaveLength(DEFAULT_TRIGGERS.length + 1);
    const { id, ...rest } = list[0];
    const put = await t.call('PUT', `${triggers}/${id}`, {
      token,
      body: { ...rest, title: '{{leave.nope}}' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().details).toEqual([
      { field: 'title', message: expect.stringContaining('"leave.nope"') },
    ]);
    expect((await t.call('GET', `${triggers}/${id}`, { token })).json()).toEqual(list[0]);
  });

  it('that would fail when rendered (a helper without its argument) are a 400 too', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    for (const [field, template] of [
      ['title', '{{#if}}yes{{/if}}'],
      ['textTemplate', '{{#each}}{{this}}{{/each}}'],
      ['htmlTemplate', '{{#with}}x{{/with}}'],
      ['textTemplate', '{{if leave.reason}}'],
      ['title', 'By {{lookup}}'],
      ['htmlTemplate', '{{#unless leave.reason leave.id}}x{{/unless}}'],
    ] as const) {
      const res = await t.call('POST', triggers, { token, body: triggerBody({ [field]: template }) });
      expect(res.statusCode, template).toBe(400);
      expect(res.json().details, template).toEqual([
        { field, message: expect.stringMatching(/ gives "\w+" .*: it takes exactly | without "#": /) },
      ]);
    }
    const said = async (title: string) =>
      (await t.call('POST', triggers, { token, body: triggerBody({ title }) })).json().message;
    expect(await said('{{#if}}yes{{/if}}')).toBe(
      'Title gives "if" no value: it takes exactly one value, as in {{#if leave.reason}}…{{/if}}.',
    );
    expect(await said('{{if leave.reason}}')).toBe(
      'Title uses "if" without "#": it wraps a part of the text, as in {{#if leave.reason}}…{{/if}}.',
    );
    expect(await said('{{formatDate}}')).toBe(
      'Title gives "formatDate" no value: it takes exactly one value, as in {{formatDate leave.startAt}}.',
    );
    expect((await t.call('GET', triggers, { token })).json()).toHaveLength(DEFAULT_TRIGGERS.length);
  });

  it('are previewed with sample params, or their problems listed', async () => {
    const org = await setupOrg(t);
    const res = await t.call('POST', `${triggers}/preview`, {
      token: org.admin.accessToken,
      body: {
        eventType: 'LEAVE_CREATED',
        title: '{{user.fullName}} asks',
        textTemplate: '{{leave.type.name}} from {{formatDate leave.startAt}}',
        htmlTemplate: '<b>{{leave.nope}}</b>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: 'Jane Doe asks',
      textContent: 'Vacation from 21 Dec 2026',
      htmlContent: null,
      errors: [
        {
          field: 'htmlTemplate',
          message:
            'HTML template uses the variable "leave.nope", which the event LEAVE_CREATED does not have.',
        },
      ],
    });
  });
});

describe('trigger templates when the event happens', () => {
  it('format dates as D MMM YYYY in the organization’s time zone, compare with eq, and escape HTML', async () => {
    // A start always ahead (a fixed 2027 date would be refused as past from March 2027 on).
    const nextYear = new Date().getUTCFullYear() + 1;
    const rendered = async (timezone: string, typeName: 'vacation' | 'sick') => {
      const org = await setupOrg(t, { timezone });
      await createTrigger(
        t,
        org.admin.accessToken,
        triggerBody({
          title: '{{formatDate "2026-12-20T23:30:00Z"}} / {{formatDate leave.startAt}}',
          textTemplate: '{{#if (eq leave.type.name "Vacation")}}holiday{{else}}other{{/if}} {{leave.reason}}',
          htmlTemplate: '<p title="{{leave.reason}}">{{leave.reason}}</p>',
        }),
      );
      const member = await addMember(org);
      const res = await requestLeave(t, member.token, {
        typeId: org.types[typeName],
        start: `${nextYear}-03-01`,
        reason: '<script>alert(1)</script> "Tom & Jerry"',
      });
      expect(res.statusCode, res.body).toBe(201);
      const [n] = await inbox(t, member.token);
      return n;
    };
    const auckland = await rendered('Pacific/Auckland', 'vacation');
    expect(auckland.title).toBe(`21 Dec 2026 / 1 Mar ${nextYear}`);
    expect(auckland.textContent).toBe('holiday <script>alert(1)</script> "Tom & Jerry"');
    expect(auckland.htmlContent).toBe(
      '<p title="&lt;script&gt;alert(1)&lt;/script&gt; &quot;Tom &amp; Jerry&quot;">&lt;script&gt;alert(1)&lt;/script&gt; &quot;Tom &amp; Jerry&quot;</p>',
    );
    const losAngeles = await rendered('America/Los_Angeles', 'sick');
    // The same instant is the day before there; a calendar date stays the date it is.
    expect(losAngeles.title).toBe(`20 Dec 2026 / 1 Mar ${nextYear}`);
    expect(losAngeles.textContent).toMatch(/^other /);
  });

  it('are rendered once: a later edit does not rewrite the notifications already made', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const trigger = await createTrigger(t, token, triggerBody({ title: 'First wording' }));
    const member = await addMember(org);
    await requestLeave(t, member.token, { typeId: org.types.vacation, start: futureMonday(1) });
    const put = await t.call('PUT', `${triggers}/${trigger.id}`, {
      token,
      body: triggerBody({ title: 'Second wording', textTemplate: 'changed', htmlTemplate: '<p>changed</p>' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    await requestLeave(t, member.token, { typeId: org.types.vacation, start: futureMonday(2) });
    const [newer, older] = await inbox(t, member.token);
    expect(older).toMatchObject({ title: 'First wording', htmlContent: '<p>Pat Person</p>' });
    expect(newer).toMatchObject({
      title: 'Second wording',
      textContent: 'changed',
      htmlContent: '<p>changed</p>',
    });
  });

  it('of a NOTIFICATION_CREATED trigger tell of other triggers’ notifications, never of their own', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const echo = triggerBody({
      name: 'Echo',
      eventType: 'NOTIFICATION_CREATED',
      receptors: 'ORGANIZATION_ADMIN',
      title: '{{notification.triggerName}} reached {{notification.recipientCount}}: {{notification.title}}',
    });
    await createTrigger(t, token, echo);
    await createTrigger(t, token, { ...echo, name: 'Echo to the person', receptors: 'USER' });
    const lead = await addMember(org, { role: 'TEAM_ADMIN' });
    const member = await addMember(org, { firstName: 'Mia' });
    const res = await requestLeave(t, member.token, { typeId: org.types.vacation, start: futureMonday(1) });
    expect(res.statusCode).toBe(201);

    const types = (await eventsOf(t, org.organizationId)).map((e) => e.type);
    expect(types).toEqual(['ORGANIZATION_CREATED', 'LEAVE_CREATED', 'NOTIFICATION_CREATED']);
    const told = 'Leave request to reviewers reached 2: New leave request from Mia Person';
    expect((await inbox(t, token)).map((n) => n.title)).toEqual([told, 'New leave request from Mia Person']);
    expect((await inbox(t, member.token)).map((n) => n.title)).toEqual([told]);
    expect((await inbox(t, lead.token)).map((n) => n.title)).toEqual(['New leave request from Mia Person']);
  });

  it('that fail when rendered (saved before they were checked) cost their own notifications, never the change', async () => {
    const org = await setupOrg(t);
    // Written straight to the database: the API refuses such a template since it is checked.
    await t.app.services.db.insert(notificationTriggers).values({
      organizationId: org.organizationId,
      ...triggerBody({ name: 'Broken', title: '{{#if}}x{{/if}}' }),
      receptors: 'USER',
      channels: ['EMAIL'],
    });
    const member = await addMember(org, { firstName: 'Bo' });
    const res = await requestLeave(t, member.token, { typeId: org.types.vacation, start: futureMonday(1) });
    expect(res.statusCode, res.body).toBe(201);
    expect(await inbox(t, member.token)).toEqual([]);
    // The other triggers of the event still notify.
    expect((await inbox(t, org.admin.accessToken)).map((n) => n.title)).toEqual([
      'New leave request from Bo Person',
    ]);
    // Admins see why on the trigger.
    const list = (await t.call('GET', triggers, { token: org.admin.accessToken })).json();
    expect(list.find((x: { name: string }) => x.name === 'Broken')).toMatchObject({
      failedCount: 1,
      lastError:
        "The trigger's templates could not be rendered: #if requires exactly one argument. Fix them on the trigger's form.",
    });
    const events = await t.app.services.db.execute(
      sql`select count(*)::int as n from notification_events where organization_id = ${org.organizationId} and type = 'LEAVE_CREATED'`,
    );
    expect((events as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });
});
