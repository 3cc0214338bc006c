import { type CalendarLeave, conflictingLeavesTitle } from '@leavedesk/contracts';
import { TriangleAlert } from 'lucide-react';
import { LeaveDates } from '@/components/day-part-mark';
import { LeaveStatusBadge } from '@/components/leaves/leave-status-badge';
import { LeaveTypeLabel } from '@/components/leaves/leaves-table';
import { UserAvatar } from '@/components/ui/avatar';
import { formatDuration, fullName } from '@/lib/format';

/**
 * Your own and your team's leaves that overlap the dates asked for, headed 'N Conflicting Leaves'
 * wherever they are shown (Create Leave, the review dialog, /leaves/{id}). With none, nothing, or
 * 'No Conflicting Leaves' and `empty` when the reader should know it was checked.
 */
export function ConflictsPanel({ conflicts, empty }: { conflicts: CalendarLeave[]; empty?: string }) {
  if (conflicts.length === 0) {
    if (!empty) return null;
    return (
      <section aria-label="Conflicts" className="grid gap-2">
        <h2 className="text-sm font-semibold">{conflictingLeavesTitle(0)}</h2>
        <p className="text-sm text-muted-foreground">{empty}</p>
      </section>
    );
  }
  return (
    <section
      aria-label="Conflicts"
      className="rounded-xl border border-amber-300/70 bg-amber-50/60 p-4 dark:border-amber-500/30 dark:bg-amber-950/20"
    >
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold">
        <TriangleAlert className="size-4 text-amber-600 dark:text-amber-400" />
        {conflictingLeavesTitle(conflicts.length)}
      </h2>
      <ul className="space-y-3">
        {conflicts.map((leave) => {
          const name = fullName(leave.user);
          return (
            <li key={leave.id} className="flex items-start gap-3 rounded-lg bg-card p-3 shadow-xs">
              <UserAvatar name={name} url={leave.user.avatar?.url} size="sm" />
              <div className="min-w-0 flex-1 space-y-1 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <span className="min-w-0 font-medium">{name}</span>
                  <LeaveStatusBadge status={leave.status} />
                </div>
                <div className="text-xs text-muted-foreground">{leave.user.team?.name ?? 'No team'}</div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                  <LeaveTypeLabel type={leave.activatedType} />
                  <span>
                    <LeaveDates leave={leave} />
                  </span>
                  <span className="text-muted-foreground">{formatDuration(leave.duration, leave.unit)}</span>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
