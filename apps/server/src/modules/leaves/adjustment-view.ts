import type { LeaveAdjustment, LeaveCycle } from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { periodOf } from '../../lib/leave-periods';

/** An adjustment row as `adjustmentRowsOf` reads it: with its type, cycle and author. */
interface AdjustmentRow {
  id: number;
  userId: number;
  typeId: number;
  typeName: string;
  typeSymbol: string;
  /** The type's cycle as activated in the person's current policy, else the type's own. */
  cycle: LeaveCycle;
  amount: number;
  date: string;
  note: string;
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  createdAt: string;
}

/**
 * The `LeaveAdjustment` answers of a person's adjustments matching `where` (over
 * `leave_adjustments j`), oldest date first, in one statement.
 */
export async function readAdjustments(db: DbOrTx, where: SQL): Promise<LeaveAdjustment[]> {
  const result = (await db.execute(sql`
    select j.id, j.user_id as "userId", j.type_id as "typeId", t.name as "typeName",
      t.symbol as "typeSymbol", coalesce(a.cycle, t.cycle) as cycle, j.amount::float8 as amount,
      j.effective_on::text as date, j.note, j.author_id as "authorId",
      w.first_name as "authorFirstName", w.last_name as "authorLastName", j.created_at as "createdAt"
    from leave_adjustments j
    join users u on u.id = j.user_id
    join leave_types t on t.id = j.type_id
    left join activated_types a on a.policy_id = u.leave_policy_id and a.type_id = j.type_id
    left join users w on w.id = j.author_id
    where ${where}
    order by j.effective_on, j.created_at, j.id
  `)) as unknown as { rows: AdjustmentRow[] };
  return result.rows.map((r) => {
    const period = periodOf(r.date, r.cycle);
    return {
      id: r.id,
      userId: r.userId,
      type: { id: r.typeId, name: r.typeName, symbol: r.typeSymbol },
      amount: Number(r.amount),
      date: r.date,
      periodStart: period.start,
      periodEnd: period.end,
      note: r.note,
      author:
        r.authorId != null
          ? { id: r.authorId, firstName: r.authorFirstName ?? '', lastName: r.authorLastName ?? '' }
          : null,
      createdAt: new Date(r.createdAt).toISOString(),
    };
  });
}
