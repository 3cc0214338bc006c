import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assets, leavePolicies, teams, users } from '../../db/schema';
import type { Caller } from '../../http/context';
import { appError, type ErrorDetail } from '../../http/errors';

/** Field messages of references that are not the organization's (400 with a detail). */
export const REFERENCE_MESSAGES = {
  teamId: 'The selected team does not exist.',
  leavePolicyId: 'The selected leave policy does not exist.',
  avatarAssetId: 'The selected picture does not exist.',
} as const;

export interface References {
  teamId?: number;
  leavePolicyId?: number;
  avatarAssetId?: number | null;
}

/**
 * Checks that the team, leave policy and picture a user is given belong to the caller's
 * organization; all failures are reported at once, one detail per field. The team and policy rows
 * are share-locked so that a concurrent removal of either waits for this transaction.
 */
export async function assertReferences(tx: DbOrTx, organizationId: number, refs: References): Promise<void> {
  const details: ErrorDetail[] = [];
  if (refs.teamId !== undefined) {
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, refs.teamId), eq(teams.organizationId, organizationId)))
      .for('key share');
    if (!team) details.push({ field: 'teamId', message: REFERENCE_MESSAGES.teamId });
  }
  if (refs.leavePolicyId !== undefined) {
    const [policy] = await tx
      .select({ id: leavePolicies.id })
      .from(leavePolicies)
      .where(
        and(
          eq(leavePolicies.id, refs.leavePolicyId),
          eq(leavePolicies.organizationId, organizationId),
          ne(leavePolicies.status, 'ARCHIVED'),
          isNull(leavePolicies.deletedAt),
        ),
      )
      .for('key share');
    if (!policy) details.push({ field: 'leavePolicyId', message: REFERENCE_MESSAGES.leavePolicyId });
  }
  if (refs.avatarAssetId != null) {
    const [asset] = await tx
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.id, refs.avatarAssetId), eq(assets.organizationId, organizationId)))
      .limit(1);
    if (!asset) details.push({ field: 'avatarAssetId', message: REFERENCE_MESSAGES.avatarAssetId });
  }
  if (details.length > 0) throw appError('BAD_REQUEST', details[0].message, details);
}

/**
 * Nobody may lock the organization out: before an ACTIVE organization admin is demoted,
 * deactivated or deleted, every active admin row of the organization is locked (in id order, so
 * two such changes never deadlock) and at least one other must remain. Two admins removing each
 * other at the same moment: the second waits for the first and is refused.
 */
export async function assertAnotherActiveAdmin(tx: DbOrTx, organizationId: number, leavingUserId: number) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'ORGANIZATION_ADMIN'),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.id)
    .for('update');
  if (!admins.some((a) => a.id !== leavingUserId)) throw appError('LAST_ADMIN');
}

/** `mine` is the caller. */
export function resolveUserId(caller: Caller, id: number | 'mine'): number {
  return id === 'mine' ? caller.userId : id;
}

/**
 * The users a caller may act on besides themselves, as a condition: team admins their own team
 * (nobody when they have none), organization admins everyone. Employees: nobody else.
 */
export function othersScope(caller: Caller) {
  if (caller.role === 'ORGANIZATION_ADMIN') return undefined;
  if (caller.role === 'TEAM_ADMIN') return eq(users.teamId, caller.teamId ?? -1);
  return eq(users.id, -1);
}
