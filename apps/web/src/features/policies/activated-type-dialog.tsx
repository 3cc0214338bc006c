import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActivatedTypeBody,
  activatedTypeAmountIssues,
  LeaveCycle,
  type LeaveType,
  LeaveUnit,
  MSG,
} from '@leavedesk/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { LeaveTypeSelect } from '@/components/leaves/leave-type-select';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { AccrualFields } from './accrual-fields';
import { CarryOverFields } from './carry-over-fields';
import { GrantFields } from './grant-fields';
import { LeaveTypeLabel } from './leave-type-label';
import type { DraftType } from './policy-draft';
import { OvertimeExpiryField, ProrateField, UnitField } from './time-fields';

const ActivatedTypeForm = ActivatedTypeBody.extend({
  amount: ActivatedTypeBody.shape.amount.unwrap(),
  cycle: LeaveCycle,
  carryOverLimit: ActivatedTypeBody.shape.carryOverLimit.unwrap(),
  carryOverExpiresAfterMonths: ActivatedTypeBody.shape.carryOverExpiresAfterMonths.unwrap(),
  accrual: ActivatedTypeBody.shape.accrual.unwrap(),
  borrowLimit: ActivatedTypeBody.shape.borrowLimit.unwrap(),
  unit: LeaveUnit,
  prorateBySchedule: ActivatedTypeBody.shape.prorateBySchedule.unwrap(),
  expiresAfterMonths: ActivatedTypeBody.shape.expiresAfterMonths.unwrap(),
}).superRefine((values, ctx) => {
  // A type's amount is at least 1 (a time off in lieu type keeps a valid one, unasked), and the
  // amounts in the type's unit (issue 29) are judged as the server judges them.
  if (values.amount < 1) ctx.addIssue({ code: 'custom', path: ['amount'], message: MSG.activatedAmountMin });
  for (const issue of activatedTypeAmountIssues(values))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});
type FormInput = z.input<typeof ActivatedTypeForm>;
type FormOutput = z.output<typeof ActivatedTypeForm>;

export type ActivatedTypeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & (
  | {
      mode: 'add';
      /** The types that may be added: active ones not yet in the policy. */
      choices: LeaveType[];
      onSubmit: (type: DraftType) => void;
    }
  | { mode: 'edit'; type: DraftType; onSubmit: (type: DraftType) => void }
);

/** Add a type to the policy, or change an activated type's amount, cycle and approval (locally). */
export function ActivatedTypeDialog(props: ActivatedTypeDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>{props.open && <ActivatedTypeFormBody {...props} />}</DialogContent>
    </Dialog>
  );
}

function ActivatedTypeFormBody(props: ActivatedTypeDialogProps) {
  const editing = props.mode === 'edit' ? props.type : undefined;
  const choices = props.mode === 'add' ? props.choices : [];
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ActivatedTypeForm),
    defaultValues: editing
      ? {
          typeId: editing.typeId,
          // A time off in lieu type has no fixed amount (answered as 0): keep a valid one, unasked.
          amount: editing.kind === 'TIME_OFF_IN_LIEU' ? Math.max(1, editing.amount) : editing.amount,
          cycle: editing.cycle,
          requiresApproval: editing.requiresApproval,
          carryOverLimit: editing.carryOverLimit,
          carryOverExpiresAfterMonths: editing.carryOverExpiresAfterMonths,
          accrual: editing.accrual,
          borrowLimit: editing.borrowLimit,
          unit: editing.unit,
          prorateBySchedule: editing.prorateBySchedule,
          expiresAfterMonths: editing.expiresAfterMonths,
        }
      : {
          amount: 1,
          cycle: 'PER_YEAR',
          requiresApproval: true,
          carryOverLimit: 0,
          carryOverExpiresAfterMonths: null,
          accrual: 'UPFRONT',
          borrowLimit: 0,
          unit: 'DAYS',
          prorateBySchedule: false,
          expiresAfterMonths: null,
        },
  });
  const { errors } = form.formState;
  const [cycle, typeId, unit] = useWatch({ control: form.control, name: ['cycle', 'typeId', 'unit'] });
  // Issue 29: a time off in lieu type is earned by overtime: no amount, cycle, carry-over or accrual.
  const kind = editing?.kind ?? choices.find((t) => t.id === typeId)?.kind ?? 'STANDARD';
  const inLieu = kind === 'TIME_OFF_IN_LIEU';
  const yearly = cycle === 'PER_YEAR' && !inLieu;
  const close = () => props.onOpenChange(false);

  const submit = form.handleSubmit((values) => {
    const source = editing ?? choices.find((t) => t.id === values.typeId);
    if (!source) return;
    props.onSubmit({
      typeId: values.typeId,
      name: source.name,
      symbol: source.symbol,
      status: source.status,
      amount: values.amount,
      cycle: values.cycle,
      requiresApproval: values.requiresApproval,
      // Carry-over belongs to yearly types only.
      carryOverLimit: values.cycle === 'PER_YEAR' ? values.carryOverLimit : 0,
      carryOverExpiresAfterMonths: values.cycle === 'PER_YEAR' ? values.carryOverExpiresAfterMonths : null,
      // So do accrual and borrowing (borrowing with monthly accrual only).
      accrual: values.cycle === 'PER_YEAR' ? values.accrual : 'UPFRONT',
      borrowLimit: values.cycle === 'PER_YEAR' && values.accrual === 'MONTHLY' ? values.borrowLimit : 0,
      unit: values.unit,
      prorateBySchedule: inLieu || values.cycle === 'UNLIMITED' ? false : values.prorateBySchedule,
      kind,
      expiresAfterMonths: inLieu ? values.expiresAfterMonths : null,
    });
    close();
  });

  /** A newly chosen type brings its own amount, cycle and approval as the defaults. */
  const chooseType = (id: number) => {
    const type = choices.find((t) => t.id === id);
    if (!type) return;
    form.setValue('amount', type.amount, { shouldValidate: form.formState.isSubmitted });
    form.setValue('cycle', type.cycle);
    form.setValue('requiresApproval', type.requiresApproval);
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Leave Type' : 'Add Leave Type'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'How this policy grants the type. Saved with the policy.'
            : 'Choose a type and how this policy grants it. Saved with the policy.'}
        </DialogDescription>
      </DialogHeader>

      {editing ? (
        <div className="grid gap-2">
          <Label>Leave Type</Label>
          <LeaveTypeLabel
            name={editing.name}
            symbol={editing.symbol}
            archived={editing.status === 'ARCHIVED'}
          />
        </div>
      ) : (
        <FormField
          label="Leave Type"
          error={errors.typeId?.message}
          hint={choices.length === 0 ? 'Every active leave type is already in this policy.' : undefined}
        >
          {(field) => (
            <Controller
              control={form.control}
              name="typeId"
              render={({ field: { value, onChange } }) => (
                <LeaveTypeSelect
                  field={field}
                  choices={choices}
                  value={value}
                  onChange={(typeId) => {
                    onChange(typeId);
                    chooseType(typeId);
                  }}
                />
              )}
            />
          )}
        </FormField>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <UnitField form={form} />
        {inLieu && <OvertimeExpiryField form={form} />}
      </div>
      <GrantFields
        form={form}
        approvalId="activated-type-requires-approval"
        unit={unit}
        earnedByOvertime={inLieu}
      />
      {!inLieu && cycle !== 'UNLIMITED' && <ProrateField form={form} id="activated-type-prorate" />}
      {yearly && <CarryOverFields form={form} unit={unit} />}
      {yearly && <AccrualFields form={form} unit={unit} />}

      <DialogFooter>
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" disabled={!editing && choices.length === 0}>
          {editing ? 'Apply' : 'Add'}
        </Button>
      </DialogFooter>
    </form>
  );
}
