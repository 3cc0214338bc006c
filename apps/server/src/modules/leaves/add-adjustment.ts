import { adjustmentAmountIssue, type LeaveAdjustment } from '@leavedesk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { activatedTypes, leaveAdjustments, leaveTypes, organizations, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, forbidden, notFound } from '../../http/errors';
import { toCalendarDate, todayIn } from '../../lib/dates';
import { recordAudit } from '../audit/record-audit';
import { readAdjustments } from './adjustment-view';
import { isReviewerOf } from './reviewers';

export interface AddAdjustmentInput {
  typeId: number;
  amount: number;
  date?: string;
  note: string;
}

/**
 * POST /leaves/{userId}/adjustments (issue 13): an organization admin, or a team admin for a
 * member of their team, adds (or removes, with a negative amount) days of one type to one
 * person's balance in the period of `date` (default today in the organization's time zone), with a
 * note; who and when are recorded. Nobody adjusts their own balance, except the only active
 * organization admin. The type must be active in the person's policy and have an amount (not
 * UNLIMITED). Written in one transaction: what an audit trail records joins it there.
 */
export async function addAdjustment(
  ctx: UseCaseContext,
  userId: number | 'mine',
  input: AddAdjustmentInput,
): Promise<LeaveAdjustment> {
  const { db, caller } = ctx;
  if (caller.role === 'EMPLOYEE') throw forbidden();
  const id = userId === 'mine' ? caller.userId : userId;
  const [person] = await db
    .select({
      id: users.id,
      teamId: users.teamId,
      firstName: users.firstName,
      lastName: users.lastName,
      typeName: leaveTypes.name,
      timezone: organizations.timezone,
      cycle: activatedTypes.cycle,
      unit: activatedTypes.unit,
      typeStatus: leaveTypes.status,
      kind: leaveTypes.kind,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(
      activatedTypes,
      and(eq(activatedTypes.policyId, users.leavePolicyId), eq(activatedTypes.typeId, input.typeId)),
    )
    .leftJoin(leaveTypes, eq(leaveTypes.id, activatedTypes.typeId))
    .where(
      and(
        eq(users.id, id),
        eq(users.organizationId, caller.organizationId),
        isNull(users.deletedAt),
        caller.role === 'TEAM_ADMIN' ? eq(users.teamId, caller.teamId ?? -1) : undefined,
      ),
    )
    .limit(1);
  if (!person) throw notFound('User');
  if (!(await isReviewerOf(ctx, person))) throw appError('OWN_BALANCE_ADJUSTMENT');
  if (person.cycle == null || person.typeStatus !== 'ACTIVE') throw appError('ADJUSTMENT_TYPE_NOT_IN_POLICY');
  if (person.cycle === 'UNLIMITED') throw appError('ADJUSTMENT_TYPE_UNLIMITED');
  // Time off in lieu is earned by overtime entries only (decision 0040).
  if (person.kind === 'TIME_OFF_IN_LIEU') throw appError('ADJUSTMENT_TYPE_TOIL');
  const refused = adjustmentAmountIssue(input.amount, person.unit === 'HOURS' ? 'HOURS' : 'DAYS');
  if (refused) throw appError('VALIDATION_FAILED', refused, [{ field: 'amount', message: refused }]);

  const date = input.date ? toCalendarDate(input.date, caller.timezone) : todayIn(person.timezone);
  const adjustmentId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leaveAdjustments)
      .values({
        organizationId: caller.organizationId,
        userId: person.id,
        typeId: input.typeId,
        amount: input.amount,
        effectiveOn: date,
        note: input.note.trim(),
        authorId: caller.userId,
      })
      .returning({ id: leaveAdjustments.id });
    await recordAudit(tx, ctx, {
      kind: 'BALANCE_ADJUSTED',
      target: { type: 'USER', id: person.id, label: `${person.firstName} ${person.lastName}`.trim() },
      after: { type: person.typeName, amount: input.amount, date, note: input.note.trim() },
    });
    return row.id;
  });
  const [answer] = await readAdjustments(db, sql`j.id = ${adjustmentId}`);
  return answer;
}
