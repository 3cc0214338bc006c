import type { Holiday } from '@leavedesk/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { HolidayDate } from './holiday-date';

/** The stored holidays of one country and year: Date and Holiday Description. */
export function HolidaysTable({
  holidays,
  onRemove,
}: {
  holidays: readonly Holiday[];
  /** Given to organization admins: a remove button on each row. */
  onRemove?: (holiday: Holiday) => void;
}) {
  const columns: DataColumn<Holiday>[] = [
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
      cellClassName: 'align-top wrap-anywhere whitespace-normal',
      cell: (holiday) => holiday.description,
    },
  ];
  if (onRemove)
    columns.push({
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      role: 'actions',
      headClassName: 'w-14 text-right',
      cellClassName: 'py-1 text-right align-top',
      cell: (holiday) => (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Remove ${holiday.description}`}
          className="text-muted-foreground hover:text-destructive"
          onClick={() => onRemove(holiday)}
        >
          <Trash2 />
        </Button>
      ),
    });
  // The date column wraps its weekday below the date: the table fits on any phone.
  return (
    <DataTable
      columns={columns}
      rows={holidays}
      rowKey={(holiday) => holiday.id}
      label="Holidays"
      minTableWidth={280}
      tableClassName="table-fixed"
    />
  );
}

export function HolidaysTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
