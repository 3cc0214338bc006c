import type { LeaveUnit } from '@leavedesk/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type CarryOverValues = { carryOverLimit?: number; carryOverExpiresAfterMonths?: number | null };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const NEVER = 'never';

/** 'March' for 3. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? String(month);
}

/** 'End of March (3 months)', or 'Never'. */
export function expiryLabel(months: number | null | undefined): string {
  if (months == null) return 'Never';
  return `End of ${MONTHS[months - 1]} (${months} ${months === 1 ? 'month' : 'months'})`;
}

/**
 * A yearly type's carry-over: how many whole days of what remains of a year move into the next
 * (0 = none), and when the carried days expire (the end of the Nth month, or never).
 */
export function CarryOverFields<T extends CarryOverValues>({
  form: typed,
  unit = 'DAYS',
}: {
  form: UseFormReturn<T, unknown, unknown>;
  /** Issue 29: an HOURS type carries whole hours over. */
  unit?: LeaveUnit;
}) {
  const form = typed as unknown as UseFormReturn<CarryOverValues>;
  const { errors } = form.formState;
  const limit = form.watch('carryOverLimit');
  return (
    <fieldset className="grid gap-4 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Carry-over</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Carry-over limit"
          error={errors.carryOverLimit?.message}
          hint={`Whole ${unit === 'HOURS' ? 'hours' : 'days'} into next year; 0 = none`}
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...form.register('carryOverLimit', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          label={unit === 'HOURS' ? 'Carried hours expire' : 'Carried days expire'}
          error={errors.carryOverExpiresAfterMonths?.message}
        >
          {(field) => (
            <Controller
              control={form.control}
              name="carryOverExpiresAfterMonths"
              render={({ field: { value, onChange } }) => (
                <Select
                  value={value == null ? NEVER : String(value)}
                  onValueChange={(next) => onChange(next === NEVER ? null : Number(next))}
                  disabled={!limit}
                >
                  <SelectTrigger {...field} className="w-full min-w-0">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NEVER}>Never</SelectItem>
                    {MONTHS.map((_, i) => (
                      <SelectItem key={MONTHS[i]} value={String(i + 1)}>
                        {expiryLabel(i + 1)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
