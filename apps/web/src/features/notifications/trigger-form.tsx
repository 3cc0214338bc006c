import {
  EVENT_TYPE_LABELS,
  type EventType,
  NOTIFICATION_TEXT,
  type NotificationTrigger,
  TEXT,
} from '@leavedesk/contracts';
import { RotateCw } from 'lucide-react';
import * as React from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useEventSchemas } from './event-schemas-api';
import { DeliveryFields } from './trigger-form-delivery';
import { useTemplateInsertion } from './trigger-form-insert';
import {
  emptyTriggerValues,
  receptorFor,
  serverFieldErrors,
  triggerFormResolver,
  triggerValues,
} from './trigger-form-schema';
import { TAB_FIELD, TemplateFields, type TemplateTab } from './trigger-form-templates';
import { useCreateTrigger, useUpdateTrigger } from './triggers-api';

export const TRIGGERS_PATH = '/notifications/triggers';

function Section({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-tight">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={className ?? 'grid items-start gap-4 sm:grid-cols-2'}>{children}</CardContent>
    </Card>
  );
}

/** 'Failed to fetch event schemas' in the spec's 'Error' toast, once per failure. */
function useEventSchemasFailureToast(failedAt: number, failed: boolean) {
  React.useEffect(() => {
    // A new failure has a new time: each one is told once.
    if (failed && failedAt > 0)
      toast({
        variant: 'destructive',
        title: TEXT.errorTitle,
        description: NOTIFICATION_TEXT.failedEventSchemas,
      });
  }, [failed, failedAt]);
}

/** The create and update forms of part 2 §2 (update when `trigger` is given). */
export function TriggerForm({ trigger }: { trigger?: NotificationTrigger }) {
  const navigate = useNavigate();
  const events = useEventSchemas();
  useEventSchemasFailureToast(events.errorUpdatedAt, events.isError);
  const create = useCreateTrigger();
  const update = useUpdateTrigger();
  const form = useForm({
    resolver: triggerFormResolver,
    defaultValues: trigger ? triggerValues(trigger) : emptyTriggerValues(),
  });
  const { errors } = form.formState;
  const [tab, setTab] = React.useState<TemplateTab>('text');
  const insertion = useTemplateInsertion(form, TAB_FIELD[tab]);
  const eventType = useWatch({ control: form.control, name: 'eventType' });
  const schema = events.data?.find((s) => s.name === eventType);
  const busy = create.isPending || update.isPending || create.isSuccess || update.isSuccess;

  /** Opens the template tab that has a problem when the open one has none. */
  const showTemplateError = (fields: string[]) => {
    if (fields.includes(TAB_FIELD[tab])) return;
    if (fields.includes('textTemplate')) setTab('text');
    else if (fields.includes('htmlTemplate')) setTab('html');
  };

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        if (trigger) await update.mutateAsync({ id: trigger.id, body });
        else await create.mutateAsync(body);
      } catch (error) {
        // The 'Error' toast has the first problem; each field shows its own.
        const problems = serverFieldErrors(error);
        for (const [i, { field, message }] of problems.entries())
          form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 });
        showTemplateError(problems.map((p) => p.field));
        return;
      }
      toast({ variant: 'success', title: NOTIFICATION_TEXT.triggerSaved });
      navigate(TRIGGERS_PATH);
    },
    (invalid) => showTemplateError(Object.keys(invalid)),
  );

  return (
    <form noValidate className="grid gap-6" onSubmit={(e) => void onSubmit(e)}>
      <fieldset disabled={trigger?.status === 'ARCHIVED'} className="grid min-w-0 gap-6">
        <Section
          title="Basic Information"
          description="How admins recognise this trigger in lists and history."
        >
          <FormField label="Name" error={errors.name?.message} className="sm:col-span-2">
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                placeholder="e.g. Leave request to admins"
                {...form.register('name')}
              />
            )}
          </FormField>
        </Section>

        <Section title="Event Details" description="What causes the notification, and its title.">
          <FormField
            label="Event Type"
            error={errors.eventType?.message}
            hint={
              events.isError ? (
                <span className="flex flex-wrap items-center gap-2">
                  {NOTIFICATION_TEXT.failedEventSchemas}
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    onClick={() => void events.refetch()}
                  >
                    <RotateCw />
                    Try again
                  </Button>
                </span>
              ) : (
                schema?.description
              )
            }
          >
            {(field) => (
              <Controller
                control={form.control}
                name="eventType"
                render={({ field: { value, onChange, onBlur } }) => (
                  <Select
                    value={value}
                    onValueChange={(v) => {
                      onChange(v as EventType);
                      const next = events.data?.find((s) => s.name === v);
                      form.setValue('receptors', receptorFor(next, form.getValues('receptors')));
                    }}
                    onOpenChange={(open) => !open && onBlur()}
                    disabled={!events.data}
                  >
                    <SelectTrigger {...field}>
                      <SelectValue placeholder={events.isPending ? 'Loading…' : 'Select an event type'} />
                    </SelectTrigger>
                    <SelectContent>
                      {events.data?.map((s) => (
                        <SelectItem key={s.name} value={s.name}>
                          {EVENT_TYPE_LABELS[s.name]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField
            label="Title"
            error={errors.title?.message}
            hint={
              schema
                ? 'A template too: variables such as {{user.fullName}} work here.'
                : 'Choose the event type first: it gives the variables the title may use.'
            }
          >
            {(field) => {
              const { ref, ...registered } = form.register('title');
              return (
                <Input
                  {...field}
                  autoComplete="off"
                  placeholder="e.g. New leave request from {{user.fullName}}"
                  {...registered}
                  {...insertion.bind('title', ref)}
                />
              );
            }}
          </FormField>
        </Section>

        <Section
          title="Template Content"
          description="Handlebars templates; HTML variables are escaped. Try {{formatDate leave.startAt}}."
          className="grid"
        >
          <TemplateFields form={form} schema={schema} tab={tab} onTabChange={setTab} insertion={insertion} />
        </Section>

        <Section title="Delivery Settings" description="Who receives the notification, and how.">
          <DeliveryFields
            form={form}
            schema={schema}
            withStatus={trigger !== undefined && trigger.status !== 'ARCHIVED'}
          />
        </Section>
      </fieldset>

      <div className="flex justify-end gap-2">
        <Button variant="outline" disabled={busy} onClick={() => navigate(TRIGGERS_PATH)}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || trigger?.status === 'ARCHIVED'}>
          {busy && <Spinner />}
          {busy ? 'Processing...' : trigger ? 'Update Trigger' : 'Create Trigger'}
        </Button>
      </div>
    </form>
  );
}
