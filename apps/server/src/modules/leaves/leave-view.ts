import type { ActivatedType, Leave, LeaveCycle, LeaveStatus, RecordStatus } from '@leavedesk/contracts';
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
  duration: number;
  totalDays: number;
  status: string;
  reason: string | null;
  reviewerId: number | null;
  reviewedAt: Date | null;
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
>;

/** The activated type of a leave: as set in its policy, or the type's own values once removed from it. */
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
  };
}

/** Only the requester and their reviewers (their team's admins, the organization admins) read a reason. */
export function canReadReason(caller: Caller, requester: { id: number; teamId: number | null }): boolean {
  if (caller.userId === requester.id || caller.role === 'ORGANIZATION_ADMIN') return true;
  return caller.role === 'TEAM_ADMIN' && caller.teamId != null && caller.teamId === requester.teamId;
}

function _distinct(ids: Array<number | null>): number[] {
  return [...new Set(ids.filter((id): id is number => id != null))];
}

/** `Leave` answers from leave rows and the people they name (requesters and reviewers). */
export function toLeavesWith(rows: LeaveRow[], people: UserRow[], caller: Caller): Leave[] {
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => {
    const requester = byId.get(r.userId);
    if (!requester) throw new Error(`requester ${r.userId} of leave ${r.id} not found`);
    const reviewer = r.reviewerId != null ? byId.get(r.reviewerId) : undefined;
    return {
      id: r.id,
      user: toUser(requester),
      activatedType: activatedTypeOf(r),
      policy: { id: r.policyId },
      startAt: r.startAt,
      endAt: r.endAt,
      duration: r.duration,
      totalDays: r.totalDays,
      status: r.status as LeaveStatus,
      reason: canReadReason(caller, { id: requester.id, teamId: requester.teamId })
        ? (r.reason ?? null)
        : null,
      reviewer: reviewer
        ? { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName }
        : null,
      reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
