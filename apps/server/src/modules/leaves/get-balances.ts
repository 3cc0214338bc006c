import type { ActivatedType, Balance } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import { callerOrRefuse, callerSelect, type StatementCaller } from '../../http/auth';
import type { ClaimsContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { isDateOnly, toCalendarDate, todayIn } from '../../lib/dates';
import { hoursPerDayOf } from '../../lib/work-schedule';
import { addDays } from '../../lib/working-days';
import { entriesOf, type ScheduleTuple, scheduleEntriesJson } from '../schedules/schedule-queries';
import { balanceOn } from './balance-math';
import {
  activatedTypeJson,
  adjustmentsJson,
  chainStartOf,
  countedLeavesJson,
  ledgerFromOf,
  type StoredAdjustmentTuple,
  type StoredLeaveTuple,
  storedAdjustmentsOf,
  storedLeavesOf,
} from './leave-queries';
import { type ToilSource, toilLedgerJson, withToil } from './toil-queries';

/** What the balance statement reads: the user, their policy's active types, leaves and adjustments. */
interface BalanceSource {
  joinedAt: string;
  chainStart: string;
  timezone: string;
  workingDays: string[];
  /** Issue 29: the organization's `metadata.hoursPerDay` as stored, and the person's schedule. */
  hoursPerDay: unknown;
  schedule: ScheduleTuple[];
  types: ActivatedType[];
  leaves: StoredLeaveTuple[];
  adjustments: StoredAdjustmentTuple[];
  /** Time off in lieu types' entries and leaves (toil-queries.ts); null when the policy has none. */
  toil: ToilSource | null;
}

/**
 * GET /leaves/{userId|mine}/balance: one balance per active type of the user's policy, for the
 * cycle period containing `date` (default today in the organization's time zone; UNLIMITED types
 * report the calendar year). Carried-over days count as expired once their day has passed today.
 * Self, the admins of the user's team, and the organization admins may read it.
 */
export async function getBalances(
  { db, claims }: ClaimsContext,
  id: number | 'mine',
  query: { date?: string } = {},
): Promise<Balance[]> {
  // The leaves and adjustments of the years around the asked date (its UTC date, a day either way
  // for any time zone), from the first year of the carry-over chain when a type carries over, are
  // read; the periods are chosen below. One statement reads the caller (the route is
  // `callerInStatement`), and the user if the caller may see them, with their policy's active types.
  const anchor = query.date
    ? isDateOnly(query.date)
      ? query.date
      : new Date(query.date).toISOString().slice(0, 10)
    : new Date().toISOString().slice(0, 10);
  const readFrom = `${addDays(anchor, -1).slice(0, 4)}-01-01`;
  const readTo = `${addDays(anchor, 1).slice(0, 4)}-12-31`;
  const ledgerFrom = sql`lf.ledger_from`;
  const row = await firstRow<{ caller: StatementCaller | null; user: BalanceSource | null }>(
    db,
    sql`with me as (${callerSelect(claims, { dataVersion: false })})
        select
          (select row_to_json(me) from me) as caller,
          (
            select json_build_object(
              'joinedAt', u.joined_at,
              'chainStart', ${chainStartOf},
              'timezone', o.timezone,
              'workingDays', o.working_days,
              'hoursPerDay', o.metadata -> 'hoursPerDay',
              'schedule', ${scheduleEntriesJson(sql`u.id`)},
              'types', coalesce((
                select json_agg(${activatedTypeJson} order by a.position, a.type_id)
                from activated_types a
                join leave_types t on t.id = a.type_id and t.status = 'ACTIVE'
                where a.policy_id = u.leave_policy_id
              ), '[]'::json),
              'leaves', ${countedLeavesJson(sql`u.id`, ledgerFrom, readTo, undefined, sql`u.leave_policy_id`)},
              'adjustments', ${adjustmentsJson(sql`u.id`, ledgerFrom, readTo)},
              'toil', ${toilLedgerJson(sql`u.id`, sql`u.leave_policy_id`)}
            )
            from me
            join users u on u.id = ${id === 'mine' ? sql`me."userId"` : sql`${id}::int`}
            join organizations o on o.id = u.organization_id
            cross join ${ledgerFromOf(readFrom)} lf
            where u.organization_id = me."organizationId" and u.deleted_at is null
              -- Self, an organization admin, or an admin of the user's team.
              and (u.id = me."userId" or me.role = 'ORGANIZATION_ADMIN'
                or (me.role = 'TEAM_ADMIN' and u.team_id = me."teamId"))
          ) as "user"`,
  );
  const caller = callerOrRefuse(row?.caller);
  const user = row?.user;
  if (!user) throw notFound('User');
  const today = todayIn(user.timezone);
  const date = query.date ? toCalendarDate(query.date, caller.timezone) : today;
  const leaves = storedLeavesOf(user.leaves);
  const adjustments = storedAdjustmentsOf(user.adjustments);
  const hoursPerDay = hoursPerDayOf({ hoursPerDay: user.hoursPerDay });
  const schedule = entriesOf(user.schedule);

  return user.types.map((t) =>
    balanceOn(
      date,
      withToil(
        {
          activatedType: t,
          joinedAt: user.joinedAt,
          chainStart: user.chainStart,
          leaves: leaves.filter((l) => l.typeId === t.typeId),
          adjustments: adjustments.filter((a) => a.typeId === t.typeId),
          workingDays: user.workingDays,
          hoursPerDay,
          schedule,
        },
        user.toil,
      ),
      today,
    ),
  );
}
