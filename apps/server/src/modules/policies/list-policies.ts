import type { LeavePolicy } from '@leavedesk/contracts';
import type { UseCaseContext } from '../../http/context';
import { loadPolicies } from './policy-view';

/** Every policy of the organization (team and organization admins): active first, by name. */
export async function listPolicies({ db, caller }: UseCaseContext): Promise<LeavePolicy[]> {
  return loadPolicies(db, caller.organizationId);
}
