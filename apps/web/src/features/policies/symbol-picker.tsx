import { SearchIcon, SmilePlus, XIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input, inputClasses } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { LEAVE_SYMBOLS, searchLeaveSymbols } from './symbols';

export interface SymbolPickerProps {
  id?: string;
  value: string;
  onChange: (symbol: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The leave type's symbol: a button showing the chosen emoji that opens a searchable 6-column grid
 * (name or keyword), at most 350px high, with a way to clear the symbol.
 */
export function SymbolPicker({ id, value, onChange, ...aria }: SymbolPickerProps) {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const results = searchLeaveSymbols(query);
  const chosen = LEAVE_SYMBOLS.find((s) => s.emoji === value);

  const choose = (symbol: string) => {
    onChange(symbol);
    setOpen(false);
  };

  return (
    <div className="flex items-center gap-2">
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery('');
        }}
      >
        <PopoverTrigger asChild>
          <button
            id={id}
            type="button"
            className={cn(inputClasses, 'items-center gap-2 text-left')}
            aria-label={value ? `Symbol: ${chosen?.name ?? value}` : 'Choose a symbol'}
            {...aria}
          >
            {value ? (
              <>
                <span className="text-lg leading-none">{value}</span>
                <span className="truncate">{chosen?.name ?? 'Custom symbol'}</span>
              </>
            ) : (
              <>
                <SmilePlus className="size-4 text-muted-foreground" />
                <span className="text-muted-foreground">Choose a symbol</span>
              </>
            )}
          </button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-72 p-2">
          <div className="relative mb-2">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              autoFocus
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search symbols..."
              aria-label="Search symbols"
              className="pl-8"
            />
          </div>
          {results.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No symbol found.</p>
          ) : (
            <div
              role="listbox"
              aria-label="Symbols"
              data-testid="symbol-grid"
              className="grid max-h-[350px] grid-cols-6 gap-1 overflow-y-auto"
            >
              {results.map((s) => (
                <button
                  key={s.emoji}
                  type="button"
                  role="option"
                  aria-selected={s.emoji === value}
                  aria-label={s.name}
                  title={s.name}
                  onClick={() => choose(s.emoji)}
                  className={cn(
                    'flex aspect-square items-center justify-center rounded-md text-xl outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/40',
                    s.emoji === value && 'bg-primary/15 ring-1 ring-primary/50',
                  )}
                >
                  {s.emoji}
                </button>
              ))}
            </div>
          )}
        </PopoverContent>
      </Popover>
      {value && (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Clear symbol"
          title="Clear symbol"
          onClick={() => onChange('')}
        >
          <XIcon />
        </Button>
      )}
    </div>
  );
}
