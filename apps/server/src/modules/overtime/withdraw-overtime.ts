import { OVERTIME_MSG, overtimeAlreadyDecidedMessage } from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { overtimeEntries } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, forbidden, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { findOvertime, overtimeAuditFields, overtimeTarget } from './overtime-view';

/**
 * DELETE /overtime/{id} (decision 0040): the person withdraws their own PENDING entry, as they
 * withdraw a pending leave (`DELETE /leaves/{id}`): it becomes CANCELLED and stays in the list.
 * Someone else's entry the caller may see is a 403 (a reviewer rejects it instead); one they may
 * not see a 404; a decided one a 409 naming its status.
 */
export async function withdrawOvertime(ctx: UseCaseContext, id: number): Promise<void> {
  const { db, caller } = ctx;
  const entry = await findOvertime(db, caller, id);
  if (!entry) throw notFound('Overtime entry');
  if (entry.user.id !== caller.userId) throw forbidden(OVERTIME_MSG.notOwn);
  if (entry.status !== 'PENDING')
    throw appError('OVERTIME_ALREADY_DECIDED', overtimeAlreadyDecidedMessage(entry.status));
  await db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(overtimeEntries)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(and(eq(overtimeEntries.id, id), eq(overtimeEntries.status, 'PENDING')))
      .returning({ id: overtimeEntries.id });
    if (updated.length === 0) {
      const won = await findOvertime(tx, caller, id);
      throw appError('OVERTIME_ALREADY_DECIDED', overtimeAlreadyDecidedMessage(won?.status ?? 'decided'));
    }
    await recordAudit(tx, ctx, {
      kind: 'OVERTIME_WITHDRAWN',
      target: overtimeTarget(entry),
      before: overtimeAuditFields(entry),
      after: { ...overtimeAuditFields(entry), status: 'CANCELLED' },
    });
  });
}
