import { loginProblems, SIGN_IN_TEXT, TEXT } from '@leavedesk/contracts';
import { CircleAlert, Clock } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { tokenStore } from '@/lib/storage';
import { login, useSubmit } from './auth-api';
import { AuthHeader } from './auth-header';
import { useCheckedForm } from './use-checked-form';

/** The sentence a failed sign-in shows in the form (the toast keeps the spec's). */
function failureSentence(error: unknown): string {
  return (error as { status?: number }).status === 403 ? SIGN_IN_TEXT.wrongCredentials : errorMessage(error);
}

/**
 * /signin. On success the public-only guard sends the user to `redirect` (or /). The links come
 * after the button, so Tab goes Email, Password, Sign in: e-mail, Tab, password, Enter signs in.
 */
export function Component() {
  const [params] = useSearchParams();
  const signIn = useSubmit(login);
  const form = useCheckedForm(loginProblems, { email: '', password: '' });
  const { errors } = form;
  const busy = signIn.isPending || signIn.isSuccess;
  const signUpLink = params.get('redirect') ? `/signup?${params.toString()}` : '/signup';
  // Read once: the notice stays while the visitor is on the page.
  const [expired] = React.useState(() => tokenStore.expired());
  const failureId = React.useId();

  return (
    <>
      <AuthHeader title="Welcome back" description="Sign in to your LeaveDesk account." />
      {expired && (
        <p
          role="status"
          className="mb-6 flex items-start gap-2 rounded-lg border border-info/40 bg-info-soft px-3 py-2.5 text-sm text-info-soft-foreground"
        >
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {TEXT.sessionExpired}
        </p>
      )}
      <form
        noValidate
        className="grid gap-5"
        aria-describedby={signIn.error ? failureId : undefined}
        onSubmit={form.handleSubmit((body) => signIn.submit(body))}
      >
        {signIn.error !== undefined && (
          <p
            id={failureId}
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm text-foreground"
          >
            {/* The sentence in the text colour: red text on the pale red falls short of 4.5:1. */}
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            {failureSentence(signIn.error)}
          </p>
        )}
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
        <FormField label="Password" error={errors.password}>
          {(field) => (
            <PasswordInput {...field} autoComplete="current-password" {...form.field('password')} />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link to="/forget-password" className="font-medium text-primary hover:underline">
          Forgot your password?
        </Link>
      </p>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to={signUpLink} className="font-medium text-primary hover:underline">
          Sign up
        </Link>
      </p>
    </>
  );
}
