import {
  ACCRUAL_MSG,
  type Accrual,
  type ActivatedTypeBody,
  activatedTypeAmountIssues,
  CARRY_OVER_MSG,
  type LeaveUnit,
  MSG,
  OVERTIME_MSG,
} from '@leavedesk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { activatedTypes, leavePolicies, leaveTypes, organizations } from '../../db/schema';
import { appError, type ErrorDetail } from '../../http/errors';

export type ActivatedTypeInput = z.output<typeof ActivatedTypeBody>;

/** What a policy held for a type before its types are replaced: kept where a body leaves it out. */
export interface HeldCarryOver {
  carryOverLimit: number;
  carryOverExpiresAfterMonths: number | null;
  /** Issue 29: how the type's allowance is earned, and how far ahead of it one may borrow. */
  accrual: string;
  borrowLimit: number;
  /** Issue 29, TIME_OFF_IN_LIEU types: when an overtime entry expires (absent: never). */
  expiresAfterMonths?: number | null;
  /** Issue 29: the unit of the type's amounts, and whether its allowance is prorated by schedule. */
  unit?: string;
  prorateBySchedule?: boolean;
}

/**
 * Makes `list` the policy's activated types, in that order, replacing what it had. Each type must
 * be one of the organization's; an ARCHIVED type may stay in a policy that already held it (so a
 * rename does not fail because of an old type), but cannot be newly added. Unset cycles take the
 * type's own. Carry-over settings apply to PER_YEAR types only; left out, they stay as the policy
 * held them for that type (0 and never for a type it did not hold). So do `accrual` and
 * `borrowLimit` (issue 29; UPFRONT and 0): MONTHLY is refused on a non-yearly type and a borrow
 * limit above 0 on a type that does not accrue monthly; a type made non-yearly, or UPFRONT, without
 * saying anything of them drops what it held.
 */
export async function replaceActivatedTypes(
  tx: Tx,
  organizationId: number,
  policyId: number,
  list: ActivatedTypeInput[],
  alreadyHeld: ReadonlyMap<number, HeldCarryOver> = new Map(),
): Promise<void> {
  const ids = list.map((t) => t.typeId);
  const types = ids.length
    ? await tx
        .select()
        .from(leaveTypes)
        .where(and(eq(leaveTypes.organizationId, organizationId), inArray(leaveTypes.id, ids)))
    : [];
  const byId = new Map(types.map((t) => [t.id, t]));
  const details: ErrorDetail[] = [];
  // Issue 29: absent, the unit and proration stay as held (DAYS, false). A unit that changes drops
  // the held carry-over and borrow limits that are not sent again: they were in the other unit.
  const units = list.map((item) => {
    const held = alreadyHeld.get(item.typeId);
    const heldUnit: LeaveUnit = held?.unit === 'HOURS' ? 'HOURS' : 'DAYS';
    const unit: LeaveUnit = item.unit ?? heldUnit;
    return {
      unit,
      prorateBySchedule: item.prorateBySchedule ?? held?.prorateBySchedule ?? false,
      changed: held !== undefined && unit !== heldUnit,
    };
  });
  const heldIn = (typeId: number, index: number) =>
    units[index].changed ? undefined : alreadyHeld.get(typeId);
  const carryOver = list.map((item, index) => ({
    carryOverLimit: item.carryOverLimit ?? heldIn(item.typeId, index)?.carryOverLimit ?? 0,
    carryOverExpiresAfterMonths:
      item.carryOverExpiresAfterMonths !== undefined
        ? item.carryOverExpiresAfterMonths
        : (alreadyHeld.get(item.typeId)?.carryOverExpiresAfterMonths ?? null),
  }));
  const accrual = list.map((item, index) => {
    const held = alreadyHeld.get(item.typeId);
    const mode: Accrual = item.accrual ?? (held?.accrual === 'MONTHLY' ? 'MONTHLY' : 'UPFRONT');
    return {
      accrual: mode,
      borrowLimit:
        item.borrowLimit ?? (mode === 'MONTHLY' ? (heldIn(item.typeId, index)?.borrowLimit ?? 0) : 0),
    };
  });
  const expiry = list.map((item) =>
    item.expiresAfterMonths !== undefined
      ? item.expiresAfterMonths
      : (alreadyHeld.get(item.typeId)?.expiresAfterMonths ?? null),
  );
  list.forEach((item, index) => {
    const field = `activatedTypes.${index}.typeId`;
    const type = byId.get(item.typeId);
    const at = (name: string) => `activatedTypes.${index}.${name}`;
    if (type?.kind === 'TIME_OFF_IN_LIEU') {
      // Time off in lieu (decision 0040): no amount (0), no carry-over, accrual or borrowing; an
      // expiry. Sent settings of the others are refused; held ones (from a STANDARD past) dropped.
      if ((item.carryOverLimit ?? 0) > 0)
        details.push({ field: at('carryOverLimit'), message: OVERTIME_MSG.toilNoCarryOver });
      else if (item.carryOverExpiresAfterMonths != null)
        details.push({ field: at('carryOverExpiresAfterMonths'), message: OVERTIME_MSG.toilNoCarryOver });
      else if (item.accrual === 'MONTHLY')
        details.push({ field: at('accrual'), message: OVERTIME_MSG.toilNoCarryOver });
      else if ((item.borrowLimit ?? 0) > 0)
        details.push({ field: at('borrowLimit'), message: OVERTIME_MSG.toilNoCarryOver });
      carryOver[index] = { carryOverLimit: 0, carryOverExpiresAfterMonths: null };
      accrual[index] = { accrual: 'UPFRONT', borrowLimit: 0 };
    } else if (type) {
      for (const issue of activatedTypeAmountIssues({ ...item, unit: units[index].unit }))
        details.push({ field: at(issue.field), message: issue.message });
      if (item.amount === undefined || item.amount < 1)
        details.push({ field: at('amount'), message: MSG.activatedAmountMin });
      if (item.expiresAfterMonths != null)
        details.push({ field: at('expiresAfterMonths'), message: OVERTIME_MSG.expiryToilOnly });
      expiry[index] = null;
    }
    if (!type) details.push({ field, message: `Leave type ${item.typeId} does not exist.` });
    else if (type.status !== 'ACTIVE' && !alreadyHeld.has(type.id)) {
      details.push({
        field,
        message: `The leave type "${type.name}" is archived and cannot be added to a policy.`,
      });
    } else if (type.kind === 'TIME_OFF_IN_LIEU') {
      // Settled above.
    } else if ((item.cycle ?? type.cycle) !== 'PER_YEAR') {
      // Sent for another cycle, the settings are refused; held from a yearly past, they are dropped.
      if ((item.carryOverLimit ?? 0) > 0)
        details.push({ field: `activatedTypes.${index}.carryOverLimit`, message: CARRY_OVER_MSG.yearlyOnly });
      else if (item.carryOverExpiresAfterMonths != null)
        details.push({
          field: `activatedTypes.${index}.carryOverExpiresAfterMonths`,
          message: CARRY_OVER_MSG.yearlyOnly,
        });
      carryOver[index] = { carryOverLimit: 0, carryOverExpiresAfterMonths: null };
      if (item.accrual === 'MONTHLY')
        details.push({ field: `activatedTypes.${index}.accrual`, message: ACCRUAL_MSG.yearlyOnly });
      else if ((item.borrowLimit ?? 0) > 0)
        details.push({
          field: `activatedTypes.${index}.borrowLimit`,
          message: ACCRUAL_MSG.borrowMonthlyOnly,
        });
      accrual[index] = { accrual: 'UPFRONT', borrowLimit: 0 };
    } else if (accrual[index].accrual !== 'MONTHLY' && accrual[index].borrowLimit > 0) {
      details.push({ field: `activatedTypes.${index}.borrowLimit`, message: ACCRUAL_MSG.borrowMonthlyOnly });
    }
  });
  if (details.length > 0) throw appError('VALIDATION_FAILED', details[0].message, details);

  await tx.delete(activatedTypes).where(eq(activatedTypes.policyId, policyId));
  if (list.length === 0) return;
  await tx.insert(activatedTypes).values(
    list.map((item, position) => {
      const type = byId.get(item.typeId)!;
      return {
        policyId,
        typeId: item.typeId,
        organizationId,
        amount: type.kind === 'TIME_OFF_IN_LIEU' ? 0 : (item.amount ?? 0),
        requiresApproval: item.requiresApproval,
        cycle: item.cycle ?? type.cycle,
        position,
        ...carryOver[position],
        ...accrual[position],
        expiresAfterMonths: expiry[position],
        unit: units[position].unit,
        prorateBySchedule: units[position].prorateBySchedule,
      };
    }),
  );
}

/**
 * Taken before anything else in a transaction that makes a policy the default: two such changes
 * in one organization run one after the other, so exactly one default remains and they cannot
 * deadlock on each other's policy rows. (Inserting users only takes a key-share lock on the
 * organization, which this does not block.)
 */
export async function lockDefaultPolicyChanges(tx: Tx, organizationId: number): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('no key update');
}

/** Makes the policy the organization's only default; call after lockDefaultPolicyChanges. */
export async function makeOnlyDefault(tx: Tx, organizationId: number, policyId: number): Promise<void> {
  await tx
    .update(leavePolicies)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(leavePolicies.organizationId, organizationId), eq(leavePolicies.isDefault, true)));
  await tx.update(leavePolicies).set({ isDefault: true }).where(eq(leavePolicies.id, policyId));
}
