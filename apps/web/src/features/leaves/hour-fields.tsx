import { FormField } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** Every quarter hour of a day, '00:00' to '24:00' (the contract's `QuarterTime`). */
export const QUARTER_TIMES: readonly string[] = Array.from({ length: 97 }, (_, i) => {
  const hours = String(Math.floor(i / 4)).padStart(2, '0');
  const minutes = String((i % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

/** A one-day HOURS request's hours ('' = not set: the day counts its scheduled hours). */
export interface LeaveTimes {
  startTime: string;
  endTime: string;
}

export const HOURS_TEXT = {
  from: 'From',
  to: 'To',
  placeholder: 'Not set',
  hint: 'Optional: the hours you are away. Without them the day counts its scheduled hours.',
  clear: 'Clear the hours',
  bothOrNeither: 'Choose both times, or neither.',
  endAfterStart: 'The end time must be after the start time.',
} as const;

/** Whether the times can be sent: both set, the end after the start. */
export function timesAreSet(times: Partial<LeaveTimes>): times is LeaveTimes {
  return Boolean(times.startTime && times.endTime && times.endTime > times.startTime);
}

/** The refusal of a pair of times, or undefined when they are fine (both or neither, end after start). */
export function timesError({ startTime, endTime }: Partial<LeaveTimes>): string | undefined {
  if (!startTime && !endTime) return undefined;
  if (!startTime || !endTime) return HOURS_TEXT.bothOrNeither;
  if (endTime <= startTime) return HOURS_TEXT.endAfterStart;
  return undefined;
}

function TimeSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (time: string) => void;
  error?: string;
}) {
  return (
    <FormField label={label} error={error}>
      {(field) => (
        // A native select: 97 quarter hours scroll and type-ahead ('13') as every platform does.
        <select
          {...field}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, 'tabular-nums', !value && 'text-muted-foreground')}
        >
          <option value="">{HOURS_TEXT.placeholder}</option>
          {QUARTER_TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * A one-day request of an HOURS type (issue 29): optionally the hours away, 'From' and 'To' in
 * quarter hours. Without them the day counts its scheduled hours.
 */
export function HourFields({
  value,
  onChange,
  error,
}: {
  value: LeaveTimes;
  onChange: (times: LeaveTimes) => void;
  error?: string;
}) {
  const set = Boolean(value.startTime || value.endTime);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Hours</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeSelect
          label={HOURS_TEXT.from}
          value={value.startTime}
          onChange={(startTime) => onChange({ ...value, startTime })}
        />
        <TimeSelect
          label={HOURS_TEXT.to}
          value={value.endTime}
          onChange={(endTime) => onChange({ ...value, endTime })}
          error={error}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{HOURS_TEXT.hint}</p>
        {set && (
          <button
            type="button"
            className="text-xs font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onChange({ startTime: '', endTime: '' })}
          >
            {HOURS_TEXT.clear}
          </button>
        )}
      </div>
    </fieldset>
  );
}
