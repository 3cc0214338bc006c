import { LEAVE_CYCLES, type LeaveCycle, type LeaveUnit } from '@leavedesk/contracts';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cycleLabel } from './format';

/** The fields of how a leave type is granted, shared by a leave type and a policy's activated type. */
type GrantValues = { cycle?: LeaveCycle; amount?: number; requiresApproval?: boolean };

export interface GrantFieldsProps<TIn extends GrantValues & FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The id of the 'Requires Approval' checkbox (unique on the page). */
  approvalId: string;
  /** The unit of the amount (issue 29): its hint says 'Hours per year' for hours. */
  unit?: LeaveUnit;
  /** A time off in lieu type (issue 29): earned by overtime, so neither cycle nor amount is asked for. */
  earnedByOvertime?: boolean;
}

/** The amount's hint: 'Days per cycle' as ever, 'Hours per year' / 'Hours per month' for hours. */
function amountHint(unit: LeaveUnit, cycle: LeaveCycle | undefined): string {
  if (unit !== 'HOURS') return 'Days per cycle';
  return cycle === 'PER_MONTH' ? 'Hours per month' : 'Hours per year';
}

/** Cycle, amount (not asked for an unlimited cycle) and 'Requires Approval' of a leave type's grant. */
export function GrantFields<TIn extends GrantValues & FieldValues, TOut>(props: GrantFieldsProps<TIn, TOut>) {
  // react-hook-form cannot resolve field paths of a generic form; the constraint above keeps callers honest.
  const form = props.form as unknown as UseFormReturn<GrantValues>;
  const { errors } = form.formState;
  const cycle = form.watch('cycle');
  const { unit = 'DAYS', earnedByOvertime = false } = props;

  return (
    <>
      {!earnedByOvertime && (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Cycle" error={errors.cycle?.message}>
            {(field) => (
              <Controller
                control={form.control}
                name="cycle"
                render={({ field: { value, onChange } }) => (
                  <Select
                    value={value ?? ''}
                    onValueChange={(next) => {
                      onChange(next);
                      // An unlimited type's amount is not asked for; keep a valid one for the server.
                      const amount = form.getValues('amount');
                      if (next === 'UNLIMITED' && !(Number.isInteger(amount) && (amount ?? 0) >= 1)) {
                        form.setValue('amount', 1, { shouldValidate: true });
                      }
                    }}
                  >
                    <SelectTrigger {...field}>
                      <SelectValue placeholder="Select a cycle" />
                    </SelectTrigger>
                    <SelectContent>
                      {LEAVE_CYCLES.map((c) => (
                        <SelectItem key={c} value={c}>
                          {cycleLabel(c)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>

          {cycle !== 'UNLIMITED' && (
            <FormField label="Amount" error={errors.amount?.message} hint={amountHint(unit, cycle)}>
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...form.register('amount', { valueAsNumber: true })}
                />
              )}
            </FormField>
          )}
        </div>
      )}

      <Controller
        control={form.control}
        name="requiresApproval"
        render={({ field: { value, onChange } }) => (
          <div className="flex items-start gap-3 rounded-lg border p-3">
            <Checkbox
              id={props.approvalId}
              checked={value}
              onCheckedChange={(next) => onChange(next === true)}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={props.approvalId}>Requires Approval</Label>
              <p className="text-xs text-muted-foreground">
                Requests wait for an admin. Without it they are accepted at once.
              </p>
            </div>
          </div>
        )}
      />
    </>
  );
}
