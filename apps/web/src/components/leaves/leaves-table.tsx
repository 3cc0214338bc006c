import type { Leave } from '@leavedesk/contracts';
import type * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateRange, formatDuration } from '@/lib/format';
import { LeaveStatusBadge } from './leave-status-badge';

/** '🌴 Annual Leave': the type cell of every leave list. */
export function LeaveTypeLabel({ type }: { type: Pick<Leave['activatedType'], 'symbol' | 'name'> }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span aria-hidden>{type.symbol || '🌴'}</span>
      <span className="truncate">{type.name}</span>
    </span>
  );
}

export interface LeavesTableProps {
  leaves: Leave[];
  /** Extra cell at the end of each row (e.g. a withdraw button); adds an unlabelled column. */
  action?: (leave: Leave) => React.ReactNode;
}

/** Date, Duration, Status, Type: one's own leave requests (Home, user details). */
export function LeavesTable({ leaves, action }: LeavesTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Type</TableHead>
          {action && (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {leaves.map((leave) => (
          <TableRow key={leave.id}>
            <TableCell className="whitespace-nowrap">
              {formatDateRange(leave.startAt, leave.endAt, leave.duration)}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDuration(leave.duration)}</TableCell>
            <TableCell>
              <LeaveStatusBadge status={leave.status} />
            </TableCell>
            <TableCell className="max-w-56">
              <LeaveTypeLabel type={leave.activatedType} />
            </TableCell>
            {action && <TableCell className="w-0 text-right">{action(leave)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function LeavesTableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="space-y-2" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((key) => (
        <Skeleton key={key} className="h-10 w-full" />
      ))}
    </div>
  );
}
