import * as React from 'react';
import { SearchSelect, SearchSelectItem } from '@/components/ui/search-select';

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
    <SearchSelect
      id={id}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
      shown={<span className="truncate">{value || 'Select a time zone'}</span>}
      empty={!value}
      searchPlaceholder="Search time zone..."
      noMatch="No time zone found."
      filter={(itemValue, search) =>
        itemValue.toLowerCase().includes(search.trim().toLowerCase().replace(/\s+/g, '_')) ? 1 : 0
      }
      disabled={disabled}
      {...aria}
    >
      {zones.map((zone) => (
        <SearchSelectItem
          key={zone}
          value={zone}
          selected={value === zone}
          onSelect={() => {
            onChange(zone);
            setOpen(false);
          }}
        >
          {zone.replaceAll('_', ' ')}
        </SearchSelectItem>
      ))}
    </SearchSelect>
  );
}
