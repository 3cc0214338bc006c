import { NOTIFICATION_TEXT } from '@leavedesk/contracts';
import { BellOff, RotateCw, TriangleAlert, Zap } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Accordion } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useCurrentUser } from '@/lib/session';
import { DeliveryIssues } from './delivery-issues';
import { NotificationItem } from './notification-item';
import { useNotifications } from './notifications-api';

const TRIGGERS_PATH = '/notifications/triggers';

/** The page lives in the address (?page=2, one-based like the API), so Back returns to it. */
function usePage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const setPage = (next: number) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next > 1) out.set('page', String(next));
        else out.delete('page');
        return out;
      },
      { replace: true },
    );
  return [page, setPage];
}

/**
 * /notifications: the caller's notification history (part 2 §2), each entry with its channels'
 * delivery; for organization admins, the organization's deliveries that wait or failed above it.
 */
export function Component() {
  const me = useCurrentUser();
  // Only organization admins may use triggers (api.md): nobody else is sent where they get a 403.
  const mayUseTriggers = me.role === 'ORGANIZATION_ADMIN';
  const [page, setPage] = usePage();
  const list = useNotifications({ page });
  const data = list.data;

  // A page past the end (the history shrank, or a hand-typed address): show the last one.
  const pastTheEnd = data && !list.isPlaceholderData && data.contents.length === 0 && page > 1;
  React.useEffect(() => {
    if (pastTheEnd) setPage(Math.max(1, data.totalPages));
  });

  return (
    <>
      <PageHeader
        title="Notifications"
        description="The notifications sent to you, newest first."
        back="/settings"
        actions={
          mayUseTriggers && (
            <Button asChild variant="outline">
              <Link to={TRIGGERS_PATH}>
                <Zap />
                {NOTIFICATION_TEXT.triggers}
              </Link>
            </Button>
          )
        }
      />
      {/* Organization admins also see the organization's deliveries that wait or failed. */}
      {mayUseTriggers && <DeliveryIssues />}
      {!data ? (
        list.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title={NOTIFICATION_TEXT.errorLoading}
            description={errorMessage(list.error)}
            action={
              <Button variant="outline" onClick={() => void list.refetch()}>
                <RotateCw />
                Try again
              </Button>
            }
          />
        ) : (
          <HistorySkeleton />
        )
      ) : data.totalContents === 0 ? (
        <EmptyState
          icon={BellOff}
          title={NOTIFICATION_TEXT.historyEmptyTitle}
          description={NOTIFICATION_TEXT.historyEmptyHint}
          action={
            mayUseTriggers && (
              <Button asChild>
                <Link to={TRIGGERS_PATH}>
                  <Zap />
                  {NOTIFICATION_TEXT.setUpTriggers}
                </Link>
              </Button>
            )
          }
        />
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <Accordion type="multiple" className="rounded-xl border bg-card px-1 shadow-xs sm:px-2">
            {data.contents.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </Accordion>
          <Pagination
            className="mt-4"
            pageNumber={data.pageNumber}
            totalPages={data.totalPages}
            onPageChange={(index) => setPage(index + 1)}
          />
        </div>
      )}
    </>
  );
}

function HistorySkeleton() {
  return (
    <div className="rounded-xl border bg-card px-4 shadow-xs" role="status">
      <span className="sr-only">Loading notifications</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-3 border-b py-4 last:border-b-0">
          <Skeleton className="size-5 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
