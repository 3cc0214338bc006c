import type * as React from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface LeaveTypeChoice {
  id: number;
  name: string;
  symbol?: string | null;
}

/**
 * A leave type chosen from a list (the policy editor's "add a type", the balance adjustment), each
 * shown with its symbol. `field` carries the form field's id and ARIA attributes to the trigger.
 */
export function LeaveTypeSelect({
  field,
  choices,
  value,
  onChange,
}: {
  field: React.ComponentProps<typeof SelectTrigger>;
  choices: readonly LeaveTypeChoice[];
  value: number | undefined | null;
  onChange: (typeId: number) => void;
}) {
  return (
    <Select
      value={value ? String(value) : ''}
      onValueChange={(next) => onChange(Number(next))}
      disabled={choices.length === 0}
    >
      <SelectTrigger {...field}>
        <SelectValue placeholder="Select a leave type" />
      </SelectTrigger>
      <SelectContent>
        {choices.map((t) => (
          <SelectItem key={t.id} value={String(t.id)}>
            <span aria-hidden>{t.symbol || '🌴'}</span>
            <span className="truncate">{t.name}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
