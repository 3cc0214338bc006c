import { LEAVE_UNITS, type LeaveUnit } from '@leavedesk/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { unitLabel } from './format';

type TimeValues = { unit?: LeaveUnit; prorateBySchedule?: boolean; expiresAfterMonths?: number | null };

export const TIME_TEXT = {
  unit: 'Unit',
  unitHint: { DAYS: 'Whole and half days', HOURS: 'Hours, to the quarter hour' },
  prorate: 'Prorate by work schedule',
  prorateHint: 'Part-timers get their share of the allowance',
  expiry: 'Overtime expires after (months)',
  expiryHint: 'Empty = never',
} as const;

/** Days or hours (issue 29): the unit of every amount of the type in this policy. */
export function UnitField<T extends TimeValues>({
  form: typed,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  const f = typed as unknown as UseFormReturn<TimeValues>;
  const unit = f.watch('unit') ?? 'DAYS';
  return (
    <FormField
      label={TIME_TEXT.unit}
      error={f.formState.errors.unit?.message}
      hint={TIME_TEXT.unitHint[unit]}
    >
      {(field) => (
        <Controller
          control={f.control}
          name="unit"
          render={({ field: { value, onChange } }) => (
            <Select value={value ?? 'DAYS'} onValueChange={onChange}>
              <SelectTrigger {...field} className="w-full min-w-0">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LEAVE_UNITS.map((u) => (
                  <SelectItem key={u} value={u}>
                    {unitLabel(u)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

/** 'Prorate by work schedule': the allowance times the person's share of a full week (issue 29). */
export function ProrateField<T extends TimeValues>({
  form: typed,
  id,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  id: string;
}) {
  const f = typed as unknown as UseFormReturn<TimeValues>;
  return (
    <Controller
      control={f.control}
      name="prorateBySchedule"
      render={({ field: { value, onChange } }) => (
        <div className="flex items-start gap-3 rounded-lg border p-3">
          <Checkbox
            id={id}
            checked={value ?? false}
            onCheckedChange={(next) => onChange(next === true)}
            aria-describedby={`${id}-hint`}
            className="mt-0.5"
          />
          <div className="grid gap-1">
            <Label htmlFor={id}>{TIME_TEXT.prorate}</Label>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {TIME_TEXT.prorateHint}
            </p>
          </div>
        </div>
      )}
    />
  );
}

/** A time off in lieu type's overtime: expires this many months after its date, or never (empty). */
export function OvertimeExpiryField<T extends TimeValues>({
  form: typed,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  const f = typed as unknown as UseFormReturn<TimeValues>;
  return (
    <FormField
      label={TIME_TEXT.expiry}
      error={f.formState.errors.expiresAfterMonths?.message}
      hint={TIME_TEXT.expiryHint}
    >
      {(field) => (
        <Input
          {...field}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          step={1}
          placeholder="Never"
          {...f.register('expiresAfterMonths', {
            setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)),
          })}
        />
      )}
    </FormField>
  );
}
