import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseUrl, useOwnDatabase } from '../../../test/harness';
import { type Database, openDatabase } from '../../db/client';
import { leaves } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import { addPerson, insertLeave, setupOrg } from './leave-fixtures';
import { runReviewReminders } from './review-reminders';

/**
 * Two server processes run the reminder pass at the same moment (issue 28, decision 0034): each
 * waiting request is reminded once that day, never twice, never not at all. Two pools on one
 * PostgreSQL database stand for the two processes, each running two passes at once.
 *
 * PostgreSQL only: the embedded database runs one transaction at a time.
 */
useOwnDatabase();
let t: TestApp;
let other: Database;
beforeAll(async () => {
  t = await createTestApp();
  const url = await testDatabaseUrl();
  if (!url) throw new Error('a PostgreSQL test');
  other = await openDatabase({ databaseUrl: url, poolSize: 4 });
});
afterAll(() => other?.close());

const MONDAY = '2031-03-03';
const noon = (date: string) => new Date(`${date}T11:00:00Z`);

describe('two processes running the reminder pass at once', () => {
  it('remind each waiting request once a day', async () => {
    const org = await setupOrg(t);
    const lead = await addPerson(org, { role: 'TEAM_ADMIN', firstName: 'Lena' });
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const employee = await addPerson(org, { firstName: `Eve${i}` });
      ids.push(
        await insertLeave(org, employee, {
          typeId: org.types.vacation,
          start: addDays(MONDAY, 28),
          end: addDays(MONDAY, 29),
          status: 'PENDING',
        }),
      );
    }
    await t.app.services.db
      .update(leaves)
      .set({ createdAt: noon(MONDAY) })
      .where(sql`${leaves.id} = any(${`{${ids.join(',')}}`}::int[])`);

    for (const day of [2, 3]) {
      const now = noon(addDays(MONDAY, day));
      const passes = await Promise.all([
        runReviewReminders(t.app.services.db, t.config, now),
        runReviewReminders(other.db, t.config, now),
        runReviewReminders(t.app.services.db, t.config, now),
        runReviewReminders(other.db, t.config, now),
      ]);
      expect(passes.reduce((sum, p) => sum + p.reminded, 0)).toBe(ids.length);
    }
    const events = (await t.app.services.db.execute(sql`
      select (params->'leave'->>'id')::int as id, count(*)::int as n,
        (select count(*)::int from notifications x where x.event_id = any(array_agg(e.id)) and x.user_id = ${lead.id}) as "toLead"
      from notification_events e where type = 'LEAVE_REVIEW_REMINDER' group by 1 order by 1`)) as unknown as {
      rows: { id: number; n: number; toLead: number }[];
    };
    expect(events.rows).toEqual(ids.map((id) => ({ id, n: 2, toLead: 2 })));
  });
});
