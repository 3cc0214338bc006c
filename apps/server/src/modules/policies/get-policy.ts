import type { LeavePolicy } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { findPolicy } from './policy-view';

/**
 * One policy of the organization. Admins read any; an employee reads only the policy they are on
 * (another one of their organization is 403; a missing or foreign one 404, as for everyone).
 */
export async function getPolicy({ db, caller }: UseCaseContext, id: number): Promise<LeavePolicy> {
  const policy = await findPolicy(db, caller.organizationId, id);
  if (!policy) throw notFound('Leave policy');
  if (caller.role === 'EMPLOYEE') {
    const [me] = await db
      .select({ leavePolicyId: users.leavePolicyId })
      .from(users)
      .where(eq(users.id, caller.userId));
    if (me?.leavePolicyId !== id) throw forbidden('You can only see your own leave policy.');
  }
  return policy;
}
