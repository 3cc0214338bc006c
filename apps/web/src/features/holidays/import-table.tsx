import type { FetchedHoliday } from '@leavedesk/contracts';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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

  return (
    <Table className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="w-11 pr-0">
            <Checkbox
              aria-label="Select all"
              checked={allState}
              disabled={disabled || selectable.length === 0}
              onCheckedChange={() =>
                onSelectedChange(new Set(allState === true ? [] : selectable.map((h) => h.date)))
              }
              className="align-middle"
            />
          </TableHead>
          <TableHead className="w-28 sm:w-40">Date</TableHead>
          <TableHead>Holiday Description</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {holidays.map((holiday) => {
          const isImported = imported.has(holiday.date);
          const isSelected = !isImported && selected.has(holiday.date);
          return (
            <TableRow
              key={holiday.date}
              data-state={isSelected ? 'selected' : undefined}
              className={cn(
                !isImported && !disabled && 'cursor-pointer',
                isImported && 'text-muted-foreground',
              )}
              onClick={(event) => {
                // The checkbox handles its own clicks; the rest of the row is a larger target.
                if (isImported || disabled || (event.target as HTMLElement).closest('button')) return;
                toggle(holiday.date, !isSelected);
              }}
            >
              <TableCell className="pr-0 align-top">
                <Checkbox
                  aria-label={`Select ${holiday.name}`}
                  checked={isSelected}
                  disabled={disabled || isImported}
                  onCheckedChange={(checked) => toggle(holiday.date, checked === true)}
                  className="mt-0.5 align-middle"
                />
              </TableCell>
              <TableCell className="align-top">
                <HolidayDate date={holiday.date} className="flex-wrap gap-x-2 gap-y-0" />
              </TableCell>
              <TableCell className="align-top whitespace-normal">
                <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <span className="min-w-0 break-words">{holiday.name}</span>
                  {isImported && <Badge variant="secondary">Imported</Badge>}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
