import {
  LEAVE_MSG,
  type OvertimeEntry,
  overtimeAlreadyDecidedMessage,
  type ReviewOvertimeBody,
} from '@leavedesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { firstRow } from '../../db/first-row';
import { overtimeEntries } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, badRequest, forbidden, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { isReviewerOf } from '../leaves/reviewers';
import { findOvertime, overtimeTarget } from './overtime-view';

export type ReviewOvertimeInput = z.output<typeof ReviewOvertimeBody>;

/**
 * PUT /overtime/{id} (decision 0040): the person's reviewers accept or reject a PENDING entry, as
 * they decide leaves (server-rules §3): organization admins, the admins of the person's team, never
 * for their own entry unless they are the only active organization admin. A decided entry is a 409
 * naming its status (a conditional update: of two decisions at once exactly one wins). A rejection
 * needs a reason when the organization asks one for leaves (`metadata.rejectionReasonRequired`).
 */
export async function reviewOvertime(
  ctx: UseCaseContext,
  id: number,
  input: ReviewOvertimeInput,
): Promise<OvertimeEntry> {
  const { db, caller } = ctx;
  const entry = await findOvertime(db, caller, id);
  if (!entry) throw notFound('Overtime entry');
  const person = await firstRow<{ teamId: number | null; reasonRequired: boolean }>(
    db,
    sql`select u.team_id as "teamId",
          coalesce((o.metadata->>'rejectionReasonRequired')::boolean, false) as "reasonRequired"
        from users u join organizations o on o.id = u.organization_id where u.id = ${entry.user.id}`,
  );
  if (!(await isReviewerOf(ctx, { id: entry.user.id, teamId: person?.teamId ?? null })))
    throw entry.user.id === caller.userId ? appError('OWN_OVERTIME_REVIEW') : forbidden();
  if (entry.status !== 'PENDING')
    throw appError('OVERTIME_ALREADY_DECIDED', overtimeAlreadyDecidedMessage(entry.status));
  const reviewReason = input.reason?.trim() || null;
  if (input.status === 'REJECTED' && person?.reasonRequired && reviewReason == null)
    throw badRequest(LEAVE_MSG.rejectionReasonRequired, 'reason');

  await db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(overtimeEntries)
      .set({ status: input.status, reviewerId: caller.userId, reviewedAt: now, reviewReason, updatedAt: now })
      .where(and(eq(overtimeEntries.id, id), eq(overtimeEntries.status, 'PENDING')))
      .returning({ id: overtimeEntries.id });
    if (updated.length === 0) {
      const won = await findOvertime(tx, caller, id);
      throw appError('OVERTIME_ALREADY_DECIDED', overtimeAlreadyDecidedMessage(won?.status ?? 'decided'));
    }
    await recordAudit(tx, ctx, {
      kind: 'OVERTIME_REVIEWED',
      target: overtimeTarget(entry),
      before: { status: entry.status },
      after: { status: input.status, reviewReason },
    });
  });
  return (await findOvertime(db, caller, id))!;
}
