import { amountText, type OvertimeEntry } from '@leavedesk/contracts';
import { LeaveTypeLabel } from '@/components/leaves/leaves-table';
import { formatDate } from '@/lib/format';

/**
 * An entry's type (when it is worth naming, on a line of its own: a long name wraps without
 * stranding a separator), then its day and amount: '3 Mar 2026 · 7.5 h'.
 */
export function OvertimeFacts({ entry, showType = true }: { entry: OvertimeEntry; showType?: boolean }) {
  return (
    <span className="grid gap-0.5">
      {showType && <LeaveTypeLabel type={entry.type} />}
      <span className="flex flex-wrap items-center gap-x-2">
        <span>{formatDate(entry.date)}</span>
        <span aria-hidden>·</span>
        <span className="font-medium whitespace-nowrap tabular-nums text-foreground">
          {amountText(entry.amount, entry.unit)}
        </span>
      </span>
    </span>
  );
}
