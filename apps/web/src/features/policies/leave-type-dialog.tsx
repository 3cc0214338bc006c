import { zodResolver } from '@hookform/resolvers/zod';
import {
  LEAVE_TYPE_DEFAULTS,
  LEAVE_TYPE_KINDS,
  type LeaveType,
  LeaveTypeBody,
  type LeaveTypeKind,
  TEXT,
} from '@leavedesk/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCreateLeaveType } from './api/create-leave-type';
import { useUpdateLeaveType } from './api/update-leave-type';
import { kindLabel } from './format';
import { GrantFields } from './grant-fields';
import { SymbolPicker } from './symbol-picker';

export interface LeaveTypeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type to update; none to create one. */
  type?: LeaveType;
}

/** What each kind means (issue 29). */
const KIND_HINTS: Record<LeaveTypeKind, string> = {
  STANDARD: 'An allowance per year or month, or unlimited',
  TIME_OFF_IN_LIEU: 'Earned by logging overtime instead of a yearly allowance',
};

/** Create or update a leave type (part 1 §5: name 2–50, cycle, amount ≥ 1, approval, symbol). */
export function LeaveTypeDialog({ open, onOpenChange, type }: LeaveTypeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so each opening starts from the type (or the defaults). */}
        {open && <LeaveTypeForm type={type} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function LeaveTypeForm({ type, onDone }: { type?: LeaveType; onDone: () => void }) {
  const create = useCreateLeaveType();
  const update = useUpdateLeaveType();
  const form = useForm({
    resolver: zodResolver(LeaveTypeBody),
    defaultValues: type
      ? {
          name: type.name,
          symbol: type.symbol,
          cycle: type.cycle,
          amount: type.amount,
          requiresApproval: type.requiresApproval,
          kind: type.kind,
        }
      : { name: '', ...LEAVE_TYPE_DEFAULTS, kind: 'STANDARD' as LeaveTypeKind },
  });
  const kind = useWatch({ control: form.control, name: 'kind' }) ?? 'STANDARD';
  const { errors } = form.formState;
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async ({ kind: chosen, ...rest }) => {
    // A new type is STANDARD unless said otherwise; an update always says which (issue 29).
    const body = type || chosen === 'TIME_OFF_IN_LIEU' ? { ...rest, kind: chosen } : rest;
    if (type) {
      await update.mutateAsync({ id: type.id, body });
      toast({ variant: 'success', title: TEXT.typeUpdated });
    } else {
      await create.mutateAsync(body);
      toast({ variant: 'success', title: TEXT.typeCreated });
    }
    onDone();
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(e) => submit(e).catch(() => undefined)}>
      <DialogHeader>
        <DialogTitle>{type ? 'Update Leave Type' : 'Create Leave Type'}</DialogTitle>
        <DialogDescription>
          {type
            ? 'Policies show the new name and symbol; each keeps its own amount, cycle and approval.'
            : 'A kind of leave people can request, such as annual or sick leave.'}
        </DialogDescription>
      </DialogHeader>

      <FormField label="Name" error={errors.name?.message}>
        {(field) => (
          <Input {...field} placeholder="e.g. Annual Leave" autoComplete="off" {...form.register('name')} />
        )}
      </FormField>

      <FormField label="Symbol" error={errors.symbol?.message} hint="Optional. Shown next to the name.">
        {(field) => (
          <Controller
            control={form.control}
            name="symbol"
            render={({ field: { value, onChange } }) => (
              <SymbolPicker {...field} value={value ?? ''} onChange={onChange} />
            )}
          />
        )}
      </FormField>

      <FormField label="Kind" error={errors.kind?.message} hint={KIND_HINTS[kind]}>
        {(field) => (
          <Controller
            control={form.control}
            name="kind"
            render={({ field: { value, onChange } }) => (
              <Select value={value ?? 'STANDARD'} onValueChange={onChange}>
                <SelectTrigger {...field} className="w-full min-w-0">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LEAVE_TYPE_KINDS.map((k) => (
                    <SelectItem key={k} value={k}>
                      {kindLabel(k)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>

      <GrantFields
        form={form}
        approvalId="leave-type-requires-approval"
        earnedByOvertime={kind === 'TIME_OFF_IN_LIEU'}
      />

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          {type ? 'Update' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}
