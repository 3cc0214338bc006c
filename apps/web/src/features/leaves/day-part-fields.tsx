import type { EndDayPart, StartDayPart } from '@leavedesk/contracts';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface DayParts {
  startDayPart: StartDayPart;
  endDayPart: EndDayPart;
}

interface Choice {
  label: string;
  parts: DayParts;
}

/** A one-day request: the whole day, its morning (ends at noon) or its afternoon (starts at noon). */
const ONE_DAY: Choice[] = [
  { label: 'Full day', parts: { startDayPart: 'FULL', endDayPart: 'FULL' } },
  { label: 'Morning', parts: { startDayPart: 'FULL', endDayPart: 'MORNING' } },
  { label: 'Afternoon', parts: { startDayPart: 'AFTERNOON', endDayPart: 'FULL' } },
];

/**
 * The parts of a request's days: one day is a full day, a morning or an afternoon; a longer request
 * may start at noon of its first day and end at noon of its last.
 */
export function DayPartFields({
  oneDay,
  value,
  onChange,
}: {
  oneDay: boolean;
  value: DayParts;
  onChange: (parts: DayParts) => void;
}) {
  if (oneDay)
    return (
      <Segmented
        label="Day"
        choices={ONE_DAY}
        isActive={(c) =>
          c.parts.startDayPart === value.startDayPart && c.parts.endDayPart === value.endDayPart
        }
        onChoose={(c) => onChange(c.parts)}
      />
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Segmented
        label="First day"
        choices={[
          { label: 'Full day', parts: { ...value, startDayPart: 'FULL' } },
          { label: 'Afternoon only', parts: { ...value, startDayPart: 'AFTERNOON' } },
        ]}
        isActive={(c) => c.parts.startDayPart === value.startDayPart}
        onChoose={(c) => onChange(c.parts)}
      />
      <Segmented
        label="Last day"
        choices={[
          { label: 'Full day', parts: { ...value, endDayPart: 'FULL' } },
          { label: 'Morning only', parts: { ...value, endDayPart: 'MORNING' } },
        ]}
        isActive={(c) => c.parts.endDayPart === value.endDayPart}
        onChoose={(c) => onChange(c.parts)}
      />
    </div>
  );
}

function Segmented({
  label,
  choices,
  isActive,
  onChoose,
}: {
  label: string;
  choices: Choice[];
  isActive: (choice: Choice) => boolean;
  onChoose: (choice: Choice) => void;
}) {
  const id = React.useId();
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id={id}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={id} className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const active = isActive(choice);
          return (
            <Button
              key={choice.label}
              type="button"
              role="radio"
              aria-checked={active}
              variant="outline"
              size="sm"
              onClick={() => onChoose(choice)}
              className={cn(
                active &&
                  'border-primary bg-primary/10 text-foreground ring-2 ring-primary/30 hover:bg-primary/15',
              )}
            >
              {choice.label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}

/** The parts once the dates change: a one-day request cannot be both a morning and an afternoon. */
export function partsForDates(parts: DayParts, start: string, end: string): DayParts {
  if (start && start === end && parts.startDayPart === 'AFTERNOON' && parts.endDayPart === 'MORNING')
    return { startDayPart: 'FULL', endDayPart: 'FULL' };
  return parts;
}
