import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordForm, TEXT } from '@leavedesk/contracts';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useChangePassword } from './change-password';

/** /settings/change-password: any signed-in user, for their own account. */
export function Component() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const busy = change.isPending || change.isSuccess;
  const confirm = form.register('confirmPassword');

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: TEXT.passwordUpdated });
          navigate('/settings');
        },
      },
    ),
  );

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader title="Change Password" back="/settings" />
      <Card>
        <CardContent>
          <form noValidate className="grid gap-5" onSubmit={onSubmit}>
            <FormField
              label="Current Password"
              error={errors.currentPassword?.message}
              aside={
                <a
                  href="/forget-password"
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                >
                  Forgot your password?
                  <ExternalLink className="size-3" aria-hidden />
                </a>
              }
            >
              {(field) => (
                <PasswordInput
                  {...field}
                  autoComplete="current-password"
                  {...form.register('currentPassword')}
                />
              )}
            </FormField>
            <FormField label="New Password" error={errors.newPassword?.message} hint="At least 8 characters.">
              {(field) => (
                <PasswordInput {...field} autoComplete="new-password" {...form.register('newPassword')} />
              )}
            </FormField>
            <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
              {(field) => (
                <PasswordInput
                  {...field}
                  autoComplete="new-password"
                  {...confirm}
                  onBlur={async (event) => {
                    await confirm.onBlur(event);
                    if (form.getValues('confirmPassword')) void form.trigger('confirmPassword');
                  }}
                />
              )}
            </FormField>
            <div className="mt-1 flex justify-end gap-2">
              <Button variant="outline" disabled={busy} onClick={() => navigate('/settings')}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy && <Spinner />}
                {busy ? 'Processing...' : 'Save'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
