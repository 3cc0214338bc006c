import type { ApprovalStep } from '@leavedesk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

/**
 * The steps a team is given, checked against the organization (the shape is the contract's): a
 * person named by a USERS step who is not of the organization, or removed, is not found (404, as
 * anywhere else); one who is not active (invited, not yet signed in) is refused (400). Each person
 * is kept once per step, in the order given.
 */
export async function checkedApprovalSteps(
  db: DbOrTx,
  organizationId: number,
  steps: readonly ApprovalStep[],
): Promise<ApprovalStep[]> {
  const named = [...new Set(steps.flatMap((s) => s.userIds ?? []))];
  const found =
    named.length === 0
      ? []
      : await db
          .select({ id: users.id, status: users.status, deletedAt: users.deletedAt })
          .from(users)
          .where(and(eq(users.organizationId, organizationId), inArray(users.id, named)));
  const byId = new Map(found.map((u) => [u.id, u]));
  return steps.map((step, index) => {
    if (step.approvers !== 'USERS') return { approvers: step.approvers };
    const userIds = [...new Set(step.userIds ?? [])];
    for (const id of userIds) {
      const person = byId.get(id);
      if (!person || person.deletedAt != null) throw notFound('User');
      if (person.status !== 'ACTIVE')
        throw badRequest('Only active people can approve requests.', `approvalSteps.${index}.userIds`);
    }
    return { approvers: 'USERS', userIds };
  });
}

/** The steps as the audit trail shows them ("TEAM_ADMINS, then USERS 12, 14"). */
export function approvalStepsText(steps: readonly ApprovalStep[]): string {
  return steps
    .map((s) => (s.approvers === 'USERS' ? `USERS ${(s.userIds ?? []).join(', ')}` : s.approvers))
    .join(', then ');
}
