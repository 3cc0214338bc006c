import { CircleAlert } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeaveCheck } from './check-leave';
import { ConflictsPanel } from './conflicts-panel';

function Count({ label, value, loading }: { label: string; value: number | undefined; loading: boolean }) {
  return (
    <div className="rounded-lg border bg-background/60 px-3 py-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">
        {loading ? <Skeleton className="h-7 w-8" /> : (value ?? '–')}
      </dd>
    </div>
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
        <dl className="grid grid-cols-3 gap-2">
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
