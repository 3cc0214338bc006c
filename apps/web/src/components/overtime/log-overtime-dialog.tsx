import { zodResolver } from '@hookform/resolvers/zod';
import { type Balance, OVERTIME_NOTE_MAX } from '@leavedesk/contracts';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '@/api/client';
import { LeaveTypeSelect } from '@/components/leaves/leave-type-select';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { todayIso } from '@/lib/leave-dates';
import { useLogOvertime } from './overtime-api';
import { amountRule, amountStep, OVERTIME_TEXT } from './overtime-text';

const FIELDS = ['typeId', 'date', 'amount', 'note'] as const;
type Field = (typeof FIELDS)[number];

/** The form's rules: the type's unit decides the amount's step; the date is today or before. */
function overtimeForm(types: readonly Balance['activatedType'][], today: string) {
  return z
    .object({
      typeId: z
        .number({ error: 'Please select a leave type.' })
        .int()
        .positive('Please select a leave type.'),
      date: z
        .string()
        .min(1, OVERTIME_TEXT.dateRequired)
        .refine((date) => date <= today, OVERTIME_TEXT.dateAfterToday),
      amount: z.number({ error: 'Amount must be a number.' }),
      note: z.string().max(OVERTIME_NOTE_MAX),
    })
    .superRefine((values, ctx) => {
      const unit = types.find((t) => t.typeId === values.typeId)?.unit ?? 'DAYS';
      const steps = values.amount / amountStep(unit);
      if (!(values.amount > 0) || !Number.isInteger(Math.round(steps * 1e6) / 1e6))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: amountRule(unit).refused });
    });
}
type FormValues = z.infer<ReturnType<typeof overtimeForm>>;

export interface LogOvertimeDialogProps {
  /** The person's time off in lieu balances: the types overtime can be logged for. */
  balances: readonly Balance[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Log overtime" (issue 29): the type (asked only when there are several), the day worked (today
 * or before), the amount in the type's unit and a note; POST /overtime. A refusal shows the
 * server's sentence on its field as well as in the Error toast every failed call shows.
 */
export function LogOvertimeDialog(props: LogOvertimeDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>{props.open && <LogOvertimeForm {...props} />}</DialogContent>
    </Dialog>
  );
}

function LogOvertimeForm({ balances, onOpenChange }: LogOvertimeDialogProps) {
  const types = balances.map((b) => b.activatedType);
  const today = todayIso();
  const log = useLogOvertime();
  const form = useForm<FormValues>({
    resolver: zodResolver(overtimeForm(types, today)),
    defaultValues: {
      typeId: types.length === 1 ? types[0]?.typeId : undefined,
      date: today,
      note: '',
    },
  });
  const { errors } = form.formState;
  const chosen = types.find((t) => t.typeId === form.watch('typeId'));
  const unit = chosen?.unit ?? types[0]?.unit ?? 'DAYS';
  const submit = form.handleSubmit((values) =>
    log.mutate(
      { typeId: values.typeId, date: values.date, amount: values.amount, note: values.note.trim() },
      {
        onSuccess: (entry) => {
          toast({
            variant: 'success',
            title: entry?.status === 'PENDING' ? OVERTIME_TEXT.loggedPending : OVERTIME_TEXT.logged,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const detail of error.details ?? []) {
            const field = FIELDS.find((f) => f === detail.field) as Field | undefined;
            if (field) form.setError(field, { message: detail.message });
          }
        },
      },
    ),
  );
  return (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{OVERTIME_TEXT.log}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          {OVERTIME_TEXT.logDescription}
          {types.length === 1 && chosen ? ` It counts as ${chosen.name}.` : ''}
        </DialogDescription>
      </DialogHeader>
      {types.length > 1 && (
        <FormField label="Leave Type" error={errors.typeId?.message}>
          {(field) => (
            <Controller
              control={form.control}
              name="typeId"
              render={({ field: { value, onChange } }) => (
                <LeaveTypeSelect
                  field={field}
                  choices={types.map((t) => ({ id: t.typeId, name: t.name, symbol: t.symbol }))}
                  value={value}
                  onChange={onChange}
                />
              )}
            />
          )}
        </FormField>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message} hint="The day you worked">
          {(field) => (
            <Controller
              control={form.control}
              name="date"
              render={({ field: { value, onChange } }) => (
                <DatePicker
                  {...field}
                  placeholder="Pick a date"
                  value={value || undefined}
                  isDisabled={(date) => date > today}
                  onChange={onChange}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label={unit === 'HOURS' ? 'Hours' : 'Days'}
          error={errors.amount?.message}
          hint={amountRule(unit).hint}
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="decimal"
              min={amountStep(unit)}
              step={amountStep(unit)}
              {...form.register('amount', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <FormField label="Note" error={errors.note?.message} hint="Optional: what you worked on">
        {(field) => <Textarea {...field} rows={3} maxLength={OVERTIME_NOTE_MAX} {...form.register('note')} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={log.isPending}>
          {log.isPending && <Spinner />}
          {log.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
