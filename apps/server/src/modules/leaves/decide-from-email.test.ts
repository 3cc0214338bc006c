import { DECIDE_LINK_MSG, type DecisionLink, type Leave } from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useOwnDatabase } from '../../../test/harness';
import { auditEntries, organizations, users } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import { inbox, type Mail, MailCatcher, until } from '../notifications/notifications.fixture';
import { addPerson, addTeam, futureMonday, type Org, type Person, setupOrg } from './leave-fixtures';

/**
 * Issue 28, decide from the e-mail (decision 0035): the reviewers' e-mail, sent through a real SMTP
 * conversation by the background worker, carries each recipient's own Accept and Reject links; a
 * link's page reads the request (GET, deciding nothing) and decides once on a press (POST).
 */
useOwnDatabase();
const smtp = new MailCatcher();
let t: TestApp;
let org: Org;
let week = 2;
const PUBLIC_URL = 'https://leave.example.com';

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    NOTIFICATION_WORKER: 'true',
    NOTIFICATION_POLL_MS: '20',
    PUBLIC_URL,
  });
  org = await setupOrg(t);
});
afterAll(async () => {
  await smtp.stop();
});

const fullName = (p: Person) => `${p.user.firstName} ${p.user.lastName}`;

interface Links {
  accept: string;
  reject: string;
}

/** The Accept and Reject links of an e-mail, from its text; the HTML carries the same ones. */
function linksOf(mail: Mail): Links {
  const accept = /^Accept: (\S+)$/m.exec(mail.text)?.[1];
  const reject = /^Reject: (\S+)$/m.exec(mail.text)?.[1];
  expect(accept, mail.text).toBeDefined();
  expect(reject, mail.text).toBeDefined();
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&#x3D;', '='));
  expect(hrefs).toEqual(expect.arrayContaining([accept, reject]));
  return { accept: accept!, reject: reject! };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The reviewers' e-mail about `leave` that reached `person` (the `nth` one, from 0). */
async function mailTo(person: Person, leave: Leave, nth = 0): Promise<Mail> {
  const path = `/leaves/${leave.id}`;
  return until(`the e-mail to ${person.user.email} about ${path}`, () => {
    const found = smtp.to(person.user.email).filter((m) => m.text.includes(`${PUBLIC_URL}${path}\n`));
    return found[nth];
  });
}

async function ask(person: Person): Promise<Leave> {
  const start = futureMonday(week++);
  const res = await t.call('POST', '/api/leaves', {
    token: person.token,
    body: { typeId: org.types.vacation, start, end: addDays(start, 1) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const read = (token: string) => t.call('GET', `/api/leaves/decisions?token=${encodeURIComponent(token)}`);
const decide = (token: string, reason?: string) =>
  t.call('POST', '/api/leaves/decisions', { body: reason === undefined ? { token } : { token, reason } });

async function statusOf(id: number): Promise<Leave> {
  const res = await t.call('GET', `/api/leaves/${id}`, { token: org.admin.accessToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A team with a team admin (Lena) and an employee (Eve), on the default step of the reviewers. */
async function team() {
  const teamId = await addTeam(org, `Mail ${Math.random().toString(36).slice(2, 8)}`);
  const lead = await addPerson(org, { teamId, role: 'TEAM_ADMIN', firstName: 'Lena' });
  const employee = await addPerson(org, { teamId, firstName: 'Eve' });
  return { teamId, lead, employee };
}

describe('the reviewers’ e-mail', () => {
  it('carries Accept and Reject links of each recipient’s own, and the bell keeps only the request’s address', async () => {
    const { lead, employee } = await team();
    const leave = await ask(employee);
    const admin = { user: org.admin.user, token: org.admin.accessToken } as unknown as Person;
    const [leadMail, adminMail] = await Promise.all([mailTo(lead, leave), mailTo(admin, leave)]);
    const leads = linksOf(leadMail);
    const admins = linksOf(adminMail);
    expect(leads.accept).toMatch(new RegExp(`^${PUBLIC_URL}/leaves/${leave.id}/decide\\?token=`));
    expect(new Set([leads.accept, leads.reject, admins.accept, admins.reject]).size).toBe(4);
    const claims = t.app.services.decideTokens.verify(tokenOf(leads.accept));
    expect(claims).toMatchObject({ leaveId: leave.id, userId: lead.id, step: 1, action: 'ACCEPTED' });
    expect(t.app.services.decideTokens.verify(tokenOf(admins.reject))).toMatchObject({
      userId: org.admin.user.id,
      action: 'REJECTED',
    });
    // Nothing of a link is stored: neither the tokens nor the placeholders reach the bell.
    const bell = (await inbox(t, lead.token)).find((n) => n.textContent.includes(`/leaves/${leave.id}`));
    expect(bell?.textContent).toContain(`Accept: ${PUBLIC_URL}/leaves/${leave.id}\n`);
    expect(JSON.stringify(bell)).not.toContain(tokenOf(leads.accept));
    expect(bell?.textContent).not.toContain('ld-decide');
    expect(bell?.htmlContent).not.toContain('ld-decide');
  });
  it('gives nobody a token for a placeholder the requester wrote into their reason', async () => {
    const { lead, employee } = await team();
    const start = futureMonday(week++);
    const bait = 'https://evil.example/x/decide?token=ld-decide.AAAAAAAAAAAAAAAAAAAAAA.1.accept';
    const res = await t.call('POST', '/api/leaves', {
      token: employee.token,
      body: { typeId: org.types.vacation, start, end: start, reason: `Click ${bait} please` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await mailTo(lead, res.json());
    const links = linksOf(mail);
    expect(mail.text).toContain('Click https://evil.example/x please');
    // The only tokens of the e-mail are its own two links'.
    const tokens = [...mail.text.matchAll(/token=(\S+)/g)].map((m) => m[1]);
    expect(tokens).toEqual([tokenOf(links.accept), tokenOf(links.reject)]);
  });
});

describe('a decide link', () => {
  it('shows the request on GET and decides nothing; POST decides once; a second POST is a 409 naming who decided', async () => {
    const { lead, employee } = await team();
    const leave = await ask(employee);
    const links = linksOf(await mailTo(lead, leave));

    for (let i = 0; i < 2; i++) {
      const page = await read(tokenOf(links.accept));
      expect(page.statusCode, page.body).toBe(200);
      const answer: DecisionLink = page.json();
      expect(answer).toMatchObject({
        action: 'ACCEPTED',
        step: 1,
        steps: 1,
        reasonRequired: false,
        approver: { id: lead.id, firstName: 'Lena' },
        leave: { id: leave.id, status: 'PENDING', startAt: leave.startAt, endAt: leave.endAt },
      });
      expect(answer.leave.user.id).toBe(employee.id);
      expect(answer.context.balances.length).toBeGreaterThan(0);
      expect(Array.isArray(answer.context.teamConflicts)).toBe(true);
    }
    expect((await statusOf(leave.id)).status).toBe('PENDING');

    const done = await decide(tokenOf(links.accept));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Accepted.');
    expect(done.json().leave).toMatchObject({ id: leave.id, status: 'ACCEPTED', reviewer: { id: lead.id } });
    const audit = await t.app.services.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'LEAVE_REVIEWED'), eq(auditEntries.targetId, leave.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(lead.id);

    const sentence = `This request was already accepted at this step by ${fullName(lead)}.`;
    for (const again of [links.accept, links.reject]) {
      const twice = await decide(tokenOf(again));
      expect(twice.statusCode, twice.body).toBe(409);
      expect(twice.json()).toMatchObject({ code: 'LEAVE_ALREADY_REVIEWED', message: sentence });
      expect((await read(tokenOf(again))).json().message).toBe(sentence);
    }
    expect((await statusOf(leave.id)).approval.decisions).toHaveLength(1);
  });

  it('has expired 7 days after it was sent (410), and decides nothing', async () => {
    const { lead, employee } = await team();
    const leave = await ask(employee);
    const sent = new Date(Date.now() - 7 * 24 * 3600_000 - 1000);
    const token = t.app.services.decideTokens.sign(
      { leaveId: leave.id, userId: lead.id, step: 1, action: 'ACCEPTED' },
      sent,
    );
    for (const res of [await read(token), await decide(token)]) {
      expect(res.statusCode, res.body).toBe(410);
      expect(res.json()).toMatchObject({ code: 'DECIDE_LINK_EXPIRED', message: DECIDE_LINK_MSG.expired });
      expect(res.json().message).toBe('This link has expired. Open the request in LeaveDesk to decide.');
    }
    // A day less old, the same link works.
    const fresh = t.app.services.decideTokens.sign(
      { leaveId: leave.id, userId: lead.id, step: 1, action: 'ACCEPTED' },
      new Date(Date.now() - 6 * 24 * 3600_000),
    );
    expect((await statusOf(leave.id)).status).toBe('PENDING');
    expect((await decide(fresh)).statusCode).toBe(200);
  });

  it('dies once someone else decided the step (409 naming them)', async () => {
    const { lead, employee } = await team();
    const leave = await ask(employee);
    const admin = { user: org.admin.user } as unknown as Person;
    const links = linksOf(await mailTo(admin, leave));
    const put = await t.call('PUT', `/api/leaves/${leave.id}`, {
      token: lead.token,
      body: { status: 'REJECTED', reason: 'Busy week.' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await decide(tokenOf(links.accept));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(`This request was already rejected at this step by ${fullName(lead)}.`);
    expect((await statusOf(leave.id)).status).toBe('REJECTED');
  });

  it('dies when its approver can no longer decide: demoted (403), and a withdrawn request (409)', async () => {
    const { lead, employee } = await team();
    const leave = await ask(employee);
    const links = linksOf(await mailTo(lead, leave));
    await t.app.services.db.update(users).set({ role: 'EMPLOYEE' }).where(eq(users.id, lead.id));
    for (const res of [await read(tokenOf(links.accept)), await decide(tokenOf(links.accept))]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'DECIDE_LINK_NOT_ALLOWED',
        message: DECIDE_LINK_MSG.notAllowed,
      });
    }
    expect((await statusOf(leave.id)).status).toBe('PENDING');

    const admin = { user: org.admin.user } as unknown as Person;
    const adminLinks = linksOf(await mailTo(admin, leave));
    const withdrawn = await t.call('DELETE', `/api/leaves/${leave.id}`, { token: employee.token });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    const res = await decide(tokenOf(adminLinks.accept));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('This request was already cancelled.');
  });

  it('refuses a tampered or made-up token with the same 404, saying nothing of the leave', async () => {
    const { lead, employee } = await team();
    const leave = await ask(employee);
    const token = tokenOf(linksOf(await mailTo(lead, leave)).accept);
    const parts = token.split('.');
    const verifier = parts[5]!;
    const flipped = `${verifier.slice(0, 10)}${verifier[10] === 'A' ? 'B' : 'A'}${verifier.slice(11)}`;
    const tampered = [
      [...parts.slice(0, 5), flipped].join('.'),
      [...parts.slice(0, 3), 'r', ...parts.slice(4)].join('.'), // the action changed
      [parts[0], String(org.admin.user.id), ...parts.slice(2)].join('.'), // another approver
      [...parts.slice(0, 4), String(Number(parts[4]) + 86_400), parts[5]].join('.'), // a later expiry
      'not-a-token',
    ];
    for (const bad of tampered) {
      for (const res of [await read(bad), await decide(bad)]) {
        expect(res.statusCode, `${bad}: ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'DECIDE_LINK_INVALID', message: DECIDE_LINK_MSG.invalid });
      }
    }
    expect((await decide('')).statusCode).toBe(400);
    expect((await decide('x'.repeat(201))).statusCode).toBe(400);
    expect((await statusOf(leave.id)).status).toBe('PENDING');
  });

  it('asks a reason to reject where the organization requires one, and gives it to the requester', async () => {
    const { lead, employee } = await team();
    const leave = await ask(employee);
    const links = linksOf(await mailTo(lead, leave));
    await t.app.services.db
      .update(organizations)
      .set({ metadata: { rejectionReasonRequired: true } })
      .where(eq(organizations.id, org.organizationId));
    try {
      expect((await read(tokenOf(links.reject))).json()).toMatchObject({
        action: 'REJECTED',
        reasonRequired: true,
      });
      const without = await decide(tokenOf(links.reject));
      expect(without.statusCode, without.body).toBe(400);
      expect(without.json().message).toBe('Please give a reason for rejecting this request.');
      const tooLong = await decide(tokenOf(links.reject), 'x'.repeat(501));
      expect(tooLong.statusCode).toBe(400);
      const res = await decide(tokenOf(links.reject), 'The release is that week.');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Rejected.');
      expect(res.json().leave).toMatchObject({
        status: 'REJECTED',
        reviewReason: 'The release is that week.',
      });
    } finally {
      await t.app.services.db
        .update(organizations)
        .set({ metadata: {} })
        .where(eq(organizations.id, org.organizationId));
    }
  });
});

describe('a two-step request decided from the e-mail', () => {
  it('the step-1 approver’s link passes step 1; the step-2 approver gets an e-mail with their own links', async () => {
    const ana = await addPerson(org, { firstName: 'Ana', teamId: await addTeam(org, 'Mail elsewhere') });
    const { teamId, lead, employee } = await team();
    const steps = await t.call('PUT', `/api/teams/${teamId}`, {
      token: org.admin.accessToken,
      body: {
        name: `Two steps ${teamId}`,
        approvalSteps: [{ approvers: 'TEAM_ADMINS' }, { approvers: 'USERS', userIds: [ana.id] }],
      },
    });
    expect(steps.statusCode, steps.body).toBe(200);
    const leave = await ask(employee);
    const leads = linksOf(await mailTo(lead, leave));
    // Ana decides step 2 only: nothing reached her yet.
    expect(smtp.to(ana.user.email)).toHaveLength(0);

    const first = await decide(tokenOf(leads.accept));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(`Accepted. ${fullName(employee)}'s leave now waits for step 2 of 2.`);
    expect(first.json().leave).toMatchObject({ status: 'PENDING', approval: { step: 2, steps: 2 } });

    const anas = linksOf(await mailTo(ana, leave));
    expect(t.app.services.decideTokens.verify(tokenOf(anas.accept))).toMatchObject({
      leaveId: leave.id,
      userId: ana.id,
      step: 2,
      action: 'ACCEPTED',
    });
    // The step-1 link is spent, and never decides step 2.
    const again = await decide(tokenOf(leads.accept));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This request was already accepted at this step by ${fullName(lead)}.`);

    const page = (await read(tokenOf(anas.accept))).json();
    expect(page).toMatchObject({ step: 2, steps: 2, leave: { status: 'PENDING' } });
    const last = await decide(tokenOf(anas.accept));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().message).toBe('Accepted.');
    expect((await statusOf(leave.id)).status).toBe('ACCEPTED');
  });
});
