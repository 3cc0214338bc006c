import {
  DECIDE_LINK_MSG,
  type DecisionLink,
  type DecisionOutcome,
  LEAVE_MSG,
  REVIEW_REASON_MAX,
} from '@leavedesk/contracts';
import { CircleCheck, CircleX, PartyPopper, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '@/api/client';
import { LeaveDates } from '@/components/day-part-mark';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { AuthHeader } from '@/features/auth/auth-header';
import { ConflictsPanel } from '@/features/leaves/conflicts-panel';
import { PeriodBalances } from '@/features/leaves/period-balances';
import { errorMessage } from '@/lib/errors';
import { formatDate, formatDuration, fullName } from '@/lib/format';

/**
 * /leaves/{id}/decide?token=…: where the Accept and Reject links of the reviewers' e-mail lead
 * (issue 28, decision 0035). Signed in or not, it shows the request as its reviewers weigh it, then
 * one button; only the press decides (a POST), so a mail scanner that follows the link decides
 * nothing. Then the outcome, or the sentence of a link that no longer works, with the way to the
 * request in the app.
 */

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; link: DecisionLink }
  | { kind: 'done'; outcome: DecisionOutcome };

/** The server's own sentence (its 403 means the link's approver, not the session). */
function sentenceOf(error: unknown): string {
  const e = error as { status?: number; message?: unknown };
  if (e?.status && e.status >= 400 && e.status < 500 && typeof e.message === 'string') return e.message;
  return errorMessage(error);
}

export function Component() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [phase, setPhase] = React.useState<Phase>(() =>
    token ? { kind: 'loading' } : { kind: 'failed', message: DECIDE_LINK_MSG.invalid },
  );

  React.useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api
      .get<DecisionLink>('/leaves/decisions', { query: { token }, signal: controller.signal })
      .then((link) => setPhase({ kind: 'ready', link }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setPhase({ kind: 'failed', message: sentenceOf(error) });
      });
    return () => controller.abort();
  }, [token]);

  const requestPath = `/leaves/${Number(id) || ''}`;
  const open = (
    <p className="mt-6 text-sm">
      <Link to={requestPath} className="font-medium text-primary hover:underline">
        Open the request in LeaveDesk
      </Link>
    </p>
  );

  switch (phase.kind) {
    case 'loading':
      return (
        <div aria-busy="true" className="grid gap-4">
          <AuthHeader title="Decide on a request" description="Loading the request…" />
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      );
    case 'failed':
      return (
        <>
          <AuthHeader title="This link does not work" description="Nothing was decided." />
          <p role="alert" className="flex items-start gap-2 rounded-xl border p-4 text-sm">
            <TriangleAlert
              className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
              aria-hidden
            />
            <span className="min-w-0 wrap-anywhere">{phase.message}</span>
          </p>
          {open}
        </>
      );
    case 'done':
      return <Outcome outcome={phase.outcome} open={open} />;
    case 'ready':
      return (
        <Decide
          link={phase.link}
          token={token}
          open={open}
          onDone={(outcome) => setPhase({ kind: 'done', outcome })}
          onGone={(message) => setPhase({ kind: 'failed', message })}
        />
      );
  }
}

function Outcome({ outcome, open }: { outcome: DecisionOutcome; open: React.ReactNode }) {
  const { status, approval } = outcome.leave;
  const rejected = status === 'REJECTED';
  const Icon = rejected ? CircleX : CircleCheck;
  const title = rejected
    ? 'Request rejected'
    : status === 'PENDING'
      ? `Step ${approval.step - 1} of ${approval.steps} accepted`
      : 'Request accepted';
  return (
    <>
      <AuthHeader
        title={title}
        description={`${fullName(outcome.leave.user)}'s ${outcome.leave.activatedType.name} request`}
      />
      <p role="status" className="flex items-start gap-2 rounded-xl border p-4 text-sm font-medium">
        <Icon
          className={
            rejected
              ? 'mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400'
              : 'mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400'
          }
          aria-hidden
        />
        <span className="min-w-0 wrap-anywhere">{outcome.message}</span>
      </p>
      {open}
    </>
  );
}

function Decide({
  link,
  token,
  open,
  onDone,
  onGone,
}: {
  link: DecisionLink;
  token: string;
  open: React.ReactNode;
  onDone: (outcome: DecisionOutcome) => void;
  onGone: (message: string) => void;
}) {
  const { leave, context } = link;
  const reject = link.action === 'REJECTED';
  const requester = fullName(leave.user);
  const [reason, setReason] = React.useState('');
  const [fieldError, setFieldError] = React.useState<string>();
  const [failure, setFailure] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (reject && link.reasonRequired && trimmed === '') {
      setFieldError(LEAVE_MSG.rejectionReasonRequired);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      onDone(
        await api.post<DecisionOutcome>('/leaves/decisions', {
          token,
          ...(reject && trimmed ? { reason: trimmed } : {}),
        }),
      );
    } catch (error) {
      const status = (error as { status?: number }).status ?? 0;
      // The link stopped working meanwhile (decided by someone else, expired, no longer allowed).
      if ([403, 404, 409, 410].includes(status)) onGone(sentenceOf(error));
      else setFailure(sentenceOf(error));
    } finally {
      setBusy(false);
    }
  };

  const steps = link.steps > 1 ? `; you decide step ${link.step} of ${link.steps}` : '';
  const whose = `${leave.user.firstName}'s`;
  return (
    <>
      <AuthHeader
        title={reject ? 'Reject this request?' : 'Accept this request?'}
        description={`${requester} asks for leave${steps}. Nothing is decided until you press the button.`}
      />
      <div className="grid gap-5">
        <section aria-label="The request" className="grid gap-3 rounded-xl border p-4 text-sm">
          <div className="min-w-0">
            <p className="text-base font-semibold wrap-anywhere">{requester}</p>
            <p className="text-muted-foreground wrap-anywhere">{leave.user.team?.name ?? 'No team'}</p>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
            <dt className="text-muted-foreground">Type</dt>
            <dd className="wrap-anywhere">
              {leave.activatedType.symbol || '🌴'} {leave.activatedType.name}
            </dd>
            <dt className="text-muted-foreground">Dates</dt>
            <dd>
              <LeaveDates leave={leave} />
            </dd>
            <dt className="text-muted-foreground">
              {leave.unit === 'HOURS' ? 'Hours counted' : 'Days counted'}
            </dt>
            <dd className="tabular-nums">{formatDuration(leave.duration, leave.unit)}</dd>
            {leave.reason && (
              <>
                <dt className="text-muted-foreground">Reason</dt>
                <dd className="whitespace-pre-line wrap-anywhere">{leave.reason}</dd>
              </>
            )}
          </dl>
        </section>
        <section aria-label={`${whose} balance`} className="grid gap-2">
          <h2 className="text-sm font-semibold">{whose} balance</h2>
          {context.balances.length > 0 ? (
            <PeriodBalances balances={context.balances} />
          ) : (
            <p className="text-sm text-muted-foreground">
              {leave.activatedType.name} is no longer in {whose} leave policy.
            </p>
          )}
        </section>
        <ConflictsPanel
          conflicts={context.teamConflicts}
          empty={`Nobody else ${leave.user.team ? `in ${leave.user.team.name} ` : ''}is away on these days.`}
        />
        {context.holidays.length > 0 && (
          <section aria-label="Holidays in these dates" className="grid gap-2">
            <h2 className="text-sm font-semibold">Holidays in these dates</h2>
            <ul className="grid gap-1 text-sm">
              {context.holidays.map((h) => (
                <li key={h.id} className="flex items-center gap-2">
                  <PartyPopper className="size-4 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
                  <span className="tabular-nums text-muted-foreground">{formatDate(h.date)}</span>
                  <span className="min-w-0 wrap-anywhere">{h.description}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <form noValidate className="grid gap-4" onSubmit={submit}>
          {reject && (
            <FormField
              label={link.reasonRequired ? 'Reason' : 'Reason (optional)'}
              error={fieldError}
              hint={`${requester} reads it with the decision. ${REVIEW_REASON_MAX} characters at most.`}
            >
              {(field) => (
                <Textarea
                  {...field}
                  value={reason}
                  maxLength={REVIEW_REASON_MAX}
                  required={link.reasonRequired}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setFieldError(undefined);
                  }}
                />
              )}
            </FormField>
          )}
          {failure && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            variant={reject ? 'destructive' : 'default'}
            className="w-full"
            disabled={busy}
          >
            {busy && <Spinner />}
            {reject ? 'Reject request' : 'Accept request'}
          </Button>
        </form>
      </div>
      {open}
    </>
  );
}
