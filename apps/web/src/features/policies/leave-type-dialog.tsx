import { zodResolver } from '@hookform/resolvers/zod';
import { LEAVE_CYCLES, LEAVE_TYPE_DEFAULTS, type LeaveType, LeaveTypeBody, TEXT } from '@leavedesk/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCreateLeaveType } from './api/create-leave-type';
import { useUpdateLeaveType } from './api/update-leave-type';
import { cycleLabel } from './format';
import { SymbolPicker } from './symbol-picker';

export interface LeaveTypeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type to update; none to create one. */
  type?: LeaveType;
}

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
        }
      : { name: '', ...LEAVE_TYPE_DEFAULTS },
  });
  const { errors } = form.formState;
  const cycle = form.watch('cycle');
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (body) => {
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
                    if (next === 'UNLIMITED' && !(Number.isInteger(amount) && amount >= 1)) {
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
          <FormField label="Amount" error={errors.amount?.message} hint="Days per cycle">
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

      <Controller
        control={form.control}
        name="requiresApproval"
        render={({ field: { value, onChange } }) => (
          <div className="flex items-start gap-3 rounded-lg border p-3">
            <Checkbox
              id="leave-type-requires-approval"
              checked={value}
              onCheckedChange={(next) => onChange(next === true)}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor="leave-type-requires-approval">Requires Approval</Label>
              <p className="text-xs text-muted-foreground">
                Requests wait for an admin. Without it they are accepted at once.
              </p>
            </div>
          </div>
        )}
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
