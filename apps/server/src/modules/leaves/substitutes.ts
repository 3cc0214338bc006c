import { LEAVE_MSG, type PersonRef, SUBSTITUTE_CANDIDATES_MAX } from '@leavedesk/contracts';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';

/**
 * Substitutes (issue 28): a request may name a person who covers during the leave
 * (`substituteId` of POST /leaves and /leaves/check). They must be an ACTIVE, not removed person
 * of the requester's organization other than the requester. An id that is not a person of the
 * organization, or a removed one, is `404 User not found.` (as a userId anywhere else); oneself
 * or someone not active (invited, deactivated) is a 400 naming the field `substituteId`.
 */
export interface SubstituteCandidate extends PersonRef {
  status: string;
  removed: boolean;
}

/** The substitute a request names, checked; throws the refusal. */
export function checkedSubstitute(candidate: SubstituteCandidate | null, requesterId: number): PersonRef {
  if (!candidate || candidate.removed) throw notFound('User');
  if (candidate.id === requesterId) throw badRequest(LEAVE_MSG.substituteSelf, 'substituteId');
  if (candidate.status !== 'ACTIVE') throw badRequest(LEAVE_MSG.substituteInactive, 'substituteId');
  return { id: candidate.id, firstName: candidate.firstName, lastName: candidate.lastName };
}

/** Reads and checks the substitute of a new request, in its transaction. */
export async function loadSubstitute(
  db: DbOrTx,
  organizationId: number,
  requesterId: number,
  substituteId: number,
): Promise<PersonRef> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(and(eq(users.id, substituteId), eq(users.organizationId, organizationId)))
    .limit(1);
  return checkedSubstitute(row ? { ...row, removed: row.deletedAt != null } : null, requesterId);
}

/** `text` taken literally inside an ILIKE pattern. */
function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /leaves/substitute-candidates: the active, not removed people of the caller's organization
 * other than the caller, by name, the first SUBSTITUTE_CANDIDATES_MAX matching `text` (first or
 * last name, or both). Every role may ask: a requester names anyone as substitute.
 */
export async function substituteCandidates(
  { db, caller }: UseCaseContext,
  query: { text?: string },
): Promise<PersonRef[]> {
  const pattern = query.text?.trim() ? containsPattern(query.text.trim()) : undefined;
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.organizationId, caller.organizationId),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
        ne(users.id, caller.userId),
        pattern ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}` : undefined,
      ),
    )
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id))
    .limit(SUBSTITUTE_CANDIDATES_MAX);
}
