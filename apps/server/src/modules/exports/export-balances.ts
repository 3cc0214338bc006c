import type { ActivatedType, Balance } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import type { UseCaseContext } from '../../http/context';
import { toCalendarDate, todayIn } from '../../lib/dates';
import { hoursPerDayOf } from '../../lib/work-schedule';
import { addDays } from '../../lib/working-days';
import { balanceOn } from '../leaves/balance-math';
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
} from '../leaves/leave-queries';
import { type ToilSource, toilLedgerJson, withToil } from '../leaves/toil-queries';
import { entriesOf, type ScheduleTuple, scheduleEntriesJson } from '../schedules/schedule-queries';
import type { Cell, Column } from './table-file';

/** People read per statement, with a few years of their leaves each. */
export const PEOPLE_BATCH = 200;

export const BALANCE_COLUMNS: readonly Column[] = [
  { heading: 'First name', kind: 'text', width: 16 },
  { heading: 'Last name', kind: 'text', width: 16 },
  { heading: 'Email', kind: 'text', width: 28 },
  { heading: 'Team', kind: 'text', width: 16 },
  { heading: 'User status', kind: 'text' },
  { heading: 'Leave type', kind: 'text', width: 16 },
  { heading: 'Cycle', kind: 'text' },
  { heading: 'Period start', kind: 'date', width: 12 },
  { heading: 'Period end', kind: 'date', width: 12 },
  { heading: 'Allowance', kind: 'number' },
  { heading: 'Carried over', kind: 'number' },
  { heading: 'Expired', kind: 'number' },
  { heading: 'Carried over until', kind: 'date', width: 12 },
  { heading: 'Adjustments', kind: 'number' },
  { heading: 'Total', kind: 'number' },
  { heading: 'Used', kind: 'number' },
  { heading: 'Pending', kind: 'number' },
  { heading: 'Remaining', kind: 'number' },
  // Issue 29: the unit of every amount of the row (last, so the columns before keep their places).
  { heading: 'Unit', kind: 'text' },
];

export interface BalancePerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  team: string | null;
  status: string;
}

/** A person's balance of one type as a row of BALANCE_COLUMNS (UNLIMITED: no allowance, total or remaining). */
export function balanceCells(person: BalancePerson, balance: Balance): Cell[] {
  return [
    person.firstName,
    person.lastName,
    person.email,
    person.team,
    person.status,
    balance.activatedType.name,
    balance.activatedType.cycle,
    balance.periodStart,
    balance.periodEnd,
    balance.allowanceAmount,
    balance.carriedOverAmount,
    balance.expiredAmount,
    balance.carryOverExpiresOn,
    balance.adjustmentAmount,
    balance.totalAmount,
    balance.usedAmount,
    balance.pendingAmount,
    balance.remainingAmount,
    balance.unit === 'HOURS' ? 'Hours' : 'Days',
  ];
}

interface PersonSource extends BalancePerson {
  joinedAt: string;
  chainStart: string;
  /** Issue 29: the person's schedule (part-time proration). */
  schedule: ScheduleTuple[];
  types: ActivatedType[];
  leaves: StoredLeaveTuple[];
  adjustments: StoredAdjustmentTuple[];
  toil: ToilSource | null;
}

export interface BalanceExportInput {
  date?: string;
  teamId?: number;
}

/**
 * GET /leaves/balances/export: every person the caller may see (organization admin: everyone, or
 * the asked team; team admin: their team; employee: themselves) × every active type of their
 * policy, the balance of the cycle period containing `date` (default today in the organization's
 * time zone), exactly as GET /leaves/{userId}/balance?date= computes it (balance-math's
 * `balanceOn`). People without a policy have no row. By last name, first name; PEOPLE_BATCH people
 * per statement, the next read once the file has taken the batch before. Answers the date the
 * balances are for (the file's name) and the batches.
 */
export async function exportBalances(
  { db, caller }: UseCaseContext,
  input: BalanceExportInput,
): Promise<{ date: string; batches: AsyncIterable<Cell[][]> }> {
  const org = await firstRow<{ timezone: string; workingDays: string[]; hoursPerDay: unknown }>(
    db,
    sql`select o.timezone, o.working_days as "workingDays", o.metadata -> 'hoursPerDay' as "hoursPerDay"
        from organizations o where o.id = ${caller.organizationId}`,
  );
  if (!org) throw new Error('the caller has no organization');
  const today = todayIn(org.timezone);
  const hoursPerDay = hoursPerDayOf({ hoursPerDay: org.hoursPerDay });
  const date = input.date ? toCalendarDate(input.date, caller.timezone) : today;
  const readFrom = `${addDays(date, -1).slice(0, 4)}-01-01`;
  const readTo = `${addDays(date, 1).slice(0, 4)}-12-31`;
  const scope =
    caller.role === 'ORGANIZATION_ADMIN'
      ? input.teamId != null
        ? sql`u.team_id = ${input.teamId}`
        : sql`true`
      : caller.role === 'TEAM_ADMIN' && caller.teamId != null
        ? sql`u.team_id = ${caller.teamId}`
        : sql`u.id = ${caller.userId}`;
  const ledgerFrom = sql`lf.ledger_from`;

  async function* batches() {
    let after: { lastName: string; firstName: string; id: number } | undefined;
    for (;;) {
      const row = await firstRow<{ people: PersonSource[] }>(
        db,
        sql`select coalesce(json_agg(json_build_object(
              'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
              'team', tm.name, 'status', u.status, 'joinedAt', u.joined_at, 'chainStart', ${chainStartOf},
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
            ) order by u.last_name, u.first_name, u.id), '[]'::json) as people
            from (
              select * from users u
              where u.organization_id = ${caller.organizationId} and u.deleted_at is null and ${scope}
                ${after ? sql`and (u.last_name, u.first_name, u.id) > (${after.lastName}, ${after.firstName}, ${after.id})` : sql``}
              order by u.last_name, u.first_name, u.id
              limit ${PEOPLE_BATCH}
            ) u
            join organizations o on o.id = u.organization_id
            left join teams tm on tm.id = u.team_id
            cross join ${ledgerFromOf(readFrom)} lf`,
      );
      const people = row?.people ?? [];
      const cells: Cell[][] = [];
      for (const person of people) {
        const leaves = storedLeavesOf(person.leaves);
        const adjustments = storedAdjustmentsOf(person.adjustments);
        const schedule = entriesOf(person.schedule);
        for (const t of person.types) {
          const balance = balanceOn(
            date,
            withToil(
              {
                activatedType: t,
                joinedAt: person.joinedAt,
                chainStart: person.chainStart,
                leaves: leaves.filter((l) => l.typeId === t.typeId),
                adjustments: adjustments.filter((a) => a.typeId === t.typeId),
                workingDays: org!.workingDays,
                hoursPerDay,
                schedule,
              },
              person.toil,
            ),
            today,
          );
          cells.push(balanceCells(person, balance));
        }
      }
      if (cells.length > 0) yield cells;
      if (people.length < PEOPLE_BATCH) return;
      const last = people[people.length - 1]!;
      after = { lastName: last.lastName, firstName: last.firstName, id: last.id };
    }
  }
  return { date, batches: batches() };
}
