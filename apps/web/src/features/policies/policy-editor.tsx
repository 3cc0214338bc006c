import { type LeavePolicy, TEXT } from '@leavedesk/contracts';
import { Plus, Tags } from 'lucide-react';
import * as React from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { StickyFooter } from '@/components/ui/sticky-footer';
import { toast } from '@/components/ui/use-toast';
import { ActivatedTypeDialog } from './activated-type-dialog';
import { ActivatedTypesTable } from './activated-types-table';
import { useLeaveTypes } from './api/get-leave-types';
import { useUpdatePolicy } from './api/update-policy';
import { type DraftType, updateBodyOf, usePolicyDraft } from './policy-draft';
import { PolicyNameEditor, policyNameError } from './policy-name-editor';
import { SectionHeading } from './section-heading';

const LIST = '/leaves/policies';

/**
 * Update Leave Policy: rename, default, add, edit and remove stay local until Save, which sends
 * the whole policy and returns to the list; Cancel drops them. `readOnly` (team admins, and an
 * employee reading their own policy) shows the same screen without any of those controls.
 */
export function PolicyEditor({ policy, readOnly }: { policy: LeavePolicy; readOnly: boolean }) {
  const navigate = useNavigate();
  const { draft, dirty, rename, makeDefault, add, edit, remove } = usePolicyDraft(policy);
  const types = useLeaveTypes();
  const save = useUpdatePolicy();
  const [adding, setAdding] = React.useState(false);
  const [editing, setEditing] = React.useState<DraftType | null>(null);
  const [nameInvalid, setNameInvalid] = React.useState(false);
  // Save and Cancel leave on purpose; any other way out (a link, Back) asks before dropping edits.
  const leaving = React.useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const leave = () => {
    leaving.current = true;
    navigate(LIST);
  };

  // Archived types are never offered, nor types the policy already has.
  const choices = (types.data ?? []).filter(
    (t) => t.status === 'ACTIVE' && !draft.types.some((d) => d.typeId === t.id),
  );

  const onSave = async () => {
    if (policyNameError(draft.name)) {
      setNameInvalid(true);
      return;
    }
    try {
      await save.mutateAsync({ id: policy.id, body: updateBodyOf(policy, draft) });
    } catch {
      return; // the 'Error' toast is shown; the edits stay on screen
    }
    toast({ variant: 'success', title: TEXT.policyUpdated });
    leave();
  };

  const badges = (
    <>
      {draft.isDefault && <Badge variant="info">Default</Badge>}
      {policy.status === 'ARCHIVED' && (
        <Badge variant="outline" className="text-muted-foreground">
          Archived
        </Badge>
      )}
    </>
  );

  return (
    <div className="grid gap-8">
      <Card>
        <CardContent className="grid gap-4">
          <PolicyNameEditor
            name={draft.name}
            onRename={rename}
            readOnly={readOnly}
            showError={nameInvalid}
            badges={badges}
          />
          {!readOnly && !policy.isDefault && policy.status === 'ACTIVE' && (
            <div className="flex items-start gap-3">
              <Checkbox
                id="policy-default"
                checked={draft.isDefault}
                onCheckedChange={(next) => makeDefault(next === true)}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor="policy-default">Make this the default policy</Label>
                <p className="text-xs text-muted-foreground">
                  New users get the default policy when none is chosen for them.
                </p>
              </div>
            </div>
          )}
          {!readOnly && policy.isDefault && (
            <p className="text-xs text-muted-foreground">
              New users get this policy when none is chosen for them. To change that, make another policy the
              default.
            </p>
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="policy-types-heading" className="grid gap-4">
        <SectionHeading
          id="policy-types-heading"
          title="Leave Types"
          description="The types people on this policy can request, and how much of each."
          action={
            !readOnly && (
              <Button onClick={() => setAdding(true)} disabled={types.isPending}>
                <Plus />
                Add Type
              </Button>
            )
          }
        />
        {draft.types.length === 0 ? (
          <EmptyState
            icon={Tags}
            title="This policy has no leave types yet."
            description={readOnly ? undefined : "Click the 'Add Type' button above to add one."}
          />
        ) : (
          <ActivatedTypesTable
            types={draft.types}
            readOnly={readOnly}
            onEdit={setEditing}
            onRemove={(t) => remove(t.typeId)}
          />
        )}
      </section>

      {!readOnly && (
        <StickyFooter className="-mx-4 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-4">
          {dirty && <span className="mr-auto text-sm text-muted-foreground">Unsaved changes</span>}
          <Button variant="outline" onClick={leave} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending && <Spinner />}
            Save
          </Button>
        </StickyFooter>
      )}

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && !leaving.current) blocker.reset?.();
        }}
        title="Discard changes?"
        description="Your changes to this policy are not saved yet."
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        destructive
        onConfirm={() => {
          leaving.current = true;
          blocker.proceed?.();
        }}
      />
      <ActivatedTypeDialog
        mode="add"
        open={adding}
        onOpenChange={setAdding}
        choices={choices}
        onSubmit={add}
      />
      {editing && (
        <ActivatedTypeDialog
          mode="edit"
          open
          onOpenChange={(open) => !open && setEditing(null)}
          type={editing}
          onSubmit={(t) =>
            edit(t.typeId, {
              amount: t.amount,
              cycle: t.cycle,
              requiresApproval: t.requiresApproval,
              carryOverLimit: t.carryOverLimit,
              carryOverExpiresAfterMonths: t.carryOverExpiresAfterMonths,
              accrual: t.accrual,
              borrowLimit: t.borrowLimit,
              unit: t.unit,
              prorateBySchedule: t.prorateBySchedule,
              expiresAfterMonths: t.expiresAfterMonths,
            })
          }
        />
      )}
    </div>
  );
}
