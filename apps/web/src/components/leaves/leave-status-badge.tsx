import type { LeaveStatus } from '@leavedesk/contracts';
import { Badge } from '@/components/ui/badge';

const VARIANT = { ACCEPTED: 'success', PENDING: 'info', REJECTED: 'danger', CANCELLED: 'secondary' } as const;

/** The upper-case status badge: green ACCEPTED, blue PENDING, red REJECTED, grey CANCELLED. */
export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return (
    <Badge variant={VARIANT[status]} className="uppercase tracking-wide">
      {status}
    </Badge>
  );
}
