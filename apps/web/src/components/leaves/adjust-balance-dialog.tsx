import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ActivatedType,
  ADJUSTMENT_NOTE_MAX,
  adjustmentAmountIssue,
  type Balance,
  LEAVE_TEXT,
  LeaveAdjustmentBody,
} from '@leavedesk/contracts';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { useAddAdjustment } from './adjustments-query';
import { LeaveTypeSelect } from './leave-type-select';

const AdjustmentForm = LeaveAdjustmentBody.extend({ date: z.string().min(1, 'Required') });
type FormInput = z.input<typeof AdjustmentForm>;
type FormOutput = z.output<typeof AdjustmentForm>;

/** The form, with the amount judged in the chosen type's unit (issue 29), as the server judges it. */
function adjustmentFormIn(types: readonly ActivatedType[]) {
  return AdjustmentForm.superRefine((values, ctx) => {
    const unit = types.find((t) => t.typeId === values.typeId)?.unit ?? 'DAYS';
    const message = adjustmentAmountIssue(values.amount, unit);
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
  });
}

export interface AdjustBalanceDialogProps {
  userId: number;
  /** The person's name, for the sentences. */
  name: string;
  /** The person's balances: the types that can be adjusted (not unlimited). */
  balances: Balance[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type and date to start from (the breakdown's). */
  initial?: { typeId?: number; date?: string };
}

/**
 * Adds or removes days of one type for one person in the period of a date, with the note they and
 * other admins read in the breakdown. Organization admins, and team admins for their team.
 */
export function AdjustBalanceDialog(props: AdjustBalanceDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>{props.open && <AdjustForm {...props} />}</DialogContent>
    </Dialog>
  );
}

function AdjustForm({ userId, name, balances, onOpenChange, initial }: AdjustBalanceDialogProps) {
  const types = balances
    .map((b) => b.activatedType)
    .filter((t) => t.cycle !== 'UNLIMITED' && t.status === 'ACTIVE');
  const add = useAddAdjustment(userId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adjustmentFormIn(types)),
    defaultValues: {
      typeId: initial?.typeId ?? (types.length === 1 ? types[0]?.typeId : undefined),
      date: initial?.date ?? todayIso(),
      note: '',
    },
  });
  const { errors } = form.formState;
  // Issue 29: an HOURS type is adjusted in hours.
  const chosenTypeId = form.watch('typeId');
  const unitWord = types.find((t) => t.typeId === chosenTypeId)?.unit === 'HOURS' ? 'Hours' : 'Days';
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast({ variant: 'success', title: LEAVE_TEXT.adjustmentAdded });
        onOpenChange(false);
      },
    }),
  );
  return (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Adjust balance</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          Add days to {name}'s balance, or remove some with a minus sign, for the period of the date.
        </DialogDescription>
      </DialogHeader>
      <FormField
        label="Leave Type"
        error={errors.typeId?.message}
        hint={types.length === 0 ? 'No leave type of this policy has a balance to adjust.' : undefined}
      >
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
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Amount"
          error={errors.amount?.message}
          hint={`${unitWord}, in steps of 0.5 (-2 removes two)`}
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="decimal"
              step={0.5}
              {...form.register('amount', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField label="Date" error={errors.date?.message} hint="It counts in this date's period">
          {(field) => (
            <Controller
              control={form.control}
              name="date"
              render={({ field: { value, onChange } }) => (
                <DatePicker
                  {...field}
                  placeholder="Pick a date"
                  value={value || undefined}
                  onChange={onChange}
                />
              )}
            />
          )}
        </FormField>
      </div>
      <FormField label="Note" error={errors.note?.message} hint="Required: why the balance changes">
        {(field) => (
          <Textarea {...field} rows={3} maxLength={ADJUSTMENT_NOTE_MAX} {...form.register('note')} />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending || types.length === 0}>
          {add.isPending && <Spinner />}
          {add.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
