import type { Leave } from '@leavedesk/contracts';
import { Link } from 'react-router';
import { LeaveDates } from '@/components/day-part-mark';
import { LeaveStatusBadge } from '@/components/leaves/leave-status-badge';
import { LeaveTypeLabel } from '@/components/leaves/leaves-table';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { formatDuration, fullName } from '@/lib/format';

const columns = (onOpen: (leave: Leave) => void): DataColumn<Leave>[] => [
  {
    id: 'user',
    header: 'User',
    role: 'title',
    cell: (leave) => {
      const name = fullName(leave.user);
      return (
        <Link
          to={`/users/${leave.user.id}/`}
          state={{ from: '/leaves' }}
          onClick={(e) => e.stopPropagation()}
          className="inline-flex max-w-full items-center gap-2 font-medium hover:underline"
        >
          <UserAvatar name={name} url={leave.user.avatar?.url} size="sm" />
          <span className="min-w-0">{name}</span>
        </Link>
      );
    },
  },
  {
    id: 'team',
    header: 'Team',
    cell: (leave) => leave.user.team?.name ?? '—',
  },
  {
    id: 'type',
    header: 'Type',
    cell: (leave) => <LeaveTypeLabel type={leave.activatedType} />,
  },
  {
    id: 'date',
    header: 'Date',
    cellClassName: 'min-w-32',
    cell: (leave) => <LeaveDates leave={leave} />,
  },
  { id: 'duration', header: 'Duration', cell: (leave) => formatDuration(leave.duration) },
  { id: 'status', header: 'Status', cell: (leave) => <LeaveStatusBadge status={leave.status} /> },
  {
    id: 'action',
    header: 'Action',
    role: 'actions',
    headClassName: 'text-right',
    cellClassName: 'text-right',
    cell: (leave) => (
      <Button
        variant="outline"
        size="sm"
        onClick={(e) => {
          e.stopPropagation();
          onOpen(leave);
        }}
      >
        {leave.status === 'PENDING' ? 'Review' : 'View'}
      </Button>
    ),
  },
];

/** User, Team, Type, Date, Duration, Status, Action; a click on a row opens the request. */
export function ReviewTable({ leaves, onOpen }: { leaves: Leave[]; onOpen: (leave: Leave) => void }) {
  return (
    <DataTable
      columns={columns(onOpen)}
      rows={leaves}
      rowKey={(leave) => leave.id}
      label="Leave requests"
      minTableWidth={880}
      rowProps={(leave) => ({ className: 'cursor-pointer', onClick: () => onOpen(leave) })}
    />
  );
}
