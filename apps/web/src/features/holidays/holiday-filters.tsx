import { countryName, type HolidayOverview } from '@leavedesk/contracts';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

function FilterGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-2 sm:grid-cols-[5rem_1fr] sm:items-start">
      <span className="pt-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {label}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
      <div role="group" aria-label={label} className="flex min-w-0 flex-wrap gap-2">
        {children}
      </div>
    </div>
  );
}

/** The stored years, as toggle buttons. */
export function YearButtons({
  years,
  value,
  onChange,
}: {
  years: readonly number[];
  value: number | undefined;
  onChange: (year: number) => void;
}) {
  return (
    <FilterGroup label="Year">
      {years.map((year) => (
        <Button
          key={year}
          size="sm"
          variant={year === value ? 'default' : 'outline'}
          aria-pressed={year === value}
          className="tabular-nums"
          onClick={() => onChange(year)}
        >
          {year}
        </Button>
      ))}
    </FilterGroup>
  );
}

/** The countries stored for the chosen year, each with its number of holidays. */
export function CountryButtons({
  countries,
  value,
  onChange,
}: {
  countries: readonly HolidayOverview[];
  value: string | undefined;
  onChange: (countryCode: string) => void;
}) {
  return (
    <FilterGroup label="Country">
      {countries.map(({ countryCode, count }) => {
        const selected = countryCode === value;
        const name = countryName(countryCode) ?? countryCode;
        return (
          <Button
            key={countryCode}
            size="sm"
            variant={selected ? 'default' : 'outline'}
            aria-pressed={selected}
            title={name}
            className="max-w-full"
            onClick={() => onChange(countryCode)}
          >
            <span className="truncate">{name}</span>
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                // A solid pill: white at 20% over the primary colour was 3.95:1 (axe, issue 27).
                selected ? 'bg-primary-foreground text-primary' : 'bg-muted text-muted-foreground',
              )}
            >
              {count}
            </span>
          </Button>
        );
      })}
    </FilterGroup>
  );
}
