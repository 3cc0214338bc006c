import { activatedTypes, leaveTypes, overtimeEntries } from '../../db/schema';
import type { Org } from '../leaves/leave-fixtures';
import { overtimeExpiresOn } from '../leaves/toil-math';

/** Fixtures of the time off in lieu tests (decision 0040), written straight to the database. */

/** A TIME_OFF_IN_LIEU type activated in the organization's default policy. */
export async function addToilType(
  org: Org,
  opts: {
    name?: string;
    requiresApproval?: boolean;
    expiresAfterMonths?: number | null;
    unit?: 'DAYS' | 'HOURS';
  } = {},
): Promise<number> {
  const db = org.t.app.services.db;
  const [type] = await db
    .insert(leaveTypes)
    .values({
      organizationId: org.organizationId,
      name: opts.name ?? 'Time off in lieu',
      symbol: '⏱️',
      cycle: 'PER_YEAR',
      amount: 1,
      requiresApproval: opts.requiresApproval ?? true,
      kind: 'TIME_OFF_IN_LIEU',
    })
    .returning({ id: leaveTypes.id });
  await db.insert(activatedTypes).values({
    policyId: org.policyId,
    typeId: type.id,
    organizationId: org.organizationId,
    amount: 0,
    requiresApproval: opts.requiresApproval ?? true,
    cycle: 'PER_YEAR',
    position: 20,
    unit: opts.unit ?? 'DAYS',
    expiresAfterMonths: opts.expiresAfterMonths ?? null,
  });
  return type.id;
}

/** An overtime entry (past dates allowed), ACCEPTED unless told; its expiry from `months`. */
export async function insertOvertime(
  org: Org,
  person: { id: number },
  opts: { typeId: number; date: string; amount: number; status?: string; months?: number | null },
): Promise<number> {
  const [row] = await org.t.app.services.db
    .insert(overtimeEntries)
    .values({
      organizationId: org.organizationId,
      userId: person.id,
      typeId: opts.typeId,
      date: opts.date,
      amount: opts.amount,
      expiresOn: overtimeExpiresOn(opts.date, opts.months ?? null),
      status: opts.status ?? 'ACCEPTED',
      createdBy: person.id,
    })
    .returning({ id: overtimeEntries.id });
  return row.id;
}
