import { CheckIcon, ChevronsUpDown } from 'lucide-react';
import * as React from 'react';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { inputClasses } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

/** The browser's IANA zones, with UTC and the current value always present. */
function timeZones(current: string | undefined): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set(['UTC', ...zones]);
  if (current) all.add(current);
  return [...all].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

export interface TimeZoneSelectProps {
  id?: string;
  value: string | undefined;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A searchable select of IANA time zones ('Europe/Berlin'). */
export function TimeZoneSelect({ id, value, onChange, onBlur, disabled, ...aria }: TimeZoneSelectProps) {
  const [open, setOpen] = React.useState(false);
  const zones = React.useMemo(() => timeZones(value), [value]);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          disabled={disabled}
          className={cn(
            inputClasses,
            'items-center justify-between gap-2 text-left',
            !value && 'text-muted-foreground',
          )}
          {...aria}
        >
          <span className="truncate">{value || 'Select a time zone'}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-50" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0" align="start">
        <Command
          filter={(itemValue, search) =>
            itemValue.toLowerCase().includes(search.trim().toLowerCase().replace(/\s+/g, '_')) ? 1 : 0
          }
        >
          <CommandInput placeholder="Search time zone..." />
          <CommandEmpty>No time zone found.</CommandEmpty>
          <CommandList className="max-h-64">
            <CommandGroup>
              {zones.map((zone) => (
                <CommandItem
                  key={zone}
                  value={zone}
                  onSelect={() => {
                    onChange(zone);
                    setOpen(false);
                  }}
                >
                  <span className="flex-1 truncate">{zone.replaceAll('_', ' ')}</span>
                  <CheckIcon className={cn('size-4', value === zone ? 'opacity-100' : 'opacity-0')} />
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
