import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../lib/working-days';
import {
  addPerson,
  futureMonday,
  insertLeave,
  type Org,
  type Person,
  setupOrg,
} from '../modules/leaves/leave-fixtures';

/**
 * `leave_day_counts` (decision 0021) is kept by the database from every statement that writes
 * leaves: whatever is done to leaves, one row at a time or many in one statement, in one
 * transaction or several, committed or rolled back, concurrently or not, it equals the PENDING and
 * ACCEPTED leaves per day counted from the leaves themselves.
 */
let org: Org;
let people: Person[];
const base = futureMonday(60);
const STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;

beforeAll(async () => {
  org = await setupOrg();
  people = [];
  for (let i = 0; i < 4; i++) people.push(await addPerson(org, { firstName: `Counted${i}` }));
});

const db = () => org.t.app.services.db;
type Rows = { rows: Record<string, unknown>[] };

async function kept(): Promise<[string, number][]> {
  const { rows } = (await db().execute(sql`select day::text as day, count from leave_day_counts
    where organization_id = ${org.organizationId} and count <> 0 order by day`)) as unknown as Rows;
  return rows.map((r) => [String(r.day), Number(r.count)]);
}

async function recounted(): Promise<[string, number][]> {
  const { rows } = (await db().execute(sql`select g::date::text as day, count(*)::int as count
    from leaves l, generate_series(l.start_at, l.end_at, interval '1 day') g
    where l.organization_id = ${org.organizationId} and l.status in ('PENDING', 'ACCEPTED')
    group by 1 order by 1`)) as unknown as Rows;
  return rows.map((r) => [String(r.day), Number(r.count)]);
}

async function leaveIds(): Promise<number[]> {
  const { rows } = (await db().execute(
    sql`select id from leaves where organization_id = ${org.organizationId} order by id`,
  )) as unknown as Rows;
  return rows.map((r) => Number(r.id));
}

type Op =
  | { kind: 'insert'; person: number; offset: number; length: number; status: number }
  | { kind: 'status'; pick: number; status: number }
  | { kind: 'move'; pick: number; offset: number; length: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'cancelAllOf'; person: number }
  | { kind: 'rolledBack'; pick: number; status: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    person: fc.nat(3),
    offset: fc.nat(80),
    length: fc.integer({ min: 1, max: 12 }),
    status: fc.nat(3),
  }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.nat(3) }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    offset: fc.nat(80),
    length: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancelAllOf' as const), person: fc.nat(3) }),
  fc.record({ kind: fc.constant('rolledBack' as const), pick: fc.nat(), status: fc.nat(3) }),
);

async function apply(o: Op) {
  const ids = await leaveIds();
  const picked = ids.length > 0 && 'pick' in o ? ids[o.pick % ids.length] : undefined;
  switch (o.kind) {
    case 'insert': {
      const start = addDays(base, o.offset);
      await insertLeave(org, people[o.person], {
        typeId: org.types.sick,
        start,
        end: addDays(start, o.length - 1),
        status: STATUSES[o.status],
      });
      return;
    }
    case 'status':
      if (picked)
        await db().execute(sql`update leaves set status = ${STATUSES[o.status]} where id = ${picked}`);
      return;
    case 'move':
      if (picked) {
        const start = addDays(base, o.offset);
        await db().execute(sql`update leaves set start_at = ${start}, end_at = ${addDays(start, o.length - 1)}
          where id = ${picked}`);
      }
      return;
    case 'delete':
      if (picked) await db().execute(sql`delete from leaves where id = ${picked}`);
      return;
    case 'cancelAllOf':
      // Many rows in one statement.
      await db().execute(sql`update leaves set status = 'CANCELLED'
        where user_id = ${people[o.person].id} and status in ('PENDING', 'ACCEPTED')`);
      return;
    case 'rolledBack':
      if (picked)
        await db()
          .transaction(async (tx) => {
            await tx.execute(sql`update leaves set status = ${STATUSES[o.status]} where id = ${picked}`);
            await tx.execute(sql`delete from leaves where id = ${picked}`);
            throw new Error('rolled back');
          })
          .catch((e: Error) => expect(e.message).toBe('rolled back'));
      return;
  }
}

describe('the counts of leaves per day', () => {
  it('equal the leaves counted again, whatever statements wrote them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        for (const o of ops) {
          // A write the leaves' own rules refuse (an overlap) changes nothing, counts included.
          await apply(o).catch(() => {});
        }
        expect(await kept()).toEqual(await recounted());
      }),
      { numRuns: 12 },
    );
  });

  it('add up several statements of one transaction, and concurrent transactions on the same days', async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`update leaves set status = 'ACCEPTED' where organization_id = ${org.organizationId}
        and status = 'PENDING'`);
      await tx.execute(sql`update leaves set start_at = start_at + 1, end_at = end_at + 1
        where organization_id = ${org.organizationId} and status = 'ACCEPTED'`);
    });
    expect(await kept()).toEqual(await recounted());
    const extra = await Promise.all(
      Array.from({ length: 3 }, () => addPerson(org, { firstName: 'Concurrent' })),
    );
    await Promise.all(
      extra.flatMap((person, i) =>
        [0, 1, 2].map((k) =>
          insertLeave(org, person, {
            typeId: org.types.vacation,
            start: addDays(base, 100 + k * 20 + i),
            end: addDays(base, 110 + k * 20 - i),
            status: 'PENDING',
          }),
        ),
      ),
    );
    expect(await kept()).toEqual(await recounted());
  });
});
