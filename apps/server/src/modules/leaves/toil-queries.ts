import { type SQL, sql } from 'drizzle-orm';
import type { TypeLedger } from './balance-math';
import {
  countedLeavesJson,
  type StoredLeaveRow,
  type StoredLeaveTuple,
  storedLeavesOf,
} from './leave-queries';
import type { OvertimeCredit } from './toil-math';

/*
 * What the balance, the check, create, the review context, the export and the planner read for
 * TIME_OFF_IN_LIEU types (decision 0040), as a fragment of their one statement: the person's
 * ACCEPTED overtime entries of those types, and every counted leave of them from the first entry's
 * date on (not bound to a year), each with its working dates (the arithmetic weighs date by date).
 * Null when the policy holds no such type: a person without time off in lieu reads nothing more.
 */

/** The far bound of a TOIL ledger's leaves: every leave booked, however far ahead. */
const EVERY_LATER_DATE = '9999-12-31';

/** An overtime entry as `toilLedgerJson` sends it. */
export type OvertimeTuple = [
  id: number,
  typeId: number,
  date: string,
  amount: number,
  expiresOn: string | null,
];

export interface ToilSource {
  overtime: OvertimeTuple[];
  leaves: StoredLeaveTuple[];
}

/**
 * The TOIL ledger of a user (`userId`) under policy `policyId`: of its TIME_OFF_IN_LIEU types, or
 * of `typeId` only when it is one. Entries through `(user_id, type_id, date)`, leaves through
 * `(user_id, status, start_at)`.
 */
export function toilLedgerJson(userId: SQL, policyId: SQL, typeId?: SQL): SQL {
  const firstEntry = sql`(select min(e.date) from overtime_entries e
    where e.user_id = ${userId} and e.status = 'ACCEPTED' and e.type_id = any(k.ids))`;
  return sql`(select case when cardinality(k.ids) > 0 then json_build_object(
      'overtime', coalesce((
        select json_agg(json_build_array(e.id, e.type_id, e.date, e.amount, e.expires_on) order by e.date, e.id)
        from overtime_entries e
        where e.user_id = ${userId} and e.status = 'ACCEPTED' and e.type_id = any(k.ids)
      ), '[]'::json),
      'leaves', ${countedLeavesJson(userId, firstEntry, EVERY_LATER_DATE, sql`any(k.ids)`, undefined, true)}
    ) end
    from (select array(
      select a.type_id from activated_types a join leave_types t on t.id = a.type_id
      where a.policy_id = ${policyId} and t.kind = 'TIME_OFF_IN_LIEU'
        ${typeId ? sql`and a.type_id = ${typeId}` : sql``}
    ) as ids) k)`;
}

/** One type's part of a TOIL source: its entries and its leaves. */
export function toilOfType(
  source: ToilSource | null | undefined,
  typeId: number,
): { overtime: OvertimeCredit[]; leaves: StoredLeaveRow[] } {
  if (!source) return { overtime: [], leaves: [] };
  return {
    overtime: source.overtime
      .filter(([, t]) => t === typeId)
      .map(([id, , date, amount, expiresOn]) => ({ id, date, amount: Number(amount), expiresOn })),
    leaves: storedLeavesOf(source.leaves).filter((l) => l.typeId === typeId),
  };
}

/**
 * A ledger as the arithmetic needs it: for a TIME_OFF_IN_LIEU type, its entries and its leaves
 * from the TOIL source (every leave from the first entry on, instead of the years around); any
 * other type's ledger is returned as it is.
 */
export function withToil(ledger: TypeLedger, source: ToilSource | null | undefined): TypeLedger {
  if (ledger.activatedType.kind !== 'TIME_OFF_IN_LIEU') return ledger;
  const own = toilOfType(source, ledger.activatedType.typeId);
  return { ...ledger, leaves: own.leaves, overtime: own.overtime };
}
