import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaves } from '../../db/schema';
import { addDays, workingDates } from '../../lib/working-days';
import {
  addPerson,
  addType,
  currentYear,
  futureMonday,
  insertLeave,
  MON_FRI,
  type Org,
  setupOrg,
} from './leave-fixtures';

let org: Org;
beforeAll(async () => {
  org = await setupOrg();
});

async function storedLeaves(userId: number) {
  return org.t.app.services.db
    .select({
      startAt: leaves.startAt,
      endAt: leaves.endAt,
      duration: leaves.duration,
      status: leaves.status,
    })
    .from(leaves)
    .where(and(eq(leaves.userId, userId), ne(leaves.status, 'CANCELLED')));
}

describe('concurrent requests', () => {
  it('20 parallel requests for overlapping dates by one user create exactly one leave', async () => {
    const me = await addPerson(org);
    const start = futureMonday(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        org.t.call('POST', '/api/leaves', {
          token: me.token,
          body: { typeId: org.types.unpaid, start: addDays(start, i % 3), end: addDays(start, 4) },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await storedLeaves(me.id)).toHaveLength(1);
  });

  it('20 parallel requests by one user never overdraw the balance', async () => {
    const typeId = await addType(org, {
      name: 'Five days',
      cycle: 'PER_YEAR',
      amount: 5,
      requiresApproval: false,
    });
    const me = await addPerson(org);
    const year = currentYear() + 1;
    const days = workingDates(`${year}-03-01`, `${year}-05-31`, MON_FRI).slice(0, 20);
    const answers = await Promise.all(
      days.map((day) =>
        org.t.call('POST', '/api/leaves', { token: me.token, body: { typeId, start: day, end: day } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(refused).toHaveLength(15);
    expect(refused[0].json().message).toBe('Not enough balance: 0 day(s) left of Five days.');
    const stored = await storedLeaves(me.id);
    expect(stored.reduce((sum, l) => sum + l.duration, 0)).toBe(5);
  });

  it('20 parallel requests of mixed overlapping ranges leave no two leaves overlapping', async () => {
    const me = await addPerson(org);
    const start = futureMonday(8);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const from = addDays(start, (i * 3) % 17);
        return org.t.call('POST', '/api/leaves', {
          token: me.token,
          body: { typeId: org.types.unpaid, start: from, end: addDays(from, 2) },
        });
      }),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409 || a.statusCode === 422)).toBe(
      true,
    );
    const stored = (await storedLeaves(me.id)).sort((a, b) => a.startAt.localeCompare(b.startAt));
    expect(stored.length).toBeGreaterThan(0);
    for (let i = 1; i < stored.length; i++) expect(stored[i].startAt > stored[i - 1].endAt).toBe(true);
  });

  it('of two reviewers acting at once exactly one wins; the other is told it was already done', async () => {
    const employee = await addPerson(org);
    const teamAdmin = await addPerson(org, { role: 'TEAM_ADMIN' });
    for (let week = 0; week < 5; week++) {
      const start = futureMonday(20 + week);
      const id = await insertLeave(org, employee, {
        typeId: org.types.vacation,
        start,
        end: start,
        status: 'PENDING',
      });
      const [a, b] = await Promise.all([
        org.t.call('PUT', `/api/leaves/${id}`, {
          token: org.admin.accessToken,
          body: { status: 'ACCEPTED' },
        }),
        org.t.call('PUT', `/api/leaves/${id}`, { token: teamAdmin.token, body: { status: 'REJECTED' } }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a.json() : b.json();
      const loser = a.statusCode === 200 ? b.json() : a.json();
      expect(loser.message).toBe(`This request was already ${winner.status.toLowerCase()}.`);
      const [row] = await org.t.app.services.db
        .select({ status: leaves.status, reviewerId: leaves.reviewerId })
        .from(leaves)
        .where(eq(leaves.id, id));
      expect(row).toEqual({ status: winner.status, reviewerId: winner.reviewer.id });
    }
  });

  it('of two requests for one morning at once exactly one is created; a morning and an afternoon both are', async () => {
    const me = await addPerson(org);
    for (let week = 0; week < 4; week++) {
      const day = futureMonday(30 + week);
      const morning = { typeId: org.types.unpaid, start: day, end: day, endDayPart: 'MORNING' };
      const [a, b] = await Promise.all([
        org.t.call('POST', '/api/leaves', { token: me.token, body: morning }),
        org.t.call('POST', '/api/leaves', { token: me.token, body: { ...morning, typeId: org.types.sick } }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect((a.statusCode === 409 ? a : b).json().message).toBe('You already have a leave in this period.');
      const [c, d] = await Promise.all([
        org.t.call('POST', '/api/leaves', {
          token: me.token,
          body: {
            typeId: org.types.unpaid,
            start: addDays(day, 1),
            end: addDays(day, 1),
            endDayPart: 'MORNING',
          },
        }),
        org.t.call('POST', '/api/leaves', {
          token: me.token,
          body: {
            typeId: org.types.unpaid,
            start: addDays(day, 1),
            end: addDays(day, 1),
            startDayPart: 'AFTERNOON',
          },
        }),
      ]);
      expect([c.statusCode, d.statusCode]).toEqual([201, 201]);
    }
    const stored = await storedLeaves(me.id);
    expect(stored).toHaveLength(12);
    expect(stored.every((l) => l.duration === 0.5)).toBe(true);
  });
});
