import { forgetPasswordProblems, TEXT } from '@leavedesk/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { forgetPassword, useSubmit } from './auth-api';
import { AuthHeader } from './auth-header';
import { useCheckedForm } from './use-checked-form';

/** /forget-password: a new password is e-mailed; success goes to /signin with a toast. */
export function Component() {
  const navigate = useNavigate();
  const reset = useSubmit(forgetPassword);
  const form = useCheckedForm(forgetPasswordProblems, { email: '' });
  const { errors } = form;

  const onSubmit = form.handleSubmit((body) =>
    reset.submit(body, () => {
      toast({
        variant: 'success',
        title: TEXT.passwordResetTitle,
        description: TEXT.passwordResetDescription,
      });
      navigate('/signin');
    }),
  );

  return (
    <>
      <AuthHeader
        title="Forget Password"
        description="Enter the email address of your account and we will send you a new password."
      />
      <form noValidate className="grid gap-5" onSubmit={onSubmit}>
        <FormField label="Email" error={errors.email}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              {...form.field('email')}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner />}
          {reset.isPending ? 'Sending...' : 'Send New Password'}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm">
        <Link
          to="/signin"
          className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" />
          Back to sign in
        </Link>
      </p>
    </>
  );
}
