import type { Role } from '@leavedesk/contracts';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { IdSelect, RoleSelect } from './user-form-parts';

/** The fields the Create Employee and Update User forms share. */
type UserFieldValues = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  role?: Role;
  teamId?: number;
  leavePolicyId?: number;
  joinedAt?: string;
};

interface Option {
  id: number;
  name: string;
}

type UserForm<TIn extends UserFieldValues & FieldValues, TOut> = UseFormReturn<TIn, unknown, TOut>;

/** react-hook-form cannot resolve field paths of a generic form; the callers' constraint keeps this honest. */
function shared<TIn extends UserFieldValues & FieldValues, TOut>(form: UserForm<TIn, TOut>) {
  return form as unknown as UseFormReturn<UserFieldValues>;
}

const optional = <span className="font-normal text-muted-foreground">(optional)</span>;

/** First Name, Last Name, Email and Phone (optional). */
export function ContactFields<TIn extends UserFieldValues & FieldValues, TOut>(props: {
  form: UserForm<TIn, TOut>;
  emailPlaceholder?: string;
}) {
  const form = shared(props.form);
  const { errors } = form.formState;
  return (
    <>
      <FormField label="First Name" error={errors.firstName?.message}>
        {(field) => <Input {...field} autoComplete="off" {...form.register('firstName')} />}
      </FormField>
      <FormField label="Last Name" error={errors.lastName?.message}>
        {(field) => <Input {...field} autoComplete="off" {...form.register('lastName')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="off"
            placeholder={props.emailPlaceholder}
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField label={<>Phone {optional}</>} error={errors.phone?.message}>
        {(field) => <Input {...field} type="tel" autoComplete="off" {...form.register('phone')} />}
      </FormField>
    </>
  );
}

/** The role, from the roles the caller may give. */
export function RoleField<TIn extends UserFieldValues & FieldValues, TOut>(props: {
  form: UserForm<TIn, TOut>;
  callerRole: Role;
}) {
  const form = shared(props.form);
  return (
    <FormField label="Role" error={form.formState.errors.role?.message}>
      {(field) => (
        <Controller
          control={form.control}
          name="role"
          render={({ field: { value, onChange } }) => (
            <RoleSelect field={field} value={value} onChange={onChange} callerRole={props.callerRole} />
          )}
        />
      )}
    </FormField>
  );
}

/** A select of named records bound to the form's `teamId` or `leavePolicyId`. */
function IdField(props: {
  form: UseFormReturn<UserFieldValues>;
  name: 'teamId' | 'leavePolicyId';
  label: string;
  placeholder: string;
  options: readonly Option[] | undefined;
  disabled?: boolean;
}) {
  const { form } = props;
  return (
    <FormField label={props.label} error={form.formState.errors[props.name]?.message}>
      {(field) => (
        <Controller
          control={form.control}
          name={props.name}
          render={({ field: { value, onChange, onBlur } }) => (
            <IdSelect
              field={field}
              options={props.options}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              placeholder={props.placeholder}
              disabled={props.disabled}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** The team, from the given teams. */
export function TeamField<TIn extends UserFieldValues & FieldValues, TOut>(props: {
  form: UserForm<TIn, TOut>;
  options: readonly Option[] | undefined;
  disabled: boolean;
}) {
  return (
    <IdField
      form={shared(props.form)}
      name="teamId"
      label="Team"
      placeholder="Select a team"
      options={props.options}
      disabled={props.disabled}
    />
  );
}

/** The leave policy, from the given policies. */
export function PolicyField<TIn extends UserFieldValues & FieldValues, TOut>(props: {
  form: UserForm<TIn, TOut>;
  options: readonly Option[] | undefined;
}) {
  return (
    <IdField
      form={shared(props.form)}
      name="leavePolicyId"
      label="Leave Policy"
      placeholder="Select a leave policy"
      options={props.options}
    />
  );
}

/** Start dates reach back to people hired long ago and a little ahead to those about to join. */
const START_YEARS = { fromYear: 1970, toYear: new Date().getFullYear() + 5 };

/** The start date, as a calendar date, in the app's date picker (D MMM YYYY, month and year selects). */
export function StartDateField<TIn extends UserFieldValues & FieldValues, TOut>(props: {
  form: UserForm<TIn, TOut>;
}) {
  const form = shared(props.form);
  return (
    <FormField label="Start Date" error={form.formState.errors.joinedAt?.message}>
      {(field) => (
        <Controller
          control={form.control}
          name="joinedAt"
          render={({ field: { value, onChange } }) => (
            <DatePicker
              {...field}
              value={value || undefined}
              onChange={onChange}
              placeholder="Pick a start date"
              yearRange={START_YEARS}
            />
          )}
        />
      )}
    </FormField>
  );
}
