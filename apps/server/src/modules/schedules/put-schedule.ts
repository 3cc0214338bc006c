import { SCHEDULE_MSG, type WorkSchedule, type WorkScheduleBody } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { userSchedules } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { sortedEntries } from '../../lib/work-schedule';
import { recordAudit } from '../audit/record-audit';
import { isReviewerOf } from '../leaves/reviewers';
import { userLabel } from '../users/user-audit';
import { findSchedulePerson } from './get-schedule';

export type PutScheduleInput = z.output<typeof WorkScheduleBody>;

/**
 * PUT /users/{id|mine}/schedule (issue 29): replaces a person's whole schedule history. Organization
 * admins, and admins of the person's team, write it; nobody writes their own, except the only
 * active organization admin (as for balance adjustments: fewer working days make leave cheaper).
 * One transaction: the person's row is locked (their leave requests wait), the old entries go, the
 * new ones are written and the change is audited as USER_UPDATED (`workSchedule`). Existing leaves
 * keep the working dates fixed when they were created.
 */
export async function putSchedule(
  ctx: UseCaseContext,
  id: number | 'mine',
  input: PutScheduleInput,
): Promise<WorkSchedule> {
  if (ctx.caller.role === 'EMPLOYEE') throw forbidden();
  const entries = sortedEntries(input);
  return ctx.db.transaction(async (tx) => {
    const person = await findSchedulePerson(tx, ctx, id, true);
    if (!(await isReviewerOf({ ...ctx, db: tx }, person))) throw forbidden(SCHEDULE_MSG.ownSchedule);
    await tx.delete(userSchedules).where(eq(userSchedules.userId, person.id));
    if (entries.length > 0)
      await tx.insert(userSchedules).values(
        entries.map(({ effectiveFrom, hours }) => ({
          userId: person.id,
          effectiveFrom,
          mondayHours: hours.MONDAY,
          tuesdayHours: hours.TUESDAY,
          wednesdayHours: hours.WEDNESDAY,
          thursdayHours: hours.THURSDAY,
          fridayHours: hours.FRIDAY,
          saturdayHours: hours.SATURDAY,
          sundayHours: hours.SUNDAY,
        })),
      );
    await recordAudit(tx, ctx, {
      kind: 'USER_UPDATED',
      target: { type: 'USER', id: person.id, label: userLabel(person) },
      before: { workSchedule: person.entries },
      after: { workSchedule: entries },
    });
    return entries;
  });
}
