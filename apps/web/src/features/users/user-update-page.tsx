import { zodResolver } from '@hookform/resolvers/zod';
import { TEXT, UpdateUserForm, type User } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/session';
import { useTeams } from '@/lib/teams';
import { originOf } from './origin';
import { ContactFields, PolicyField, RoleField, StartDateField, TeamField } from './user-form-fields';
import { FormCard } from './user-form-parts';
import { useAssignablePolicies, userQueryOptions, useUpdateUser } from './users-api';

function formValues(user: User): UpdateUserForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    teamId: user.team?.id as number,
    leavePolicyId: user.leavePolicy?.id as number,
    role: user.role,
    joinedAt: user.joinedAt,
    status: user.status,
  };
}

function UpdateEmployeeForm({ user, backTo }: { user: User; backTo: string }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const update = useUpdateUser(user.id);
  const orgAdmin = me.role === 'ORGANIZATION_ADMIN';
  const teams = useTeams();
  const policies = useAssignablePolicies();
  // A user on an archived policy keeps seeing it until they are moved to another one.
  const policyOptions = React.useMemo(() => {
    const list = policies.data ?? [];
    return user.leavePolicy && !list.some((p) => p.id === user.leavePolicy?.id)
      ? [...list, user.leavePolicy]
      : list;
  }, [policies.data, user.leavePolicy]);

  const form = useForm({ resolver: zodResolver(UpdateUserForm), defaultValues: formValues(user) });
  const { errors } = form.formState;
  const busy = update.isPending || update.isSuccess;

  const onSubmit = form.handleSubmit(({ status, ...values }) =>
    update.mutate(
      { ...values, phone: values.phone || null, ...(orgAdmin ? { status } : {}) },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: TEXT.employeeUpdated });
          navigate('/users');
        },
      },
    ),
  );

  return (
    <form noValidate className="grid gap-6" onSubmit={onSubmit}>
      <FormCard title="Personal Information">
        <ContactFields form={form} />
      </FormCard>

      <FormCard title="Organization Configuration">
        <TeamField
          form={form}
          options={orgAdmin ? teams.data : teams.data?.filter((t) => t.id === user.team?.id)}
          disabled={!orgAdmin}
        />
        <PolicyField form={form} options={policyOptions} />
        <RoleField form={form} callerRole={me.role} />
        <StartDateField form={form} />
        {orgAdmin && (
          <FormField
            label="Status"
            error={errors.status?.message}
            hint="An inactive user cannot sign in; their leaves stay on record."
          >
            {(field) => (
              <Controller
                control={form.control}
                name="status"
                render={({ field: { value, onChange } }) => (
                  <Select value={value} onValueChange={onChange}>
                    <SelectTrigger {...field}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {user.status === 'PENDING' && (
                        <SelectItem value="PENDING" disabled>
                          Pending
                        </SelectItem>
                      )}
                      <SelectItem value="ACTIVE">Active</SelectItem>
                      <SelectItem value="INACTIVE">Inactive</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        )}
      </FormCard>

      <div className="flex justify-end gap-2">
        <Button variant="outline" disabled={busy} onClick={() => navigate(backTo)}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Processing...' : 'Update'}
        </Button>
      </div>
    </form>
  );
}

function UpdateUserScreen() {
  const { id } = useParams();
  const location = useLocation();
  const backTo = originOf(location, '/users');
  const userId = Number(id);
  const user = useQuery({
    ...userQueryOptions(userId),
    enabled: Number.isInteger(userId) && userId > 0,
    meta: { silentError: true },
  });

  React.useEffect(() => {
    if (user.isError)
      toast({ variant: 'destructive', title: TEXT.errorTitle, description: TEXT.failedEmployeeDetails });
  }, [user.isError]);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Update User" back={backTo} />
      {user.data ? (
        <UpdateEmployeeForm key={user.data.id} user={user.data} backTo={backTo} />
      ) : user.isError || !user.isEnabled ? (
        <EmptyState icon={UserX} title={TEXT.failedEmployeeDetails} />
      ) : (
        <p className="py-10 text-center text-sm text-muted-foreground">Loading...</p>
      )}
    </div>
  );
}

/** /users/{id}/update. */
export function Component() {
  return (
    <RoleGate roles={['ORGANIZATION_ADMIN', 'TEAM_ADMIN']} title="Update User">
      <UpdateUserScreen />
    </RoleGate>
  );
}
