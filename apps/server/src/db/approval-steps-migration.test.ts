import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyDatabases, migrationsBefore } from '../../test/migrations';
import { migrationsFolder } from './client';

/**
 * The migration of issue 28 (approval steps) on a database that ran the ones before it: teams and
 * leaves get the default one step of the reviewers, and decisions already taken become step 1's.
 */
const emptyDatabase = emptyDatabases();

type Rows<T> = { rows: T[] };

describe('the approval steps migration', () => {
  it('gives teams and leaves the default step and keeps past decisions as step 1', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(migrationsBefore('0010_approval_steps'));
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as Rows<T>).rows[0];
    const org = await one<{ id: number }>(
      sql`insert into organizations (name, country) values ('Kept', 'DE') returning id`,
    );
    const team = await one<{ id: number }>(
      sql`insert into teams (organization_id, name) values (${org.id}, 'General') returning id`,
    );
    const type = await one<{ id: number }>(sql`insert into leave_types (organization_id, name, cycle, amount)
      values (${org.id}, 'Vacation', 'PER_YEAR', 20) returning id`);
    const policy = await one<{
      id: number;
    }>(sql`insert into leave_policies (organization_id, name, is_default)
      values (${org.id}, 'Default', true) returning id`);
    const person = (email: string, role: string) =>
      one<{
        id: number;
      }>(sql`insert into users (organization_id, email, password_hash, first_name, role, status,
        team_id, leave_policy_id, joined_at)
        values (${org.id}, ${email}, 'x', 'Old', ${role}, 'ACTIVE', ${team.id}, ${policy.id}, '2024-01-01')
        returning id`);
    const user = await person('old@example.com', 'EMPLOYEE');
    const admin = await person('admin@example.com', 'ORGANIZATION_ADMIN');
    await db.execute(sql`insert into leaves (organization_id, user_id, type_id, policy_id, start_at, end_at, duration,
      total_days, status, reviewer_id, reviewed_at, review_reason)
      values (${org.id}, ${user.id}, ${type.id}, ${policy.id}, '2025-03-03', '2025-03-07', 5, 5, 'REJECTED',
                ${admin.id}, '2025-02-01T10:00:00Z', 'Busy week'),
             (${org.id}, ${user.id}, ${type.id}, ${policy.id}, '2025-04-07', '2025-04-08', 2, 2, 'PENDING',
                null, null, null)`);

    await migrate(migrationsFolder());

    const teams = (await db.execute(sql`select approval_steps as steps from teams`)) as unknown as Rows<{
      steps: unknown;
    }>;
    expect(teams.rows).toEqual([{ steps: [{ approvers: 'REVIEWERS' }] }]);
    const leaves = (await db.execute(sql`select status, approval_steps as steps, approval_step as step
      from leaves order by start_at`)) as unknown as Rows<Record<string, unknown>>;
    expect(leaves.rows).toEqual([
      { status: 'REJECTED', steps: [{ approvers: 'REVIEWERS' }], step: 1 },
      { status: 'PENDING', steps: [{ approvers: 'REVIEWERS' }], step: 1 },
    ]);
    const decisions = (await db.execute(sql`select step, status, reason, reviewer_id as "reviewerId",
      decided_at as "decidedAt" from leave_decisions`)) as unknown as Rows<Record<string, unknown>>;
    expect(
      decisions.rows.map((d) => ({ ...d, decidedAt: new Date(d.decidedAt as string).toISOString() })),
    ).toEqual([
      {
        step: 1,
        status: 'REJECTED',
        reason: 'Busy week',
        reviewerId: admin.id,
        decidedAt: '2025-02-01T10:00:00.000Z',
      },
    ]);
  });
});
