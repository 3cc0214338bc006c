import { MSG } from '@leavedesk/contracts';
import { Check, Pencil, X } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The rename rules: not empty (part 1 §5), and the policy name's 2–50 characters the server asks. */
export function policyNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return MSG.policyNameEmpty;
  if (trimmed.length < 2) return MSG.policyNameMin;
  if (trimmed.length > 50) return MSG.policyNameMax;
  return undefined;
}

/**
 * The policy's name with an inline rename. Typing changes the draft at once (so Save never loses a
 * rename in progress); Enter or the tick closes the field, Escape or the cross restores the name.
 * `showError` opens the field with its message, e.g. when Save finds the name invalid.
 */
export function PolicyNameEditor({
  name,
  onRename,
  readOnly = false,
  showError = false,
  badges,
}: {
  name: string;
  onRename: (name: string) => void;
  readOnly?: boolean;
  showError?: boolean;
  badges?: React.ReactNode;
}) {
  const [editing, setEditing] = React.useState(false);
  const [touched, setTouched] = React.useState(false);
  const before = React.useRef(name);
  const inputId = React.useId();
  const problem = policyNameError(name);
  const error = touched || showError ? problem : undefined;

  const start = () => {
    before.current = name;
    setTouched(false);
    setEditing(true);
  };
  const confirm = () => {
    setTouched(true);
    if (problem) return;
    onRename(name.trim());
    setEditing(false);
  };
  const cancel = () => {
    onRename(before.current);
    setTouched(false);
    setEditing(false);
  };

  if (editing || (showError && problem)) {
    return (
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="sr-only">
          Policy name
        </label>
        <div className="flex items-center gap-2">
          <Input
            id={inputId}
            autoFocus
            value={name}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="h-10 max-w-md text-base font-semibold"
            onChange={(e) => {
              onRename(e.target.value);
              setTouched(true);
              if (!editing) setEditing(true);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                confirm();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                cancel();
              }
            }}
          />
          <Button size="icon" variant="outline" aria-label="Keep name" title="Keep name" onClick={confirm}>
            <Check />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label="Cancel rename"
            title="Cancel rename"
            onClick={cancel}
          >
            <X />
          </Button>
        </div>
        <FieldError id={`${inputId}-error`} message={error} />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <h2
        className="min-w-0 max-w-full truncate text-xl font-semibold tracking-tight"
        title={name}
        data-testid="policy-name"
      >
        {name}
      </h2>
      {badges}
      {!readOnly && (
        <Button variant="ghost" size="sm" onClick={start} aria-label="Rename policy">
          <Pencil />
          Rename
        </Button>
      )}
    </div>
  );
}
