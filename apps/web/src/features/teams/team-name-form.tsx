import { zodResolver } from '@hookform/resolvers/zod';
import { type ApprovalStep, ApprovalStepsInput, MSG, type Team, TeamBody } from '@leavedesk/contracts';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTeams } from '@/lib/teams';
import { sameSteps, stepsOf, useActivePeople } from './approval-steps';
import { ApprovalStepsField } from './approval-steps-field';
import { isTeamNameTaken } from './team-mutations';

const TeamNameForm = TeamBody.pick({ name: true });

export interface TeamNameFormProps {
  id: string;
  /** The team being renamed; absent when creating. */
  team?: Team;
  /**
   * Called with the trimmed name once it is valid and not taken by another team, and the approval
   * steps when they were changed (undefined when left as they were: nothing to send).
   */
  onSubmit: (name: string, approvalSteps: ApprovalStep[] | undefined) => void;
  /** The server's refusal of the last save (a 400's sentence), shown above the buttons. */
  serverError?: string;
  /** The buttons, rendered after the field. */
  children: React.ReactNode;
  autoFocus?: boolean;
}

/** The message of each step the contract refuses (by index), e.g. a "Named people" step naming nobody. */
function stepErrors(steps: ApprovalStep[]): (string | undefined)[] {
  const parsed = ApprovalStepsInput.safeParse(steps);
  const errors: (string | undefined)[] = [];
  for (const issue of parsed.error?.issues ?? []) {
    const index = issue.path[0];
    if (typeof index === 'number') errors[index] ??= issue.message;
  }
  return errors;
}

/**
 * The team's name (length rules, the duplicate-name check made before sending) and its approval
 * steps (issue 28).
 */
export function TeamNameFormBody({
  id,
  team,
  onSubmit,
  children,
  autoFocus,
  serverError,
}: TeamNameFormProps) {
  const teams = useTeams();
  const people = useActivePeople();
  const form = useForm({ resolver: zodResolver(TeamNameForm), defaultValues: { name: team?.name ?? '' } });
  const initialSteps = stepsOf(team);
  const [steps, setSteps] = React.useState<ApprovalStep[]>(initialSteps);
  const [errors, setErrors] = React.useState<(string | undefined)[]>([]);
  const changeSteps = (next: ApprovalStep[]) => {
    setSteps(next);
    setErrors([]);
  };
  const submit = form.handleSubmit(({ name }) => {
    const refused = stepErrors(steps);
    setErrors(refused);
    if (isTeamNameTaken(name, teams.data, team?.id)) {
      form.setError('name', { message: MSG.teamNameDuplicate }, { shouldFocus: true });
      return;
    }
    if (refused.some(Boolean)) return;
    onSubmit(name, sameSteps(steps, initialSteps) ? undefined : steps);
  });
  return (
    <form id={id} noValidate className="grid gap-6" onSubmit={submit}>
      <FormField label="Name" error={form.formState.errors.name?.message}>
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            placeholder="e.g. Engineering"
            autoFocus={autoFocus}
            {...form.register('name')}
          />
        )}
      </FormField>
      <ApprovalStepsField value={steps} onChange={changeSteps} people={people.data ?? []} errors={errors} />
      <FieldError message={serverError} />
      {children}
    </form>
  );
}
