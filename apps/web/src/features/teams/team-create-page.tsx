import { type ApprovalStep, TEXT } from '@leavedesk/contracts';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { teamFormError, useCreateTeam, useRefreshTeams } from './team-mutations';
import { TeamNameFormBody } from './team-name-form';

/** /team/create: a team with a name; on success back to /teams. */
export function Component() {
  const navigate = useNavigate();
  const create = useCreateTeam();
  const refresh = useRefreshTeams();
  const busy = create.isPending || create.isSuccess;

  const onSubmit = (name: string, approvalSteps: ApprovalStep[] | undefined) =>
    create.mutate(
      { name, approvalSteps },
      {
        onSuccess: async () => {
          toast({ variant: 'success', title: TEXT.teamCreated });
          await refresh();
          navigate('/teams');
        },
      },
    );

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader title="Create Team" back="/teams" />
      <RoleGate roles={['ORGANIZATION_ADMIN']} title={null}>
        <Card>
          <CardContent>
            <TeamNameFormBody
              id="team-create"
              onSubmit={onSubmit}
              serverError={teamFormError(create.error)}
              autoFocus
            >
              <div className="flex justify-end gap-2">
                <Button variant="outline" disabled={busy} onClick={() => navigate('/teams')}>
                  Cancel
                </Button>
                <Button type="submit" disabled={busy}>
                  {busy && <Spinner />}
                  {busy ? 'Processing...' : 'Create'}
                </Button>
              </div>
            </TeamNameFormBody>
          </CardContent>
        </Card>
      </RoleGate>
    </div>
  );
}
