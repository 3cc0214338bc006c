import type { Accrual, LeaveUnit } from '@leavedesk/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type AccrualValues = { accrual?: Accrual; borrowLimit?: number };

/** 'Up front' or 'Monthly'. */
export function accrualName(accrual: Accrual): string {
  return accrual === 'MONTHLY' ? 'Monthly' : 'Up front';
}

/**
 * A yearly type's accrual (issue 29): the whole allowance on 1 January, or a twelfth of it on the
 * first of each month; and for monthly accrual, how many days a request may take ahead of what
 * will have been earned by its dates (halves allowed; 0 = none).
 */
export function AccrualFields<T extends AccrualValues>({
  form: typed,
  unit = 'DAYS',
}: {
  form: UseFormReturn<T, unknown, unknown>;
  /** Issue 29: an HOURS type borrows hours. */
  unit?: LeaveUnit;
}) {
  const form = typed as unknown as UseFormReturn<AccrualValues>;
  const { errors } = form.formState;
  const accrual = form.watch('accrual');
  return (
    <fieldset className="grid gap-4 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Accrual</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Accrual"
          error={errors.accrual?.message}
          hint={accrual === 'MONTHLY' ? 'A twelfth on the 1st of each month' : 'All of it on 1 January'}
        >
          {(field) => (
            <Controller
              control={form.control}
              name="accrual"
              render={({ field: { value, onChange } }) => (
                <Select
                  value={value ?? 'UPFRONT'}
                  onValueChange={(next) => {
                    onChange(next);
                    // Borrowing is for monthly accrual only.
                    if (next !== 'MONTHLY') form.setValue('borrowLimit', 0, { shouldValidate: true });
                  }}
                >
                  <SelectTrigger {...field} className="w-full min-w-0">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="UPFRONT">{accrualName('UPFRONT')}</SelectItem>
                    <SelectItem value="MONTHLY">{accrualName('MONTHLY')}</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField
          label={unit === 'HOURS' ? 'May borrow up to (hours)' : 'May borrow up to (days)'}
          error={errors.borrowLimit?.message}
          hint="Ahead of what is earned; 0 = none"
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.5}
              disabled={accrual !== 'MONTHLY'}
              {...form.register('borrowLimit', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
