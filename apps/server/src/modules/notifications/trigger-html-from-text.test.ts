import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useOwnDatabase } from '../../../test/harness';
import { futureMonday, setupOrg } from '../leaves/leave-fixtures';
import { addMember, inbox, MailCatcher, requestLeave, triggerBody, until } from './notifications.fixture';

/**
 * The HTML template is optional: a trigger saved without one e-mails the HTML made from its
 * rendered text (escaped, a paragraph per blank-line block, <br> at the other line breaks). And the
 * list names each trigger's title as it reads with the event's sample data.
 */
useOwnDatabase();
const smtp = new MailCatcher();
let t: TestApp;
const triggers = '/api/v1/notifications/triggers';

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_WORKER: 'true', NOTIFICATION_POLL_MS: '20' });
});
afterAll(() => smtp.stop());

const TEXT =
  'Hello {{user.firstName}},\n\n{{user.fullName}} asked for {{leave.type.name}}.\nReason: {{leave.reason}}';

describe('a trigger without an HTML template', () => {
  it('is saved, missing or empty, and e-mails HTML made from its text, escaped', async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    const { htmlTemplate: _, ...withoutHtml } = triggerBody({ name: 'Plain', textTemplate: TEXT });
    const created = await t.call('POST', triggers, { token, body: withoutHtml });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Plain', htmlTemplate: '' });
    const empty = await t.call('POST', triggers, {
      token,
      body: triggerBody({ name: 'Empty HTML', receptors: 'ORGANIZATION_ADMIN', htmlTemplate: '  ' }),
    });
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json().htmlTemplate).toBe('');
    // An update may drop the HTML template too.
    const { id, ...saved } = empty.json();
    const { htmlTemplate: __, ...savedWithoutHtml } = saved;
    const put = await t.call('PUT', `${triggers}/${id}`, { token, body: savedWithoutHtml });
    expect(put.statusCode, put.body).toBe(200);

    const member = await addMember(org, { firstName: 'Mia' });
    const res = await requestLeave(t, member.token, {
      typeId: org.types.vacation,
      start: futureMonday(1),
      reason: '<b>Tom & Jerry</b>',
    });
    expect(res.statusCode, res.body).toBe(201);

    const html =
      '<p>Hello Mia,</p>\n<p>Mia Person asked for Vacation.<br>\nReason: &lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</p>';
    const mail = await until('the e-mail of the plain trigger', () => smtp.to(member.email)[0]);
    expect(mail.text.trim()).toBe('Hello Mia,\n\nMia Person asked for Vacation.\nReason: <b>Tom & Jerry</b>');
    expect(mail.html).toBe(html);
    const [notification] = await inbox(t, member.token);
    expect(notification.htmlContent).toBe(html);
  });

  it('previews the HTML made from the text', async () => {
    const org = await setupOrg(t);
    const res = await t.call('POST', `${triggers}/preview`, {
      token: org.admin.accessToken,
      body: { eventType: 'LEAVE_CREATED', title: 'Hi', textTemplate: 'A & B\nby {{user.fullName}}' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: 'Hi',
      textContent: 'A & B\nby Jane Doe',
      htmlContent: '<p>A &amp; B<br>\nby Jane Doe</p>',
      errors: [],
    });
  });
});

describe('the triggers list', () => {
  it("gives each trigger's title rendered with the event's sample data", async () => {
    const org = await setupOrg(t);
    const token = org.admin.accessToken;
    await t.call('POST', triggers, {
      token,
      body: triggerBody({
        name: 'Decision',
        eventType: 'LEAVE_STATUS_UPDATED',
        title:
          '{{#if (eq leave.status "ACCEPTED")}}Approved{{else}}Declined{{/if}}: {{leave.type.name}} from {{formatDate leave.startAt}}',
      }),
    });
    const list = (await t.call('GET', triggers, { token })).json() as {
      id: number;
      title: string;
      sampleTitle: string;
    }[];
    expect(list.map((x) => [x.title, x.sampleTitle])).toEqual([
      ['New leave request from {{user.fullName}}', 'New leave request from Jane Doe'],
      [expect.stringContaining('{{#if (eq leave.status "ACCEPTED")}}'), 'Your Vacation request was accepted'],
      ['Welcome to {{organization.name}}', 'Welcome to Acme'],
      ['{{user.fullName}} named you as their substitute', 'Jane Doe named you as their substitute'],
      [
        "{{user.fullName}}'s {{leave.type.name}} request is waiting for a decision",
        "Jane Doe's Vacation request is waiting for a decision",
      ],
      [expect.any(String), 'Approved: Vacation from 21 Dec 2026'],
    ]);
    const one = (await t.call('GET', `${triggers}/${list[5].id}`, { token })).json();
    expect(one.sampleTitle).toBe('Approved: Vacation from 21 Dec 2026');
  });
});
