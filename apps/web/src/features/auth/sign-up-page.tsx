import '@/lib/class-merge';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterBody } from '@leavedesk/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CountrySelect } from '@/components/country-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { browserTimeZone, register, useSubmit } from './auth-api';
import { AuthHeader, FormSection } from './auth-header';

/** The form's fields: the register body without the time zone, which the browser supplies. */
const SignUpForm = RegisterBody.omit({ timezone: true });

/** /signup: creates the organization and its first (admin) account, then signs in. */
export function Component() {
  const signUp = useSubmit(register);
  const form = useForm({
    resolver: zodResolver(SignUpForm),
    defaultValues: {
      organizationName: '',
      country: '',
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      password: '',
    },
  });
  const { errors } = form.formState;
  const busy = signUp.isPending || signUp.isSuccess;

  const onSubmit = form.handleSubmit((values) => signUp.submit({ ...values, timezone: browserTimeZone() }));

  return (
    <>
      <AuthHeader
        title="Create your account"
        description="Set up your organization and your admin account in a minute."
      />
      <form noValidate className="grid gap-8" onSubmit={onSubmit}>
        <FormSection title="Organization Details">
          <FormField label="Organization Name" error={errors.organizationName?.message}>
            {(field) => (
              <Input
                {...field}
                autoComplete="organization"
                placeholder="Acme Inc."
                {...form.register('organizationName')}
              />
            )}
          </FormField>
          <FormField label="Country" error={errors.country?.message}>
            {(field) => (
              <Controller
                control={form.control}
                name="country"
                render={({ field: { value, onChange, onBlur } }) => (
                  <CountrySelect {...field} value={value} onChange={onChange} onBlur={onBlur} />
                )}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection title="Personal Information">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name" error={errors.firstName?.message}>
              {(field) => <Input {...field} autoComplete="given-name" {...form.register('firstName')} />}
            </FormField>
            <FormField label="Last Name" error={errors.lastName?.message}>
              {(field) => <Input {...field} autoComplete="family-name" {...form.register('lastName')} />}
            </FormField>
          </div>
          <FormField
            label={
              <>
                Phone <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={errors.phone?.message}
          >
            {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register('phone')} />}
          </FormField>
        </FormSection>

        <FormSection title="Account Details">
          <FormField label="Email" error={errors.email?.message}>
            {(field) => (
              <Input
                {...field}
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                {...form.register('email')}
              />
            )}
          </FormField>
          <FormField label="Password" error={errors.password?.message} hint="At least 8 characters.">
            {(field) => (
              <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />
            )}
          </FormField>
        </FormSection>

        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Signing Up...' : 'Sign Up'}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/signin" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
