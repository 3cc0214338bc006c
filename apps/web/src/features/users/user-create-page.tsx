import { zodResolver } from '@hookform/resolvers/zod';
import { CreateUserForm, TEXT } from '@leavedesk/contracts';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CountrySelect } from '@/components/country-select';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser, useSession } from '@/lib/session';
import { useTeams } from '@/lib/teams';
import { ContactFields, PolicyField, RoleField, StartDateField, TeamField } from './user-form-fields';
import { FormCard, today } from './user-form-parts';
import { useAssignablePolicies, useCreateUser } from './users-api';

function CreateEmployeeForm() {
  const me = useCurrentUser();
  const { organization } = useSession();
  const navigate = useNavigate();
  const create = useCreateUser();
  const teamAdmin = me.role === 'TEAM_ADMIN';
  // A failure to load either list is only logged (part 2 §8); the selects stay empty.
  const teams = useTeams({ silentError: true });
  const policies = useAssignablePolicies({ silentError: true });
  const teamOptions = teamAdmin ? teams.data?.filter((t) => t.id === me.team?.id) : teams.data;
  const defaultPolicy = policies.data?.find((p) => p.isDefault);

  const form = useForm({
    resolver: zodResolver(CreateUserForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      country: organization?.country ?? '',
      password: '',
      role: 'EMPLOYEE',
      teamId: teamAdmin ? me.team?.id : undefined,
      leavePolicyId: undefined,
      joinedAt: today(),
    },
  });
  const { errors } = form.formState;
  const busy = create.isPending || create.isSuccess;

  // The organization's default policy is preselected once the policies arrive.
  React.useEffect(() => {
    if (defaultPolicy && form.getValues('leavePolicyId') === undefined) {
      form.setValue('leavePolicyId', defaultPolicy.id);
    }
  }, [defaultPolicy, form]);
  // The organization's country is the likely one; it is preselected once the organization is there.
  React.useEffect(() => {
    if (organization?.country && !form.getValues('country')) form.setValue('country', organization.country);
  }, [organization?.country, form]);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, timezone: me.timezone ?? organization?.timezone ?? null },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: TEXT.employeeCreated });
          navigate('/users');
        },
      },
    ),
  );

  return (
    <form noValidate className="grid gap-6" onSubmit={onSubmit}>
      <FormCard title="Personal Information" description="Who the employee is and how to reach them.">
        <ContactFields form={form} emailPlaceholder="name@company.com" />
        <FormField label="Country" error={errors.country?.message} className="sm:col-span-2">
          {(field) => (
            <Controller
              control={form.control}
              name="country"
              render={({ field: { value, onChange, onBlur } }) => (
                <CountrySelect
                  {...field}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  placeholder="Select a country"
                />
              )}
            />
          )}
        </FormField>
      </FormCard>

      <FormCard
        title="Account Settings"
        description="The employee signs in with their e-mail and this password."
      >
        <FormField label="Password" error={errors.password?.message} hint="At least 8 characters.">
          {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />}
        </FormField>
      </FormCard>

      <FormCard title="Organization Configuration" description="Role, team, leave policy and start date.">
        <RoleField form={form} callerRole={me.role} />
        <TeamField form={form} options={teamOptions} disabled={teamAdmin} />
        <PolicyField form={form} options={policies.data} />
        <StartDateField form={form} />
      </FormCard>

      <div className="flex justify-end gap-2">
        <Button variant="outline" disabled={busy} onClick={() => navigate('/users')}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Processing...' : 'Create Employee'}
        </Button>
      </div>
    </form>
  );
}

/** /users/create. */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Create Employee" back="/users" />
      <RoleGate roles={['ORGANIZATION_ADMIN', 'TEAM_ADMIN']} title={null}>
        <CreateEmployeeForm />
      </RoleGate>
    </div>
  );
}
