import { DELIVERY_TEXT, type DeliveryIssue } from '@leavedesk/contracts';
import { CircleX, Clock, RotateCw } from 'lucide-react';
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, fullName } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useDeliveryIssues, useRetryDelivery } from './deliveries-api';
import { CHANNEL, formatUntil } from './notification-meta';

/**
 * The organization's e-mails and Slack posts that wait after a failure or have failed, on
 * /notifications for its admins (decision 0029): the state, the last error, the next attempt, and
 * 'Try again' on a failed one. Nothing is shown while there are none.
 */
export function DeliveryIssues() {
  const [page, setPage] = React.useState(1);
  const list = useDeliveryIssues(page);
  const data = list.data;
  if (!data || data.totalContents === 0) return null;
  return (
    <Card className="mb-6 gap-3" aria-labelledby="delivery-issues-title">
      <CardHeader>
        <CardTitle id="delivery-issues-title">
          {DELIVERY_TEXT.issuesTitle}{' '}
          <span className="text-muted-foreground tabular-nums">({data.totalContents})</span>
        </CardTitle>
        <CardDescription>{DELIVERY_TEXT.issuesDescription}</CardDescription>
      </CardHeader>
      <CardContent className={cn('px-0', list.isPlaceholderData && 'opacity-60 transition-opacity')}>
        <ul aria-label={DELIVERY_TEXT.issuesTitle} className="divide-y border-t">
          {data.contents.map((issue) => (
            <li key={issue.id}>
              <IssueRow issue={issue} />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-3 px-5"
          pageNumber={data.pageNumber}
          totalPages={data.totalPages}
          onPageChange={(index) => setPage(index + 1)}
        />
      </CardContent>
    </Card>
  );
}

function IssueRow({ issue }: { issue: DeliveryIssue }) {
  const retry = useRetryDelivery();
  const { label: channel, icon: ChannelIcon } = CHANNEL[issue.channel];
  const failed = issue.status === 'FAILED';
  const to = issue.recipient
    ? `${fullName(issue.recipient)} · ${issue.recipient.email}`
    : 'The Slack channel of the organization';
  const attempts = `${issue.attempts} ${issue.attempts === 1 ? 'attempt' : 'attempts'}`;
  return (
    <article
      aria-label={`${channel}: ${issue.title}`}
      className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-start sm:gap-4"
    >
      <span className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground sm:flex">
        <ChannelIcon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge variant={failed ? 'danger' : 'warning'}>
            {failed ? <CircleX aria-hidden /> : <Clock aria-hidden />}
            {`${channel}: ${failed ? 'Failed' : 'Waiting'}`}
          </Badge>
          <span className="min-w-0 font-medium wrap-anywhere">{issue.title}</span>
        </div>
        <p className="text-sm wrap-anywhere text-muted-foreground">
          {to} · {issue.trigger.name}
        </p>
        {issue.lastError && <p className="text-sm wrap-anywhere">{issue.lastError}</p>}
        <p className="text-xs text-muted-foreground">
          {failed ? `Gave up after ${attempts}` : `${attempts} so far`}
          {!failed && issue.nextAttemptAt && (
            <>
              {' · Next attempt '}
              <time dateTime={issue.nextAttemptAt} title={formatDateTime(issue.nextAttemptAt)}>
                {formatUntil(issue.nextAttemptAt)}
              </time>
            </>
          )}
          {' · Queued '}
          <time dateTime={issue.createdAt}>{formatDateTime(issue.createdAt)}</time>
        </p>
      </div>
      {failed && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(issue.id, {
              onSuccess: () => toast({ variant: 'success', title: DELIVERY_TEXT.retried }),
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Could not try again',
                  description: errorMessage(error),
                }),
            })
          }
        >
          <RotateCw />
          {DELIVERY_TEXT.retry}
        </Button>
      )}
    </article>
  );
}
