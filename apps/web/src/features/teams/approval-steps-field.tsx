import {
  APPROVAL_APPROVERS_LABEL,
  APPROVAL_STEPS_MAX,
  ApprovalApprovers,
  type ApprovalStep,
  type User,
} from '@leavedesk/contracts';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { SearchSelect, SearchSelectItem } from '@/components/ui/search-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { fullName } from '@/lib/format';
import { approvalStepsSentence } from './approval-steps';

/** The order the select offers: today's default first. */
const CHOICES: ApprovalApprovers[] = ['REVIEWERS', 'TEAM_ADMINS', 'ORGANIZATION_ADMINS', 'USERS'];

/** A searchable list of the organization's active people; choosing one adds or takes it away. */
function PeoplePicker({
  id,
  label,
  people,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  people: readonly User[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = React.useState(false);
  const chosen = people.filter((p) => value.includes(p.id)).map(fullName);
  return (
    <SearchSelect
      id={id}
      open={open}
      onOpenChange={setOpen}
      shown={
        <span className="min-w-0 wrap-anywhere">{chosen.length ? chosen.join(', ') : 'Choose people'}</span>
      }
      empty={chosen.length === 0}
      searchPlaceholder="Search people..."
      noMatch="No person found."
      multiple
      className="h-auto min-h-9"
      aria-label={label}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      {people.map((person) => {
        const on = value.includes(person.id);
        return (
          <SearchSelectItem
            key={person.id}
            value={`${fullName(person)} ${person.email} ${person.id}`}
            selected={on}
            checkFirst
            onSelect={() => onChange(on ? value.filter((v) => v !== person.id) : [...value, person.id])}
          >
            {fullName(person)}
          </SearchSelectItem>
        );
      })}
    </SearchSelect>
  );
}

export interface ApprovalStepsFieldProps {
  value: ApprovalStep[];
  onChange: (steps: ApprovalStep[]) => void;
  /** The active people a "Named people" step may name. */
  people: readonly User[];
  /** A message per step (by index), from the contract's checks. */
  errors?: readonly (string | undefined)[];
}

/** 1 to 3 ordered approval steps, each with who approves it, and the flow read back in a sentence. */
export function ApprovalStepsField({ value, onChange, people, errors = [] }: ApprovalStepsFieldProps) {
  const id = React.useId();
  const names = React.useMemo(() => new Map(people.map((p) => [p.id, fullName(p)])), [people]);
  const set = (index: number, step: ApprovalStep) => onChange(value.map((s, i) => (i === index ? step : s)));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [step] = next.splice(from, 1);
    if (step) next.splice(to, 0, step);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Approval steps</legend>
      <p className="text-xs text-muted-foreground">
        Who approves a request, in order; each step waits for the one before.
      </p>
      <ol className="grid gap-3">
        {value.map((step, index) => {
          const n = index + 1;
          const error = errors[index];
          const stepId = `${id}-step-${n}`;
          return (
            <li key={index} className="grid gap-2 rounded-md border p-3">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={stepId}>Step {n}</Label>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move step ${n} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move step ${n} down`}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove step ${n}`}
                    disabled={value.length === 1}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <X />
                  </Button>
                </div>
              </div>
              <Select
                value={step.approvers}
                onValueChange={(approvers) => {
                  const parsed = ApprovalApprovers.parse(approvers);
                  set(index, parsed === 'USERS' ? { approvers: parsed, userIds: [] } : { approvers: parsed });
                }}
              >
                <SelectTrigger id={stepId} aria-invalid={Boolean(error) && step.approvers !== 'USERS'}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CHOICES.map((choice) => (
                    <SelectItem key={choice} value={choice}>
                      {APPROVAL_APPROVERS_LABEL[choice]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {step.approvers === 'USERS' && (
                <PeoplePicker
                  id={`${stepId}-people`}
                  label={`Step ${n}: people`}
                  people={people}
                  value={step.userIds ?? []}
                  onChange={(userIds) => set(index, { approvers: 'USERS', userIds })}
                  invalid={Boolean(error)}
                  describedBy={error ? `${stepId}-error` : undefined}
                />
              )}
              <FieldError id={`${stepId}-error`} message={error} />
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={value.length >= APPROVAL_STEPS_MAX}
          onClick={() => onChange([...value, { approvers: 'TEAM_ADMINS' }])}
        >
          <Plus />
          Add step
        </Button>
      </div>
      <div className="grid gap-1 rounded-md bg-muted/60 px-3 py-2">
        <span className="text-xs text-muted-foreground">Approved by</span>
        <p className="text-sm font-medium" aria-live="polite">
          {approvalStepsSentence(value, (personId) => names.get(personId))}
        </p>
      </div>
    </fieldset>
  );
}
