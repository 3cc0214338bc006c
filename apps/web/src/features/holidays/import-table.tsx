import type { FetchedHoliday } from '@leavedesk/contracts';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { cn } from '@/lib/utils';
import { HolidayDate } from './holiday-date';

export interface ImportTableProps {
  holidays: readonly FetchedHoliday[];
  /** Dates already stored for this country: marked, and not offered again. */
  imported: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  onSelectedChange: (dates: ReadonlySet<string>) => void;
  disabled?: boolean;
}

/** The source's holidays with a checkbox per row and a select-all over those not yet imported. */
export function ImportTable({ holidays, imported, selected, onSelectedChange, disabled }: ImportTableProps) {
  const selectable = holidays.filter((h) => !imported.has(h.date));
  const selectedCount = selectable.filter((h) => selected.has(h.date)).length;
  const allState =
    selectable.length > 0 && selectedCount === selectable.length
      ? true
      : selectedCount > 0
        ? 'indeterminate'
        : false;

  const toggle = (date: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(date);
    else next.delete(date);
    onSelectedChange(next);
  };

  const columns: DataColumn<FetchedHoliday>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          aria-label="Select all"
          checked={allState}
          disabled={disabled || selectable.length === 0}
          onCheckedChange={() =>
            onSelectedChange(new Set(allState === true ? [] : selectable.map((h) => h.date)))
          }
          className="align-middle"
        />
      ),
      label: 'Select all',
      role: 'select',
      headClassName: 'w-11 pr-0',
      cellClassName: 'pr-0 align-top',
      cell: (holiday) => {
        const isImported = imported.has(holiday.date);
        return (
          <Checkbox
            aria-label={`Select ${holiday.name}`}
            checked={!isImported && selected.has(holiday.date)}
            disabled={disabled || isImported}
            onCheckedChange={(checked) => toggle(holiday.date, checked === true)}
            className="mt-0.5 align-middle"
          />
        );
      },
    },
    {
      id: 'date',
      header: 'Date',
      headClassName: 'w-28 sm:w-40',
      cellClassName: 'align-top',
      cell: (holiday) => <HolidayDate date={holiday.date} className="flex-wrap gap-x-2 gap-y-0" />,
    },
    {
      id: 'description',
      header: 'Holiday Description',
      role: 'title',
      cellClassName: 'align-top whitespace-normal',
      cell: (holiday) => (
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="min-w-0 wrap-anywhere">{holiday.name}</span>
          {imported.has(holiday.date) && <Badge variant="secondary">Imported</Badge>}
        </div>
      ),
    },
  ];

  // Three narrow columns (the weekday wraps below the date): the table fits on any phone.
  return (
    <DataTable
      columns={columns}
      rows={holidays}
      rowKey={(holiday) => holiday.date}
      label="Holidays to import"
      minTableWidth={280}
      tableClassName="table-fixed"
      rowProps={(holiday) => {
        const isImported = imported.has(holiday.date);
        const isSelected = !isImported && selected.has(holiday.date);
        return {
          'data-state': isSelected ? 'selected' : undefined,
          className: cn(!isImported && !disabled && 'cursor-pointer', isImported && 'text-muted-foreground'),
          onClick: (event) => {
            // The checkbox handles its own clicks; the rest of the row is a larger target.
            if (isImported || disabled || (event.target as HTMLElement).closest('button')) return;
            toggle(holiday.date, !isSelected);
          },
        };
      }}
    />
  );
}
