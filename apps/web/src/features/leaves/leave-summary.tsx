import { CircleAlert } from 'lucide-react';
import { useBalances } from '@/components/leaves/balance-query';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDuration } from '@/lib/format';
import { useLeaveCheck } from './check-leave';
import { ConflictsPanel } from './conflicts-panel';
import { PeriodBalances, periodLabel } from './period-balances';

/** One line of the summary: the label on the left, the number right-aligned (never wraps). */
function Count({ label, value, loading }: { label: string; value: number | undefined; loading: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 px-3 py-2">
      <dt className="text-sm whitespace-nowrap text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap tabular-nums">
        {loading ? <Skeleton className="h-6 w-8" /> : (value ?? '–')}
      </dd>
    </div>
  );
}

/** The chosen type's balance now, before any dates are picked. */
function CurrentBalance({ typeId }: { typeId: number }) {
  const balances = useBalances('mine');
  const balance = balances.data?.find((b) => b.activatedType.typeId === typeId);
  if (!balance) return null;
  const entry = { balance };
  return (
    <p className="mt-3 text-sm" data-testid="current-balance">
      <span className="font-medium">
        {balance.activatedType.symbol || '🌴'} {balance.activatedType.name} · {periodLabel(entry)}:
      </span>{' '}
      {balance.remainingAmount == null
        ? `unlimited, ${formatDuration(balance.usedAmount + balance.pendingAmount)} taken`
        : `${formatDuration(balance.remainingAmount)} left of ${formatDuration(balance.totalAmount)}`}
    </p>
  );
}

/** Total / Working / Non-Working Days of the request, whether it is allowed, and its conflicts. */
export function LeaveSummary({ typeId, start, end }: { typeId?: number; start?: string; end?: string }) {
  const check = useLeaveCheck({ typeId, start, end });
  const answer = check.ready ? check.data : undefined;
  const loading = check.ready && check.isFetching && !check.data;
  const conflicts = answer ? [...answer.yourConflicts, ...answer.teamConflicts] : [];
  return (
    <aside className="grid content-start gap-4" aria-label="Summary">
      <div className="rounded-xl border bg-card p-4 shadow-xs">
        <h2 className="mb-3 text-sm font-semibold">Summary</h2>
        <dl className="divide-y rounded-lg border bg-background/60">
          <Count label="Total Days" value={answer?.totalDays} loading={loading} />
          <Count label="Working Days" value={answer?.duration} loading={loading} />
          <Count
            label="Non-Working Days"
            value={answer ? answer.totalDays - answer.duration : undefined}
            loading={loading}
          />
        </dl>
        {!check.ready && (
          <p className="mt-3 text-xs text-muted-foreground">
            Pick a leave type and dates to see the days it counts.
          </p>
        )}
        {!answer && typeId != null && <CurrentBalance typeId={typeId} />}
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
      </div>
      <ConflictsPanel conflicts={conflicts} />
    </aside>
  );
}
