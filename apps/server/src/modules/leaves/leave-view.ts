import type {
  ActivatedType,
  ApprovalStep,
  EndDayPart,
  Leave,
  LeaveApproval,
  LeaveCycle,
  LeaveStatus,
  RecordStatus,
  StartDayPart,
} from '@leavedesk/contracts';
import type { Caller } from '../../http/context';
import { toUser, type UserRow } from '../users/user-view';

/** A leave with its type as activated in its policy (`leaveRowJson` in leave-queries.ts reads it). */
export interface LeaveRow {
  id: number;
  userId: number;
  policyId: number;
  typeId: number;
  startAt: string;
  endAt: string;
  startDayPart: string;
  endDayPart: string;
  duration: number;
  unit: string;
  startTime: string | null;
  endTime: string | null;
  totalDays: number;
  status: string;
  reason: string | null;
  reviewerId: number | null;
  reviewedAt: Date | null;
  reviewReason: string | null;
  approvalSteps: ApprovalStep[] | null;
  approvalStep: number;
  substituteId: number | null;
  cancelledAt: Date | null;
  cancelledBy: number | null;
  cancelReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  typeName: string;
  typeSymbol: string;
  typeCycle: string;
  typeAmount: number;
  typeRequiresApproval: boolean;
  typeStatus: string;
  activatedCycle: string | null;
  activatedAmount: number | null;
  activatedRequiresApproval: boolean | null;
  activatedCarryOverLimit: number | null;
  activatedCarryOverExpiresAfterMonths: number | null;
  activatedAccrual: string | null;
  activatedBorrowLimit: number | null;
  activatedUnit: string | null;
  activatedProrateBySchedule: boolean | null;
  activatedExpiresAfterMonths: number | null;
  typeKind: string;
}

type TypeColumns = Pick<
  LeaveRow,
  | 'policyId'
  | 'typeId'
  | 'typeName'
  | 'typeSymbol'
  | 'typeCycle'
  | 'typeAmount'
  | 'typeRequiresApproval'
  | 'typeStatus'
  | 'activatedCycle'
  | 'activatedAmount'
  | 'activatedRequiresApproval'
  | 'activatedCarryOverLimit'
  | 'activatedCarryOverExpiresAfterMonths'
  | 'activatedAccrual'
  | 'activatedBorrowLimit'
  | 'activatedUnit'
  | 'activatedProrateBySchedule'
  | 'activatedExpiresAfterMonths'
  | 'typeKind'
>;

/**
 * The activated type of a leave: as set in its policy, or the type's own values once removed from
 * it (no carry-over nor accrual then: those are a policy's settings).
 */
function activatedTypeOf(r: TypeColumns): ActivatedType {
  return {
    policyId: r.policyId,
    typeId: r.typeId,
    name: r.typeName,
    symbol: r.typeSymbol,
    cycle: (r.activatedCycle ?? r.typeCycle) as LeaveCycle,
    amount: r.activatedAmount ?? r.typeAmount,
    requiresApproval: r.activatedRequiresApproval ?? r.typeRequiresApproval,
    status: r.typeStatus as RecordStatus,
    carryOverLimit: r.activatedCarryOverLimit ?? 0,
    carryOverExpiresAfterMonths: r.activatedCarryOverExpiresAfterMonths,
    accrual: r.activatedAccrual === 'MONTHLY' ? 'MONTHLY' : 'UPFRONT',
    borrowLimit: Number(r.activatedBorrowLimit ?? 0),
    unit: r.activatedUnit === 'HOURS' ? 'HOURS' : 'DAYS',
    prorateBySchedule: r.activatedProrateBySchedule ?? false,
    expiresAfterMonths: r.activatedExpiresAfterMonths ?? null,
    kind: r.typeKind === 'TIME_OFF_IN_LIEU' ? 'TIME_OFF_IN_LIEU' : 'STANDARD',
  };
}

/** Only the requester and their reviewers (their team's admins, the organization admins) read a reason. */
export function canReadReason(caller: Caller, requester: { id: number; teamId: number | null }): boolean {
  if (caller.userId === requester.id || caller.role === 'ORGANIZATION_ADMIN') return true;
  return caller.role === 'TEAM_ADMIN' && caller.teamId != null && caller.teamId === requester.teamId;
}

/** `{id, firstName, lastName}` of a person named by a leave, when there is one. */
function personRef(byId: Map<number, UserRow>, id: number | null) {
  const person = id != null ? byId.get(id) : undefined;
  return person ? { id: person.id, firstName: person.firstName, lastName: person.lastName } : null;
}

/**
 * `Leave` answers from leave rows, the people they name (requesters, reviewers, cancellers) and
 * their approvals (approval.ts).
 */
export function toLeavesWith(
  rows: LeaveRow[],
  people: UserRow[],
  approvals: Map<number, LeaveApproval>,
  caller: Caller,
): Leave[] {
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => {
    const requester = byId.get(r.userId);
    if (!requester) throw new Error(`requester ${r.userId} of leave ${r.id} not found`);
    const approval = approvals.get(r.id);
    if (!approval) throw new Error(`approval of leave ${r.id} not read`);
    // The people the steps name and those deciding now as substitutes read reasons as reviewers do.
    const mayReadReasons =
      canReadReason(caller, { id: requester.id, teamId: requester.teamId }) ||
      (r.approvalSteps ?? []).some((s) => s.userIds?.includes(caller.userId)) ||
      approval.waitingFor.some((p) => p.id === caller.userId);
    return {
      id: r.id,
      user: toUser(requester),
      activatedType: activatedTypeOf(r),
      policy: { id: r.policyId },
      startAt: r.startAt,
      endAt: r.endAt,
      startDayPart: r.startDayPart as StartDayPart,
      endDayPart: r.endDayPart as EndDayPart,
      duration: r.duration,
      unit: r.unit === 'HOURS' ? 'HOURS' : 'DAYS',
      startTime: r.startTime ?? null,
      endTime: r.endTime ?? null,
      totalDays: r.totalDays,
      status: r.status as LeaveStatus,
      reason: mayReadReasons ? (r.reason ?? null) : null,
      reviewer: personRef(byId, r.reviewerId),
      reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
      reviewReason: mayReadReasons ? (r.reviewReason ?? null) : null,
      cancelledAt: r.cancelledAt ? r.cancelledAt.toISOString() : null,
      cancelledBy: personRef(byId, r.cancelledBy),
      cancelReason: mayReadReasons ? (r.cancelReason ?? null) : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      substitute: personRef(byId, r.substituteId ?? null),
      approval: mayReadReasons
        ? approval
        : { ...approval, decisions: approval.decisions.map((d) => ({ ...d, reason: null })) },
    };
  });
}
