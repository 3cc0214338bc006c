import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { useCurrentUser } from '@/lib/session';
import { LeaveTypesSection } from './leave-types-section';
import { PoliciesSection } from './policies-section';

/**
 * /leaves/policies: the Leave Policies list and, below, the Leave Types table. Organization admins
 * change both; team admins (who may list policies) see them read-only; employees are refused
 * before any call (the list would answer 403, which ends the session).
 */
export function Component() {
  return (
    <RoleGate roles={['ORGANIZATION_ADMIN', 'TEAM_ADMIN']} title="Leave Policy">
      <PoliciesScreen />
    </RoleGate>
  );
}

function PoliciesScreen() {
  const user = useCurrentUser();
  const canEdit = user.role === 'ORGANIZATION_ADMIN';
  return (
    <>
      <PageHeader title="Leave Policy" description="Create and manage custom leave types and policies." />
      <div className="grid gap-10">
        <PoliciesSection canEdit={canEdit} />
        <LeaveTypesSection canEdit={canEdit} />
      </div>
    </>
  );
}
