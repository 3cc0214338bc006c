import type { Role, User, UserStatus } from '@leavedesk/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { leavePolicies, organizations, teams, users } from '../../db/schema';

const userTeam = alias(teams, 'user_team');
const userPolicy = alias(leavePolicies, 'user_policy');
const userOrg = alias(organizations, 'user_org');

/** The columns a `User` answer is built from; reused by lists and joins elsewhere. */
export const userColumns = {
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
  teamName: userTeam.name,
  leavePolicyId: users.leavePolicyId,
  leavePolicyName: userPolicy.name,
  organizationId: users.organizationId,
  organizationName: userOrg.name,
  joinedAt: users.joinedAt,
  avatarAssetId: users.avatarAssetId,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type UserRow = {
  [K in keyof typeof userColumns]:
    | (typeof userColumns)[K]['_']['data']
    | (K extends 'teamName' | 'leavePolicyName' ? null : never);
};

export function avatarUrl(assetId: number): string {
  return `/api/assets/${assetId}`;
}

export function toUser(r: UserRow): User {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone ?? null,
    role: r.role as Role,
    status: r.status as UserStatus,
    country: r.country ?? null,
    timezone: r.timezone ?? null,
    team: r.teamId != null && r.teamName != null ? { id: r.teamId, name: r.teamName } : null,
    leavePolicy:
      r.leavePolicyId != null && r.leavePolicyName != null
        ? { id: r.leavePolicyId, name: r.leavePolicyName }
        : null,
    organization: { id: r.organizationId, name: r.organizationName },
    joinedAt: r.joinedAt,
    avatar: r.avatarAssetId ? { id: r.avatarAssetId, url: avatarUrl(r.avatarAssetId) } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A `UserRow` as JSON, over `users u` joined by `userJoins` (timestamps as ISO text). */
export const userRowJson = sql`json_build_object(
  'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email, 'phone', u.phone,
  'role', u.role, 'status', u.status, 'country', u.country, 'timezone', u.timezone,
  'teamId', u.team_id, 'teamName', ut.name, 'leavePolicyId', u.leave_policy_id, 'leavePolicyName', up.name,
  'organizationId', u.organization_id, 'organizationName', uo.name, 'joinedAt', u.joined_at,
  'avatarAssetId', u.avatar_asset_id, 'createdAt', u.created_at, 'updatedAt', u.updated_at
)`;

export const userJoins = sql`join organizations uo on uo.id = u.organization_id
  left join teams ut on ut.id = u.team_id
  left join leave_policies up on up.id = u.leave_policy_id`;

export type JsonUserRow = Omit<UserRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

export function userRowFromJson(r: JsonUserRow): UserRow {
  return { ...r, createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) };
}

/** A select of `User` answers with team, policy and organization joined; add `.where`, `.orderBy`, … */
export function selectUsers(db: DbOrTx) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(userOrg, eq(userOrg.id, users.organizationId))
    .leftJoin(userTeam, eq(userTeam.id, users.teamId))
    .leftJoin(userPolicy, eq(userPolicy.id, users.leavePolicyId))
    .$dynamic();
}

/** One live (not deleted) user of an organization, or undefined. */
export async function findUser(db: DbOrTx, organizationId: number, userId: number, extra?: SQL) {
  const [row] = await selectUsers(db)
    .where(
      and(eq(users.id, userId), eq(users.organizationId, organizationId), isNull(users.deletedAt), extra),
    )
    .limit(1);
  return row ? toUser(row as UserRow) : undefined;
}
