import { COUNTRIES } from '@leavedesk/contracts';
import { CheckIcon, ChevronsUpDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from './ui/command';
import { inputClasses } from './ui/input';
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover';

export interface CountrySelectProps {
  id?: string;
  value: string | undefined;
  onChange: (code: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function countryName(code: string | null | undefined): string | undefined {
  return COUNTRIES.find((c) => c.code === code)?.name;
}

/** A searchable select of the contracts' country list (about 250 entries, XK included). */
export function CountrySelect({
  id,
  value,
  onChange,
  onBlur,
  placeholder = 'Select your country',
  disabled,
  ...aria
}: CountrySelectProps) {
  const [open, setOpen] = React.useState(false);
  const selected = countryName(value);
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
          aria-controls={id ? `${id}-list` : undefined}
          disabled={disabled}
          className={cn(
            inputClasses,
            'items-center justify-between gap-2 text-left',
            !selected && 'text-muted-foreground',
          )}
          {...aria}
        >
          <span className="truncate">{selected ?? placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-50" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0" align="start">
        <Command
          filter={(itemValue, search) =>
            itemValue.toLowerCase().includes(search.trim().toLowerCase()) ? 1 : 0
          }
        >
          <CommandInput placeholder="Search country..." />
          <CommandEmpty>No country found.</CommandEmpty>
          <CommandList id={id ? `${id}-list` : undefined} className="max-h-64">
            <CommandGroup>
              {COUNTRIES.map((country) => (
                <CommandItem
                  key={country.code}
                  value={`${country.name} ${country.code}`}
                  onSelect={() => {
                    onChange(country.code);
                    setOpen(false);
                  }}
                >
                  <span className="flex-1 truncate">{country.name}</span>
                  <span className="text-xs text-muted-foreground">{country.code}</span>
                  <CheckIcon className={cn('size-4', value === country.code ? 'opacity-100' : 'opacity-0')} />
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
