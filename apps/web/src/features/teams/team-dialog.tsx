import { type ApprovalStep, TEXT, type Team } from '@leavedesk/contracts';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { teamFormError, useCreateTeam, useRefreshTeams, useUpdateTeam } from './team-mutations';
import { TeamNameFormBody } from './team-name-form';

export interface TeamDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team to rename ('Update Team'); absent for 'Create Team'. */
  team?: Team;
}

/** The Create and Update Team dialogs of /teams. */
export function TeamDialog({ open, onOpenChange, team }: TeamDialogProps) {
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const refresh = useRefreshTeams();
  const busy = create.isPending || update.isPending;
  const formId = React.useId();

  const done = (message: string) => {
    toast({ variant: 'success', title: message });
    onOpenChange(false);
    void refresh();
  };
  const onSubmit = (name: string, approvalSteps: ApprovalStep[] | undefined) => {
    if (team)
      update.mutate(
        { id: team.id, name, metadata: team.metadata, approvalSteps },
        { onSuccess: () => done(TEXT.teamUpdated) },
      );
    else create.mutate({ name, approvalSteps }, { onSuccess: () => done(TEXT.teamCreated) });
  };
  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;
  // A refusal from an earlier opening is not this one's.
  React.useEffect(() => {
    if (open) {
      resetCreate();
      resetUpdate();
    }
  }, [open, resetCreate, resetUpdate]);

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{team ? 'Update Team' : 'Create Team'}</DialogTitle>
          <DialogDescription>
            {team
              ? 'Give the team a new name, or change who approves its requests.'
              : 'People are put in a team when they are created or updated.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <TeamNameFormBody
            key={team?.id ?? 'new'}
            id={formId}
            team={team}
            onSubmit={onSubmit}
            serverError={teamFormError(team ? update.error : create.error)}
            autoFocus
          >
            <DialogFooter>
              <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy && <Spinner />}
                {busy ? 'Processing...' : team ? 'Update' : 'Create'}
              </Button>
            </DialogFooter>
          </TeamNameFormBody>
        )}
      </DialogContent>
    </Dialog>
  );
}
