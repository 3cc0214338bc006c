import type { Leave, LeaveContext } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { PartyPopper } from 'lucide-react';
import type * as React from 'react';
import { api } from '@/api/client';
import { LoadError } from '@/components/leaves/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { ConflictsPanel } from './conflicts-panel';
import { PeriodBalances } from './period-balances';

/** GET /leaves/{id}/context: the requester's balance around the leave, team mates away, holidays. */
export function useLeaveContext(id: number) {
  return useQuery({
    queryKey: ['leaves', 'context', id],
    queryFn: ({ signal }) => api.get<LeaveContext>(`/leaves/${id}/context`, { signal }),
  });
}

/**
 * One part of the context, headed at the Conflicts panel's level beside it (h2): one below the
 * page's h1 on /leaves/{id}, beside the dialog's title in the review dialog.
 */
function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h2 className="text-sm font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * What a reviewer weighs besides the request: the requester's balance of the type before and after
 * it in each period it touches, the team's conflicting leaves while it is PENDING (a decided
 * request's are history: not shown), and the holidays in it.
 */
export function ReviewContext({ leave }: { leave: Leave }) {
  const context = useLeaveContext(leave.id);
  const me = useCurrentUser();
  if (context.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <p className="sr-only">Loading the balance and the conflicting leaves</p>
        <Skeleton className="h-24 w-full rounded-lg" />
        <Skeleton className="h-12 w-full rounded-lg" />
      </div>
    );
  }
  if (context.isError)
    return (
      <LoadError
        title="The balance and the conflicting leaves could not be loaded."
        onRetry={() => context.refetch()}
      />
    );
  const { balances, teamConflicts, holidays } = context.data;
  const own = leave.user.id === me.id;
  const whose = own ? 'your' : `${leave.user.firstName}'s`;
  return (
    <div className="grid gap-4">
      <Part title={own ? 'Your balance' : `${whose} balance`}>
        {balances.length > 0 ? (
          <PeriodBalances balances={balances} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {leave.activatedType.name} is no longer in {whose} leave policy.
          </p>
        )}
      </Part>
      {/* Conflicts weigh on a decision still to take; once decided they are history. */}
      {leave.status === 'PENDING' && (
        <ConflictsPanel
          conflicts={teamConflicts}
          empty={`Nobody else ${leave.user.team ? `in ${leave.user.team.name} ` : ''}is away on these days.`}
        />
      )}
      {holidays.length > 0 && (
        <Part title="Holidays in these dates">
          <ul className="grid gap-1 text-sm">
            {holidays.map((h) => (
              <li key={h.id} className="flex items-center gap-2">
                <PartyPopper className="size-4 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
                <span className="tabular-nums text-muted-foreground">{formatDate(h.date)}</span>
                <span className="min-w-0 wrap-anywhere">{h.description}</span>
              </li>
            ))}
          </ul>
        </Part>
      )}
    </div>
  );
}
