import type { Balance, OvertimeEntry } from '@leavedesk/contracts';
import { Clock, Plus, Undo2 } from 'lucide-react';
import * as React from 'react';
import { LeaveSection } from '@/components/leaves/leave-section';
import { LeaveStatusWithNote } from '@/components/leaves/leave-status-badge';
import { LoadError } from '@/components/leaves/load-error';
import { useOvertime, useWithdrawOvertime } from '@/components/overtime/overtime-api';
import { OvertimeFacts } from '@/components/overtime/overtime-facts';
import { expiryText, inLieuBalances, OVERTIME_TEXT } from '@/components/overtime/overtime-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { todayIso } from '@/lib/leave-dates';
import { useCurrentUser } from '@/lib/session';

const PAGE_SIZE = 5;

// The form (its schema, the date picker) arrives when "Log overtime" is first pressed, not with Home.
const LogOvertimeDialog = React.lazy(() =>
  import('@/components/overtime/log-overtime-dialog').then((module) => ({
    default: module.LogOvertimeDialog,
  })),
);

/**
 * Home's "Overtime" (issue 29), shown when the person's policy has a time off in lieu type: "Log
 * overtime", and their entries newest first with status, expiry, and Withdraw while pending.
 */
export function OvertimeSection({ balances }: { balances: readonly Balance[] | undefined }) {
  const types = inLieuBalances(balances);
  const [logging, setLogging] = React.useState(false);
  // Kept once loaded, so that closing animates and gives focus back to the button.
  const [everLogged, setEverLogged] = React.useState(false);
  if (types.length === 0) return null;
  return (
    <LeaveSection
      title={OVERTIME_TEXT.title}
      description={OVERTIME_TEXT.description}
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setLogging(true);
            setEverLogged(true);
          }}
        >
          <Plus />
          {OVERTIME_TEXT.log}
        </Button>
      }
    >
      <OvertimeEntries showType={types.length > 1} />
      {everLogged && (
        <React.Suspense fallback={null}>
          <LogOvertimeDialog balances={types} open={logging} onOpenChange={setLogging} />
        </React.Suspense>
      )}
    </LeaveSection>
  );
}

function OvertimeEntries({ showType }: { showType: boolean }) {
  const user = useCurrentUser();
  const [pageNumber, setPageNumber] = React.useState(0);
  const list = useOvertime({ userId: user.id, pageNumber, pageSize: PAGE_SIZE });
  const page = list.data;
  if (!page) {
    return list.isError ? (
      <LoadError title={OVERTIME_TEXT.loadFailed} onRetry={() => list.refetch()} />
    ) : (
      <Skeleton className="h-24 w-full rounded-xl" />
    );
  }
  if (page.contents.length === 0)
    return (
      <EmptyState icon={Clock} title={OVERTIME_TEXT.empty} description={OVERTIME_TEXT.emptyDescription} />
    );
  const today = todayIso();
  return (
    <>
      <ul aria-label="Your overtime" className="divide-y rounded-xl border bg-card shadow-xs">
        {page.contents.map((entry) => (
          <li
            key={entry.id}
            data-testid="overtime-entry"
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <OvertimeFacts entry={entry} showType={showType} />
              {entry.note && (
                <p
                  className="line-clamp-3 text-muted-foreground wrap-anywhere whitespace-pre-line"
                  title={entry.note}
                >
                  {entry.note}
                </p>
              )}
              {(entry.status === 'ACCEPTED' || entry.status === 'PENDING') && (
                <p className="text-xs text-muted-foreground">{expiryText(entry.expiresOn, today)}</p>
              )}
            </div>
            <div className="flex items-center justify-between gap-3 sm:shrink-0 sm:justify-end">
              <LeaveStatusWithNote leave={{ ...entry, cancelReason: null }} />
              {entry.status === 'PENDING' && <WithdrawOvertimeButton entry={entry} />}
            </div>
          </li>
        ))}
      </ul>
      <Pagination pageNumber={page.pageNumber} totalPages={page.totalPages} onPageChange={setPageNumber} />
    </>
  );
}

/** Withdraws one's own PENDING entry after a confirmation. */
function WithdrawOvertimeButton({ entry }: { entry: OvertimeEntry }) {
  const [open, setOpen] = React.useState(false);
  const withdraw = useWithdrawOvertime();
  const day = formatDate(entry.date);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Withdraw overtime of ${day}`}
      >
        <Undo2 />
        <span className="hidden sm:inline">Withdraw</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        title={OVERTIME_TEXT.withdrawTitle}
        description={`Are you sure you want to withdraw your overtime of ${day}?`}
        busy={withdraw.isPending}
        onConfirm={async () => {
          await withdraw.mutateAsync(entry.id);
          toast({ variant: 'success', title: OVERTIME_TEXT.withdrawn });
        }}
      />
    </>
  );
}
