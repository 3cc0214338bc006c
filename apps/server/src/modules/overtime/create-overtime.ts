import { type CreateOvertimeBody, OVERTIME_MSG, type OvertimeEntry } from '@leavedesk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { activatedTypes, leaveTypes, organizations, overtimeEntries, users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError, badRequest, forbidden } from '../../http/errors';
import { todayIn } from '../../lib/dates';
import { recordAudit } from '../audit/record-audit';
import { visibleUserId } from '../leaves/list-leaves';
import { overtimeExpiresOn } from '../leaves/toil-math';
import { findOvertime, overtimeAuditFields, overtimeTarget } from './overtime-view';

export type CreateOvertimeInput = z.output<typeof CreateOvertimeBody>;

/** The most days one entry may hold (a leave spans at most 366 days). */
const MAX_DAYS = 366;

/**
 * POST /overtime (decision 0040): an overtime entry of a TIME_OFF_IN_LIEU type, for oneself or,
 * with `userId`, by an admin for one of their people (organization admins: anyone of the
 * organization; team admins: their team). Any date up to today in the person's time zone; the
 * amount in the type's unit, half days or quarter hours. PENDING when the type requires approval in
 * the person's policy, else ACCEPTED; it expires `expiresAfterMonths` after its date (the same day of
 * the month, the last day it may be used). Written with its audit entry in one transaction.
 */
export async function createOvertime(
  ctx: UseCaseContext,
  input: CreateOvertimeInput,
): Promise<OvertimeEntry> {
  const { db, caller } = ctx;
  const personId = input.userId ?? caller.userId;
  if (personId !== caller.userId) {
    if (caller.role === 'EMPLOYEE') throw forbidden();
    await visibleUserId(ctx, personId);
  }
  const id = await db.transaction(async (tx) => {
    const [person] = await tx
      .select({
        id: users.id,
        timezone: sql<string>`coalesce(nullif(${users.timezone}, ''), ${organizations.timezone})`,
        typeId: activatedTypes.typeId,
        requiresApproval: activatedTypes.requiresApproval,
        unit: activatedTypes.unit,
        expiresAfterMonths: activatedTypes.expiresAfterMonths,
        kind: leaveTypes.kind,
      })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(
        activatedTypes,
        and(eq(activatedTypes.policyId, users.leavePolicyId), eq(activatedTypes.typeId, input.typeId)),
      )
      .leftJoin(leaveTypes, and(eq(leaveTypes.id, activatedTypes.typeId), eq(leaveTypes.status, 'ACTIVE')))
      .where(
        and(eq(users.id, personId), eq(users.organizationId, caller.organizationId), isNull(users.deletedAt)),
      )
      .limit(1);
    if (!person) throw appError('NOT_FOUND', 'User not found.');
    if (input.date > todayIn(person.timezone)) throw badRequest(OVERTIME_MSG.dateInFuture, 'date');
    if (person.typeId == null || person.kind !== 'TIME_OFF_IN_LIEU') throw appError('OVERTIME_TYPE_NOT_TOIL');
    const unit = person.unit === 'HOURS' ? 'HOURS' : 'DAYS';
    if (unit === 'DAYS' && (!Number.isInteger(input.amount * 2) || input.amount > MAX_DAYS))
      throw appError('VALIDATION_FAILED', OVERTIME_MSG.amountHalfDays, [
        { field: 'amount', message: OVERTIME_MSG.amountHalfDays },
      ]);
    if (unit === 'HOURS' && !Number.isInteger(input.amount * 4))
      throw appError('VALIDATION_FAILED', OVERTIME_MSG.amountQuarterHours, [
        { field: 'amount', message: OVERTIME_MSG.amountQuarterHours },
      ]);
    const [row] = await tx
      .insert(overtimeEntries)
      .values({
        organizationId: caller.organizationId,
        userId: person.id,
        typeId: input.typeId,
        date: input.date,
        amount: input.amount,
        unit,
        expiresOn: overtimeExpiresOn(input.date, person.expiresAfterMonths ?? null),
        note: input.note.trim(),
        status: person.requiresApproval ? 'PENDING' : 'ACCEPTED',
        createdBy: caller.userId,
      })
      .returning({ id: overtimeEntries.id });
    const entry = (await findOvertime(tx, { ...caller, role: 'ORGANIZATION_ADMIN' }, row.id))!;
    await recordAudit(tx, ctx, {
      kind: 'OVERTIME_RECORDED',
      target: overtimeTarget(entry),
      after: overtimeAuditFields(entry),
    });
    return row.id;
  });
  return (await findOvertime(db, { ...caller, role: 'ORGANIZATION_ADMIN' }, id))!;
}
