import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, type Team, TeamBody } from '@leavedesk/contracts';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTeams } from '@/lib/teams';
import { isTeamNameTaken } from './team-mutations';

const TeamNameForm = TeamBody.pick({ name: true });

export interface TeamNameFormProps {
  id: string;
  /** The team being renamed; absent when creating. */
  team?: Team;
  /** Called with the trimmed name once it is valid and not taken by another team. */
  onSubmit: (name: string) => void;
  /** The buttons, rendered after the field. */
  children: React.ReactNode;
  autoFocus?: boolean;
}

/** The team name field with its length rules and the duplicate-name check made before sending. */
export function TeamNameFormBody({ id, team, onSubmit, children, autoFocus }: TeamNameFormProps) {
  const teams = useTeams();
  const form = useForm({ resolver: zodResolver(TeamNameForm), defaultValues: { name: team?.name ?? '' } });
  const submit = form.handleSubmit(({ name }) => {
    if (isTeamNameTaken(name, teams.data, team?.id)) {
      form.setError('name', { message: MSG.teamNameDuplicate }, { shouldFocus: true });
      return;
    }
    onSubmit(name);
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
      {children}
    </form>
  );
}
