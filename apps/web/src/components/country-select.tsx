import { COUNTRIES } from '@leavedesk/contracts';
import * as React from 'react';
import { SearchSelect, SearchSelectItem } from './ui/search-select';

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
    <SearchSelect
      id={id}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
      shown={<span className="truncate">{selected ?? placeholder}</span>}
      empty={!selected}
      searchPlaceholder="Search country..."
      noMatch="No country found."
      disabled={disabled}
      {...aria}
    >
      {COUNTRIES.map((country) => (
        <SearchSelectItem
          key={country.code}
          value={`${country.name} ${country.code}`}
          selected={value === country.code}
          onSelect={() => {
            onChange(country.code);
            setOpen(false);
          }}
          aside={<span className="text-xs text-muted-foreground">{country.code}</span>}
        >
          {country.name}
        </SearchSelectItem>
      ))}
    </SearchSelect>
  );
}
