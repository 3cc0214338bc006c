import type { Holiday } from '@leavedesk/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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
  return (
    <Table className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="w-28 sm:w-40">Date</TableHead>
          <TableHead>Holiday Description</TableHead>
          {onRemove && (
            <TableHead className="w-14 text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {holidays.map((holiday) => (
          <TableRow key={holiday.id}>
            <TableCell className="align-top">
              <HolidayDate date={holiday.date} className="flex-wrap gap-x-2 gap-y-0" />
            </TableCell>
            <TableCell className="align-top break-words whitespace-normal">{holiday.description}</TableCell>
            {onRemove && (
              <TableCell className="py-1 text-right align-top">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove ${holiday.description}`}
                  className="text-muted-foreground hover:text-destructive"
                  onClick={() => onRemove(holiday)}
                >
                  <Trash2 />
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
