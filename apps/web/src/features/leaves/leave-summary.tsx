import type {
  CalendarLeave,
  EndDayPart,
  LeaveCheckAnswer,
  LeaveUnit,
  PersonRef,
  StartDayPart,
} from '@leavedesk/contracts';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useBalances } from '@/components/leaves/balance-query';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateRange, formatDuration, fullName } from '@/lib/format';
import { useLeaveCheck } from './check-leave';
import { ConflictsPanel } from './conflicts-panel';
import { PeriodBalances, periodLabel } from './period-balances';

/** One line of the summary: the label on the left, the number right-aligned (never wraps). */
function Count({
  label,
  value,
  loading,
  unit = 'DAYS',
}: {
  label: string;
  value: number | undefined;
  loading: boolean;
  unit?: LeaveUnit;
}) {
  // Halves count: '0.5 Days', '2.5 Days', the spec's '1 Day'; hours read '7.5 h'.
  return (
    <div className="flex items-center justify-between gap-3 px-3 py-2">
      <dt className="text-sm whitespace-nowrap text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap tabular-nums">
        {loading ? <Skeleton className="h-6 w-8" /> : value == null ? '–' : formatDuration(value, unit)}
      </dd>
    </div>
  );
}

/** The chosen type's balance in the period of `date` (today before any date is picked). */
function CurrentBalance({ typeId, date }: { typeId: number; date?: string }) {
  const balances = useBalances('mine', date);
  const balance = balances.data?.find((b) => b.activatedType.typeId === typeId);
  if (!balance) return null;
  const entry = { balance };
  return (
    <p className="mt-3 text-sm" data-testid="current-balance">
      <span className="font-medium">
        {balance.activatedType.symbol || '🌴'} {balance.activatedType.name} · {periodLabel(entry)}:
      </span>{' '}
      {balance.remainingAmount == null
        ? `unlimited, ${formatDuration(balance.usedAmount + balance.pendingAmount, balance.unit)} taken`
        : `${formatDuration(balance.remainingAmount, balance.unit)} left of ${formatDuration(balance.totalAmount, balance.unit)}`}
    </p>
  );
}

/**
 * The summary's days, halves counted: the calendar days the request takes (a first day from noon or
 * a last day until noon is half of one), its working days (`duration`), and the rest.
 */
export function summaryCounts(
  answer: Pick<LeaveCheckAnswer, 'totalDays' | 'duration'>,
  parts: { startDayPart?: StartDayPart; endDayPart?: EndDayPart },
) {
  const halves = (parts.startDayPart === 'AFTERNOON' ? 1 : 0) + (parts.endDayPart === 'MORNING' ? 1 : 0);
  const total = answer.totalDays - halves / 2;
  return { total, working: answer.duration, nonWorking: total - answer.duration };
}

/**
 * 'Ana Lima is away too: 3 Mar – 5 Mar 2027 (Vacation, pending).' for each of the substitute's own
 * leaves in the period (issue 28): a warning, the request can still be sent.
 */
export function SubstituteAway({ substitute, leaves }: { substitute: PersonRef; leaves: CalendarLeave[] }) {
  if (leaves.length === 0) return null;
  return (
    <div
      role="status"
      className="mt-3 flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="min-w-0">
        <p className="wrap-anywhere">{fullName(substitute)}, your substitute, is away too:</p>
        <ul className="mt-1 space-y-0.5">
          {leaves.map((l) => (
            <li key={l.id} className="wrap-anywhere">
              {formatDateRange(l.startAt, l.endAt)} ({l.activatedType.name}
              {l.status === 'PENDING' ? ', pending' : ''})
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Total / Working / Non-Working Days of the request, whether it is allowed, and its conflicts. */
export function LeaveSummary({
  typeId,
  start,
  end,
  startDayPart,
  endDayPart,
  times,
  substitute,
}: {
  typeId?: number;
  start?: string;
  end?: string;
  startDayPart?: StartDayPart;
  endDayPart?: EndDayPart;
  /** A one-day HOURS request's hours (issue 29), when both are chosen. */
  times?: { startTime: string; endTime: string };
  /** The substitute named (issue 28), whose own leaves in the period are warned of. */
  substitute?: PersonRef | null;
}) {
  const check = useLeaveCheck({
    typeId,
    start,
    end,
    startDayPart,
    endDayPart,
    ...times,
    substituteId: substitute?.id,
  });
  const answer = check.ready ? check.data : undefined;
  const loading = check.ready && check.isFetching && !check.data;
  const counts = answer && summaryCounts(answer, { startDayPart, endDayPart });
  const conflicts = answer ? [...answer.yourConflicts, ...answer.teamConflicts] : [];
  return (
    <aside className="grid content-start gap-4" aria-label="Summary">
      <div className="rounded-xl border bg-card p-4 shadow-xs">
        <h2 className="mb-3 text-sm font-semibold">Summary</h2>
        <dl className="divide-y rounded-lg border bg-background/60">
          <Count label="Total Days" value={counts?.total} loading={loading} />
          {answer?.unit === 'HOURS' ? (
            // An HOURS type's duration is the scheduled hours it takes, not a count of days.
            <Count label="Working Hours" value={counts?.working} loading={loading} unit="HOURS" />
          ) : (
            <>
              <Count label="Working Days" value={counts?.working} loading={loading} />
              <Count label="Non-Working Days" value={counts?.nonWorking} loading={loading} />
            </>
          )}
        </dl>
        {!check.ready && (
          <p className="mt-3 text-xs text-muted-foreground">
            Pick a leave type and dates to see the days it counts.
          </p>
        )}
        {!answer && typeId != null && <CurrentBalance typeId={typeId} date={start} />}
        {answer && answer.balances.length > 0 && (
          <section aria-label="Balance" className="mt-4">
            <h3 className="mb-2 text-sm font-semibold">Balance</h3>
            <PeriodBalances balances={answer.balances} />
          </section>
        )}
        {answer && answer.holidays.length > 0 && (
          <ul className="mt-3 space-y-1 text-xs text-muted-foreground" aria-label="Holidays in the period">
            {answer.holidays.map((h) => (
              <li key={h.id}>
                <span className="text-red-600 dark:text-red-400">●</span> {h.description}
              </li>
            ))}
          </ul>
        )}
        {answer && !answer.isAllowed && answer.message && (
          <p
            role="status"
            className="mt-3 flex items-start gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" />
            {answer.message}
          </p>
        )}
        {answer && substitute && (
          <SubstituteAway substitute={substitute} leaves={answer.substituteAway ?? []} />
        )}
      </div>
      <ConflictsPanel conflicts={conflicts} />
    </aside>
  );
}
