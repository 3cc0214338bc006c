import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '@leavedesk/contracts';
import { X } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { fullName } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { AuditFilters } from './audit-api';
import { usePeople } from './audit-api';

/** Entries are kept two years by default; a longer retention still fits. */
const AUDIT_YEARS = { fromYear: new Date().getFullYear() - 10, toYear: new Date().getFullYear() + 1 };

const ALL = 'all';

function Filter({
  label,
  id,
  wide,
  children,
}: {
  label: string;
  id: string;
  /** The whole width on phones (the dates share a row). */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 gap-1.5', wide ? 'col-span-2 sm:col-span-1' : undefined)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

export type FilterChange = Partial<Omit<AuditFilters, 'pageNumber'>>;

/** Person, kind and date range; each applies at once and starts again at the first page. */
export function AuditFiltersBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (changes: FilterChange | 'clear') => void;
}) {
  const people = usePeople();
  const any = filters.actorId !== undefined || filters.kind || filters.from || filters.to;
  return (
    <div className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 shadow-xs lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <Filter label="Person" id="audit-person" wide>
        <Select
          value={filters.actorId === undefined ? ALL : String(filters.actorId)}
          onValueChange={(v) => onChange({ actorId: v === ALL ? undefined : Number(v) })}
        >
          <SelectTrigger id="audit-person" aria-label="Person">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Everyone</SelectItem>
            {(people.data ?? []).map((u) => (
              <SelectItem key={u.id} value={String(u.id)}>
                {fullName(u)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Filter>
      <Filter label="What" id="audit-kind" wide>
        <Select
          value={filters.kind ?? ALL}
          onValueChange={(v) => onChange({ kind: v === ALL ? undefined : (v as AuditKind) })}
        >
          <SelectTrigger id="audit-kind" aria-label="What">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Every change</SelectItem>
            {AUDIT_KINDS.map((kind) => (
              <SelectItem key={kind} value={kind}>
                {AUDIT_KIND_LABELS[kind]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Filter>
      <Filter label="From" id="audit-from">
        <DatePicker
          id="audit-from"
          value={filters.from}
          placeholder="Any day"
          yearRange={AUDIT_YEARS}
          isDisabled={(date) => (filters.to ? date > filters.to : false)}
          onChange={(from) => onChange({ from })}
        />
      </Filter>
      <Filter label="To" id="audit-to">
        <DatePicker
          id="audit-to"
          value={filters.to}
          placeholder="Any day"
          yearRange={AUDIT_YEARS}
          isDisabled={(date) => (filters.from ? date < filters.from : false)}
          onChange={(to) => onChange({ to })}
        />
      </Filter>
      <Button
        variant="ghost"
        disabled={!any}
        onClick={() => onChange('clear')}
        className="sm:col-span-2 lg:col-span-1"
      >
        <X />
        Clear
      </Button>
    </div>
  );
}
