import { CheckIcon, ChevronsUpDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from './command';
import { inputClasses } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface SearchSelectProps {
  id?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the closed control shows: the chosen value(s), or the placeholder when `empty`. */
  shown: React.ReactNode;
  /** Nothing chosen: `shown` is a placeholder (muted). */
  empty: boolean;
  searchPlaceholder: string;
  /** Shown when the search matches nothing. */
  noMatch: string;
  /** How the search matches an item's `value` (default: contains, ignoring case). */
  filter?: (itemValue: string, search: string) => number;
  /**
   * The search text, when the list is searched by the server (set `filter` to keep every item):
   * controlled with `onSearchChange`.
   */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** Several values may be chosen: the list stays open and says so. */
  multiple?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The `SearchSelectItem`s. */
  children: React.ReactNode;
}

const contains = (itemValue: string, search: string) =>
  itemValue.toLowerCase().includes(search.trim().toLowerCase()) ? 1 : 0;

/**
 * A combobox button opening a searchable list (countries, time zones, people): the one shell the
 * searchable selects share, keyboard operable through cmdk (type to search, arrows, Enter).
 */
export function SearchSelect({
  id,
  open,
  onOpenChange,
  shown,
  empty,
  searchPlaceholder,
  noMatch,
  filter = contains,
  search,
  onSearchChange,
  multiple,
  disabled,
  className,
  children,
  ...aria
}: SearchSelectProps) {
  const listId = id ? `${id}-list` : undefined;
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          disabled={disabled}
          className={cn(
            inputClasses,
            'items-center justify-between gap-2 text-left',
            empty && 'text-muted-foreground',
            className,
          )}
          {...aria}
        >
          {shown}
          <ChevronsUpDown className="size-4 shrink-0 opacity-50" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0" align="start">
        <Command filter={filter}>
          <CommandInput placeholder={searchPlaceholder} value={search} onValueChange={onSearchChange} />
          <CommandEmpty>{noMatch}</CommandEmpty>
          <CommandList
            id={listId}
            aria-label={aria['aria-label']}
            aria-multiselectable={multiple || undefined}
            className="max-h-64"
          >
            <CommandGroup>{children}</CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

/** One choice of a SearchSelect, with its check mark. */
export function SearchSelectItem({
  value,
  selected,
  onSelect,
  children,
  aside,
  checkFirst,
}: {
  /** What the search matches. */
  value: string;
  selected: boolean;
  onSelect: () => void;
  children: React.ReactNode;
  /** Shown after the label (a country's code). */
  aside?: React.ReactNode;
  /** The check mark before the label (lists where several are chosen). */
  checkFirst?: boolean;
}) {
  const check = <CheckIcon className={cn('size-4', selected ? 'opacity-100' : 'opacity-0')} />;
  return (
    <CommandItem value={value} aria-checked={checkFirst ? selected : undefined} onSelect={onSelect}>
      {checkFirst && check}
      <span className="flex-1 truncate">{children}</span>
      {aside}
      {!checkFirst && check}
    </CommandItem>
  );
}
