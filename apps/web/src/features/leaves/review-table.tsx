import type { Leave } from '@leavedesk/contracts';
import { Link } from 'react-router';
import { LeaveStatusBadge } from '@/components/leaves/leave-status-badge';
import { LeaveTypeLabel } from '@/components/leaves/leaves-table';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateRange, formatDuration, fullName } from '@/lib/format';

/** User, Team, Type, Date, Duration, Status, Action; a click on a row opens the request. */
export function ReviewTable({ leaves, onOpen }: { leaves: Leave[]; onOpen: (leave: Leave) => void }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Team</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Action</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leaves.map((leave) => {
          const name = fullName(leave.user);
          return (
            <TableRow key={leave.id} className="cursor-pointer" onClick={() => onOpen(leave)}>
              <TableCell className="max-w-56">
                <Link
                  to={`/users/${leave.user.id}/`}
                  state={{ from: '/leaves' }}
                  onClick={(e) => e.stopPropagation()}
                  className="inline-flex max-w-full items-center gap-2 font-medium hover:underline"
                >
                  <UserAvatar name={name} url={leave.user.avatar?.url} size="sm" />
                  <span className="truncate" title={name}>
                    {name}
                  </span>
                </Link>
              </TableCell>
              <TableCell className="max-w-40 truncate">{leave.user.team?.name ?? '—'}</TableCell>
              <TableCell className="max-w-48">
                <LeaveTypeLabel type={leave.activatedType} />
              </TableCell>
              <TableCell>{formatDateRange(leave.startAt, leave.endAt, leave.duration)}</TableCell>
              <TableCell>{formatDuration(leave.duration)}</TableCell>
              <TableCell>
                <LeaveStatusBadge status={leave.status} />
              </TableCell>
              <TableCell className="text-right">
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
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
