import { LEAVE_TEXT, type Leave } from '@leavedesk/contracts';
import { ArrowRight, CircleCheckBig } from 'lucide-react';
import type * as React from 'react';
import { Link, useLocation } from 'react-router';
import { LeaveDates } from '@/components/day-part-mark';
import { approversText, standingText } from '@/components/leaves/approval-text';
import { LeaveTypeLabel } from '@/components/leaves/leaves-table';
import { WithdrawLeaveButton } from '@/components/leaves/withdraw-leave-button';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { formatDuration } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useLeave } from './leave-query';

/** What a half day at either end of the request reads as; nothing for whole days. */
export function halfDaysText(leave: Pick<Leave, 'startDayPart' | 'endDayPart' | 'startAt' | 'endAt'>) {
  const starts = leave.startDayPart === 'AFTERNOON';
  const ends = leave.endDayPart === 'MORNING';
  if (leave.startAt === leave.endAt && (starts || ends))
    return starts ? 'The afternoon only' : 'The morning only';
  if (starts && ends) return 'Starts at noon, ends at noon';
  if (starts) return 'Starts at noon';
  if (ends) return 'Ends at noon';
  return undefined;
}

/**
 * Who decides first, in a short sentence: 'Ana Lima decides first.', 'Ana Lima or Bo Chen decide
 * first.', 'Ana Lima, Bo Chen and 4 others decide first.', with ' Then 1 more step.' when there are
 * several.
 */
export function firstDecidersText(leave: Pick<Leave, 'status' | 'approval'>): string | undefined {
  if (leave.status !== 'PENDING') return undefined;
  const { step, steps, waitingFor } = leave.approval;
  const who = approversText(waitingFor);
  const first = step === 1 ? 'first' : 'now';
  const sentence = !who
    ? 'The organization admins decide.'
    : `${who} ${waitingFor.length === 1 ? 'decides' : 'decide'} ${first}.`;
  const left = steps - step;
  return left > 0 ? `${sentence} Then ${left === 1 ? '1 more step' : `${left} more steps`}.` : sentence;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * /leaves/pending: the request went through. What was asked for (type, dates, half days, days
 * counted), who decides first (or that it needed no approval), and links to the request and to
 * withdraw it. The request comes in the navigation's state and is read again (a reload keeps it).
 */
export function Component() {
  const location = useLocation();
  const user = useCurrentUser();
  const state = location.state as { status?: string; leave?: Leave } | null;
  const query = useLeave(state?.leave?.id ?? 0);
  const leave = query.data ?? state?.leave;
  const accepted = (leave?.status ?? state?.status) === 'ACCEPTED';
  const half = leave ? halfDaysText(leave) : undefined;
  const deciders = leave ? firstDecidersText(leave) : undefined;
  return (
    <>
      <PageHeader title={LEAVE_TEXT.submittedTitle} />
      <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center shadow-xs">
        <div className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
          <CircleCheckBig className="size-7" />
        </div>
        <p className="text-base">{accepted ? LEAVE_TEXT.autoAcceptedText : LEAVE_TEXT.submittedText}</p>
        {leave && (
          <>
            <dl className="w-full divide-y border-y text-left" aria-label="Your request">
              <Fact label="Type">
                <LeaveTypeLabel type={leave.activatedType} />
              </Fact>
              <Fact label="Dates">
                <LeaveDates leave={leave} />
              </Fact>
              {half && <Fact label="Half days">{half}</Fact>}
              <Fact label={leave.unit === 'HOURS' ? 'Hours counted' : 'Days counted'}>
                {formatDuration(leave.duration, leave.unit)}
              </Fact>
              <Fact label="Decision">
                {leave.status === 'PENDING'
                  ? deciders
                  : leave.status === 'ACCEPTED' && leave.approval.decisions.length === 0
                    ? 'Accepted: this type needs no approval.'
                    : standingText(leave, user.id)}
              </Fact>
            </dl>
            <div className="flex w-full flex-wrap items-center justify-center gap-2">
              <Button asChild variant="outline">
                <Link to={`/leaves/${leave.id}`}>
                  See the request
                  <ArrowRight />
                </Link>
              </Button>
              {leave.status === 'PENDING' && leave.user.id === user.id && (
                <WithdrawLeaveButton
                  leave={leave}
                  variant="outline"
                  wide
                  onWithdrawn={() => void query.refetch()}
                />
              )}
            </div>
          </>
        )}
        <Button asChild>
          <Link to="/">{LEAVE_TEXT.returnHome}</Link>
        </Button>
      </div>
    </>
  );
}
