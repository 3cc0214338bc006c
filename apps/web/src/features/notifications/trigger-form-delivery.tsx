import { CHANNELS, type EventSchema, RECEPTOR_LABELS, type Receptor } from '@leavedesk/contracts';
import { Check } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import type { TriggerFormOutput, TriggerFormValues } from './trigger-form-schema';
import { CHANNEL_ICONS, CHANNEL_LABELS, RECEPTOR_HINTS } from './trigger-labels';

type TriggerForm = UseFormReturn<TriggerFormValues, unknown, TriggerFormOutput>;

/** Receptor (the ones the event allows; disabled until an event is chosen), channels and status. */
export function DeliveryFields({
  form,
  schema,
  withStatus,
}: {
  form: TriggerForm;
  schema: EventSchema | undefined;
  withStatus: boolean;
}) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label="Receptor"
        error={errors.receptors?.message}
        hint={schema ? undefined : 'Choose an event type first.'}
      >
        {(field) => (
          <Controller
            control={form.control}
            name="receptors"
            render={({ field: { value, onChange, onBlur } }) => (
              <div className="grid gap-1.5">
                <Select
                  value={value}
                  onValueChange={(v) => onChange(v as Receptor)}
                  onOpenChange={(open) => !open && onBlur()}
                  disabled={!schema}
                >
                  <SelectTrigger {...field}>
                    <SelectValue placeholder="Select who receives it" />
                  </SelectTrigger>
                  <SelectContent>
                    {schema?.receptors.map((receptor) => (
                      <SelectItem key={receptor} value={receptor}>
                        {RECEPTOR_LABELS[receptor]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {value && <p className="text-xs text-muted-foreground">{RECEPTOR_HINTS[value]}</p>}
              </div>
            )}
          />
        )}
      </FormField>

      <Controller
        control={form.control}
        name="channels"
        render={({ field: { value, onChange } }) => (
          <fieldset
            className="grid min-w-0 gap-2"
            aria-describedby={errors.channels ? 'trigger-channels-error' : 'trigger-channels-hint'}
          >
            <legend className="mb-2 text-sm font-medium leading-none">Channels</legend>
            <div className="flex flex-wrap gap-2">
              {CHANNELS.map((channel) => {
                const on = value.includes(channel);
                const Icon = CHANNEL_ICONS[channel];
                return (
                  <Button
                    key={channel}
                    variant="outline"
                    aria-pressed={on}
                    className={cn(
                      'min-w-28',
                      on && 'border-primary bg-primary/10 text-foreground hover:bg-primary/15',
                      errors.channels && 'border-destructive',
                    )}
                    onClick={() => onChange(on ? value.filter((c) => c !== channel) : [...value, channel])}
                  >
                    {on ? <Check /> : <Icon />}
                    {CHANNEL_LABELS[channel]}
                  </Button>
                );
              })}
            </div>
            {!errors.channels && (
              <p id="trigger-channels-hint" className="text-xs text-muted-foreground">
                Every notification also shows in the receptor's bell.
              </p>
            )}
            <FieldError id="trigger-channels-error" message={errors.channels?.message} />
          </fieldset>
        )}
      />

      {withStatus && (
        <FormField label="Status" error={errors.status?.message}>
          {(field) => (
            <Controller
              control={form.control}
              name="status"
              render={({ field: { value, onChange } }) => (
                <Select value={value ?? ''} onValueChange={onChange}>
                  <SelectTrigger {...field}>
                    <SelectValue placeholder="Select a status" />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="ENABLED">Enabled</SelectItem>
                    <SelectItem value="DISABLED">Disabled</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      )}
    </>
  );
}
