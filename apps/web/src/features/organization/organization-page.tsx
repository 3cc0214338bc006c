import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPROVAL_SETTINGS_MSG,
  approvalSettingsOf,
  ESCALATE_AFTER_MAX,
  type Organization,
  REMINDER_AFTER_MAX,
  SlackWebhookUrl,
  TEXT,
  UpdateOrganizationBody,
  WEEKDAYS,
  type Weekday,
} from '@leavedesk/contracts';
import { History } from 'lucide-react';
import { Controller, type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { CountrySelect } from '@/components/country-select';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/session';
import { SlackWebhookField } from './slack-webhook-field';
import { TimeZoneSelect } from './time-zone-select';
import { useUpdateOrganization } from './update-organization';

const workingDaysSetting = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/**
 * The settings form: the body's fields with the Slack webhook, the feed and the approval settings
 * (issue 28) lifted out of `metadata`.
 */
const OrganizationForm = UpdateOrganizationBody.omit({ metadata: true })
  .extend({
    slackWebhookUrl: SlackWebhookUrl,
    organizationFeedForEveryone: z.boolean(),
    reminderAfterWorkingDays: workingDaysSetting(REMINDER_AFTER_MAX, APPROVAL_SETTINGS_MSG.reminderAfter),
    escalateAfterWorkingDays: workingDaysSetting(ESCALATE_AFTER_MAX, APPROVAL_SETTINGS_MSG.escalateAfter),
    rejectionReasonRequired: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const { reminderAfterWorkingDays: remind, escalateAfterWorkingDays: escalate } = values;
    if (remind > 0 && escalate > 0 && escalate < remind)
      ctx.addIssue({
        code: 'custom',
        path: ['escalateAfterWorkingDays'],
        message: APPROVAL_SETTINGS_MSG.escalateBeforeReminder,
      });
  });
type OrganizationFormValues = ReturnType<typeof formValues>;

/** 'MONDAY' → 'Monday'. */
export function weekdayLabel(day: Weekday): string {
  return day.charAt(0) + day.slice(1).toLowerCase();
}

function formValues(organization: Organization) {
  const slack = organization.metadata.slackWebhookUrl;
  return {
    name: organization.name,
    country: organization.country,
    timezone: organization.timezone,
    weekFirstDay: organization.weekFirstDay,
    workingDays: [...organization.workingDays] as Weekday[],
    slackWebhookUrl: typeof slack === 'string' ? slack : '',
    organizationFeedForEveryone: organization.metadata.organizationFeedForEveryone === true,
    ...approvalSettingsOf(organization.metadata),
  };
}

function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section className="grid gap-4 border-b pb-6 last:border-b-0 last:pb-0 md:grid-cols-[14rem_1fr] md:gap-8">
      <div>
        <h2 className="font-medium">{title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="grid min-w-0 gap-4">{children}</div>
    </section>
  );
}

/** A setting that is on or off: the box, its label and a line on what it means. */
function CheckboxSetting({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
    </div>
  );
}

/** A number of working days from 0 to `max` (the approval settings). */
function WorkingDaysSetting({
  label,
  hint,
  max,
  error,
  registered,
}: {
  label: string;
  hint: string;
  max: number;
  error?: string;
  registered: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(field) => (
        <Input
          {...field}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          className="w-28"
          {...registered}
        />
      )}
    </FormField>
  );
}

function OrganizationSettingsForm({ organization }: { organization: Organization }) {
  const update = useUpdateOrganization();
  const form = useForm({
    resolver: zodResolver(OrganizationForm),
    defaultValues: formValues(organization) as OrganizationFormValues,
  });
  const { errors, isDirty } = form.formState;
  const slackUrl = useWatch({ control: form.control, name: 'slackWebhookUrl' });

  const onSubmit = form.handleSubmit(
    ({
      slackWebhookUrl,
      organizationFeedForEveryone,
      reminderAfterWorkingDays,
      escalateAfterWorkingDays,
      rejectionReasonRequired,
      ...values
    }) =>
      update.mutate(
        {
          ...values,
          metadata: {
            ...organization.metadata,
            slackWebhookUrl: slackWebhookUrl ?? '',
            organizationFeedForEveryone,
            reminderAfterWorkingDays,
            escalateAfterWorkingDays,
            rejectionReasonRequired,
          },
        },
        {
          onSuccess: (saved) => {
            form.reset(formValues(saved));
            toast({ variant: 'success', title: TEXT.organizationUpdated });
          },
        },
      ),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <Card>
        <CardContent className="grid gap-6">
          <FormSection title="General" description="How your organization is named and where it is.">
            <FormField label="Name" error={errors.name?.message}>
              {(field) => <Input {...field} autoComplete="organization" {...form.register('name')} />}
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
            <FormField label="Time Zone" error={errors.timezone?.message}>
              {(field) => (
                <Controller
                  control={form.control}
                  name="timezone"
                  render={({ field: { value, onChange, onBlur } }) => (
                    <TimeZoneSelect {...field} value={value} onChange={onChange} onBlur={onBlur} />
                  )}
                />
              )}
            </FormField>
          </FormSection>

          <FormSection title="Work Week" description="Which days count as working days in leave requests.">
            <FormField label="Week Starting Day" error={errors.weekFirstDay?.message}>
              {(field) => (
                <Controller
                  control={form.control}
                  name="weekFirstDay"
                  render={({ field: { value, onChange } }) => (
                    <Select value={value} onValueChange={onChange}>
                      <SelectTrigger {...field}>
                        <SelectValue placeholder="Select a day" />
                      </SelectTrigger>
                      <SelectContent>
                        {WEEKDAYS.map((day) => (
                          <SelectItem key={day} value={day}>
                            {weekdayLabel(day)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <fieldset className="grid gap-3">
              <legend className="mb-3 text-sm font-medium">Working Days</legend>
              <Controller
                control={form.control}
                name="workingDays"
                render={({ field: { value, onChange } }) => (
                  <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
                    {WEEKDAYS.map((day) => {
                      const id = `working-day-${day}`;
                      return (
                        <div key={day} className="flex items-center gap-2">
                          <Checkbox
                            id={id}
                            checked={value.includes(day)}
                            aria-invalid={Boolean(errors.workingDays)}
                            onCheckedChange={(checked) =>
                              onChange(checked ? [...value, day] : value.filter((d) => d !== day))
                            }
                          />
                          <Label htmlFor={id} className="font-normal">
                            {weekdayLabel(day)}
                          </Label>
                        </div>
                      );
                    })}
                  </div>
                )}
              />
              <FieldError message={errors.workingDays?.message} />
            </fieldset>
          </FormSection>

          <FormSection
            title="Calendar Feeds"
            description="Who may subscribe to the whole organization's leaves from a calendar app."
          >
            <Controller
              control={form.control}
              name="organizationFeedForEveryone"
              render={({ field: { value, onChange } }) => (
                <CheckboxSetting
                  id="organization-feed-for-everyone"
                  label="Everyone may subscribe to the whole organization's calendar"
                  hint="Otherwise only organization admins have that feed. Feeds never show reasons or contact details; each person finds their links on their profile."
                  checked={value}
                  onCheckedChange={onChange}
                />
              )}
            />
          </FormSection>

          <FormSection
            title="Approvals"
            description="How requests that wait for a decision are followed up, and what a rejection needs."
          >
            <WorkingDaysSetting
              label="Remind approvers after (working days)"
              hint="Once a working day while the request waits. 0 turns reminders off."
              max={REMINDER_AFTER_MAX}
              error={errors.reminderAfterWorkingDays?.message}
              registered={form.register('reminderAfterWorkingDays', { valueAsNumber: true })}
            />
            <WorkingDaysSetting
              label="Also tell organization admins after (working days)"
              hint="They get the reminders too from then on. 0 never tells them."
              max={ESCALATE_AFTER_MAX}
              error={errors.escalateAfterWorkingDays?.message}
              registered={form.register('escalateAfterWorkingDays', { valueAsNumber: true })}
            />
            <Controller
              control={form.control}
              name="rejectionReasonRequired"
              render={({ field: { value, onChange } }) => (
                <CheckboxSetting
                  id="rejection-reason-required"
                  label="Reasons are required to reject a request"
                  hint="The requester reads the reason with the decision."
                  checked={value}
                  onCheckedChange={onChange}
                />
              )}
            />
          </FormSection>

          <FormSection title="Integrations" description="Where notifications sent on the Slack channel go.">
            <SlackWebhookField
              url={slackUrl ?? ''}
              registration={form.register('slackWebhookUrl')}
              error={errors.slackWebhookUrl?.message}
            />
          </FormSection>
        </CardContent>
      </Card>
      <div className="mt-4 flex justify-end gap-2">
        <Button
          variant="outline"
          disabled={update.isPending || !isDirty}
          onClick={() => form.reset(formValues(organization))}
        >
          Reset
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          {update.isPending ? 'Processing...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function OrganizationSkeleton() {
  return (
    <Card>
      <CardContent className="grid gap-6">
        {[0, 1, 2].map((i) => (
          <div key={i} className="grid gap-4 md:grid-cols-[14rem_1fr] md:gap-8">
            <Skeleton className="h-5 w-32" />
            <div className="grid gap-3">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** /organization: the organization's settings (organization admins). */
export function Component() {
  const { organization, user } = useSession();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        title="Organization"
        description="Name, country, time zone, working week and approvals."
        actions={
          user?.role === 'ORGANIZATION_ADMIN' && (
            <Button asChild variant="outline">
              <Link to="/organization/audit">
                <History />
                Audit trail
              </Link>
            </Button>
          )
        }
      />
      <RoleGate roles={['ORGANIZATION_ADMIN']} title={null}>
        {organization ? (
          <OrganizationSettingsForm key={organization.id} organization={organization} />
        ) : (
          <OrganizationSkeleton />
        )}
      </RoleGate>
    </div>
  );
}
