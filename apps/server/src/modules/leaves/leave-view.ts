import type {
  ActivatedType,
  CalendarLeave,
  Leave,
  LeaveCycle,
  LeaveStatus,
  RecordStatus,
} from '@leavedesk/contracts';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  activatedTypes,
  leavePolicies,
  leaves,
  leaveTypes,
  organizations,
  teams,
  users,
} from '../../db/schema';
import type { Caller } from '../../http/context';
import { avatarUrl, toUser, type UserRow } from '../users/user-view';

const reviewer = alias(users, 'leave_reviewer');
const requesterTeam = alias(teams, 'requester_team');
const requesterPolicy = alias(leavePolicies, 'requester_policy');
const requesterOrg = alias(organizations, 'requester_org');

/** Everything a `Leave` answer is built from, in one row: the leave, its requester, type and reviewer. */
const leaveColumns = {
  id: leaves.id,
  policyId: leaves.policyId,
  typeId: leaves.typeId,
  startAt: leaves.startAt,
  endAt: leaves.endAt,
  duration: leaves.duration,
  totalDays: leaves.totalDays,
  status: leaves.status,
  reason: leaves.reason,
  reviewedAt: leaves.reviewedAt,
  createdAt: leaves.createdAt,
  updatedAt: leaves.updatedAt,
  reviewerId: reviewer.id,
  reviewerFirstName: reviewer.firstName,
  reviewerLastName: reviewer.lastName,
  typeName: leaveTypes.name,
  typeSymbol: leaveTypes.symbol,
  typeCycle: leaveTypes.cycle,
  typeAmount: leaveTypes.amount,
  typeRequiresApproval: leaveTypes.requiresApproval,
  typeStatus: leaveTypes.status,
  activatedCycle: activatedTypes.cycle,
  activatedAmount: activatedTypes.amount,
  activatedRequiresApproval: activatedTypes.requiresApproval,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    role: users.role,
    status: users.status,
    country: users.country,
    timezone: users.timezone,
    teamId: users.teamId,
    teamName: requesterTeam.name,
    leavePolicyId: users.leavePolicyId,
    leavePolicyName: requesterPolicy.name,
    organizationId: users.organizationId,
    organizationName: requesterOrg.name,
    joinedAt: users.joinedAt,
    avatarAssetId: users.avatarAssetId,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  },
};

export type LeaveRow = Awaited<ReturnType<ReturnType<typeof selectLeaves>['execute']>>[number];

/**
 * A select of leaves with everything their answer needs, joined in one query; callers add the
 * organization scope and their filters with `.where`, `.orderBy`, `.limit`.
 */
export function selectLeaves(db: DbOrTx) {
  return db
    .select(leaveColumns)
    .from(leaves)
    .innerJoin(users, eq(users.id, leaves.userId))
    .innerJoin(requesterOrg, eq(requesterOrg.id, users.organizationId))
    .leftJoin(requesterTeam, eq(requesterTeam.id, users.teamId))
    .leftJoin(requesterPolicy, eq(requesterPolicy.id, users.leavePolicyId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaves.typeId))
    .leftJoin(
      activatedTypes,
      and(eq(activatedTypes.policyId, leaves.policyId), eq(activatedTypes.typeId, leaves.typeId)),
    )
    .leftJoin(reviewer, eq(reviewer.id, leaves.reviewerId))
    .$dynamic();
}

/** The activated type of a leave: as set in its policy, or the type's own values once removed from it. */
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

function reviewerOf(r: LeaveRow): Leave['reviewer'] {
  return r.reviewerId != null
    ? { id: r.reviewerId, firstName: r.reviewerFirstName ?? '', lastName: r.reviewerLastName ?? '' }
    : null;
}

const calendarColumns = {
  id: leaves.id,
  policyId: leaves.policyId,
  typeId: leaves.typeId,
  startAt: leaves.startAt,
  endAt: leaves.endAt,
  duration: leaves.duration,
  totalDays: leaves.totalDays,
  status: leaves.status,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarAssetId: users.avatarAssetId,
  teamId: users.teamId,
  teamName: requesterTeam.name,
  typeName: leaveTypes.name,
  typeSymbol: leaveTypes.symbol,
  typeCycle: leaveTypes.cycle,
  typeAmount: leaveTypes.amount,
  typeRequiresApproval: leaveTypes.requiresApproval,
  typeStatus: leaveTypes.status,
  activatedCycle: activatedTypes.cycle,
  activatedAmount: activatedTypes.amount,
  activatedRequiresApproval: activatedTypes.requiresApproval,
};

export type CalendarRow = Awaited<ReturnType<ReturnType<typeof selectCalendarLeaves>['execute']>>[number];

/** A select of compact calendar entries (few columns, few joins): the calendar and the check's conflicts. */
export function selectCalendarLeaves(db: DbOrTx) {
  return db
    .select(calendarColumns)
    .from(leaves)
    .innerJoin(users, eq(users.id, leaves.userId))
    .leftJoin(requesterTeam, eq(requesterTeam.id, users.teamId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaves.typeId))
    .leftJoin(
      activatedTypes,
      and(eq(activatedTypes.policyId, leaves.policyId), eq(activatedTypes.typeId, leaves.typeId)),
    )
    .$dynamic();
}

/** A calendar entry: who, which type, when, how long, in which state; never a reason. */
export function toCalendarLeave(r: CalendarRow): CalendarLeave {
  return {
    id: r.id,
    user: {
      id: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      avatar: r.avatarAssetId ? { id: r.avatarAssetId, url: avatarUrl(r.avatarAssetId) } : null,
      team: r.teamId != null && r.teamName != null ? { id: r.teamId, name: r.teamName } : null,
    },
    activatedType: activatedTypeOf(r),
    startAt: r.startAt,
    endAt: r.endAt,
    duration: r.duration,
    totalDays: r.totalDays,
    status: r.status as LeaveStatus,
  };
}

/** A `Leave` answer for a caller: the reason only when they may read it, null otherwise. */
export function toLeave(r: LeaveRow, caller: Caller): Leave {
  return {
    id: r.id,
    user: toUser(r.user as UserRow),
    activatedType: activatedTypeOf(r),
    policy: { id: r.policyId },
    startAt: r.startAt,
    endAt: r.endAt,
    duration: r.duration,
    totalDays: r.totalDays,
    status: r.status as LeaveStatus,
    reason: canReadReason(caller, { id: r.user.id, teamId: r.user.teamId }) ? (r.reason ?? null) : null,
    reviewer: reviewerOf(r),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
