import { zodResolver } from '@hookform/resolvers/zod';
import { LeavePolicyBody, TEXT } from '@leavedesk/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
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
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCreatePolicy } from './api/create-policy';

const NameOnly = LeavePolicyBody.pick({ name: true });

/** Create a policy by name; it starts ACTIVE with no types and opens for editing. */
export function CreatePolicyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <CreatePolicyForm onCancel={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function CreatePolicyForm({ onCancel }: { onCancel: () => void }) {
  const create = useCreatePolicy();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(NameOnly), defaultValues: { name: '' } });
  const busy = create.isPending || create.isSuccess;

  const submit = form.handleSubmit(async ({ name }) => {
    const policy = await create.mutateAsync({ name });
    toast({ variant: 'success', title: TEXT.policyCreated });
    navigate(`/leaves/policies/${policy.id}`);
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(e) => submit(e).catch(() => undefined)}>
      <DialogHeader>
        <DialogTitle>Create Leave Policy</DialogTitle>
        <DialogDescription>Name the policy; you choose its leave types next.</DialogDescription>
      </DialogHeader>
      <FormField label="Name" error={form.formState.errors.name?.message}>
        {(field) => (
          <Input
            {...field}
            autoFocus
            autoComplete="off"
            placeholder="e.g. Full-time staff"
            {...form.register('name')}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          Create
        </Button>
      </DialogFooter>
    </form>
  );
}
