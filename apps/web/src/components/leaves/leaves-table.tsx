import type { Leave } from '@leavedesk/contracts';
import type * as React from 'react';
import { LeaveDates } from '@/components/day-part-mark';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDuration } from '@/lib/format';
import { LeaveStatusWithNote } from './leave-status-badge';

/** '🌴 Annual Leave': the type cell of every leave list. */
export function LeaveTypeLabel({ type }: { type: Pick<Leave['activatedType'], 'symbol' | 'name'> }) {
  return (
    <span className="inline-flex max-w-full items-baseline gap-1.5">
      <span aria-hidden>{type.symbol || '🌴'}</span>
      <span className="min-w-0">{type.name}</span>
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
  const columns: DataColumn<Leave>[] = [
    {
      id: 'date',
      header: 'Date',
      role: 'title',
      cell: (leave) => <LeaveDates leave={leave} />,
    },
    { id: 'duration', header: 'Duration', cell: (leave) => formatDuration(leave.duration, leave.unit) },
    { id: 'status', header: 'Status', cell: (leave) => <LeaveStatusWithNote leave={leave} /> },
    {
      id: 'type',
      header: 'Type',
      cell: (leave) => <LeaveTypeLabel type={leave.activatedType} />,
    },
  ];
  if (action)
    columns.push({
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      role: 'actions',
      cell: action,
      cellClassName: 'w-0 text-right',
    });
  return (
    <DataTable
      columns={columns}
      rows={leaves}
      rowKey={(leave) => leave.id}
      label="Leave requests"
      minTableWidth={action ? 600 : 500}
    />
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
