import {
  amountText,
  type Balance,
  type Leave,
  type LeaveAdjustment,
  type LeaveUnit,
} from '@leavedesk/contracts';
import dayjs from 'dayjs';
import { ChevronLeft, ChevronRight, SlidersHorizontal } from 'lucide-react';
import * as React from 'react';
import { LeaveDates } from '@/components/day-part-mark';
import { expiryText } from '@/components/overtime/overtime-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, fullName } from '@/lib/format';
import { todayIso } from '@/lib/leave-dates';
import { cn } from '@/lib/utils';
import { useAdjustments } from './adjustments-query';
import { allowanceNote, percentText, scheduleShareNote, type Whose } from './balance-note';
import { useBalances } from './balance-query';
import { useLeaves } from './leaves-query';
import { LoadError } from './load-error';

/** '+2 Days', '−1.5 Days', '+7.5 h': an amount that adds to or takes from the balance. */
export function signedAmount(amount: number, unit: LeaveUnit): string {
  if (amount === 0) return amountText(0, unit);
  return `${amount > 0 ? '+' : '−'}${amountText(Math.abs(amount), unit)}`;
}

/** Time off in lieu (issue 29): earned by overtime, not bound to a year. */
function isInLieu(type: Balance['activatedType'] | undefined): boolean {
  return type?.kind === 'TIME_OFF_IN_LIEU';
}

/**
 * The months of a monthly-accrued balance still to earn on `today`: those whose earning day (the
 * 1st, or the start date in the month one started) is after it, with what each will earn.
 */
export function monthsToCome(balance: Balance, today: string): Balance['accrualSchedule'] {
  const startMonth = balance.startedAt.slice(0, 7);
  return balance.accrualSchedule.filter(
    (m) => m.amount > 0 && (m.month === startMonth ? balance.startedAt : `${m.month}-01`) > today,
  );
}

/** '2026' for a yearly balance, 'March 2026' for a monthly one. */
function periodName(balance: Balance): string {
  return dayjs(balance.periodStart).format(
    balance.activatedType.cycle === 'PER_MONTH' ? 'MMMM YYYY' : 'YYYY',
  );
}

/** The same day of the year `offset` years away (the 28th for a 29 February). */
function shiftYear(date: string, offset: number): string {
  return dayjs(date).add(offset, 'year').format('YYYY-MM-DD');
}

export interface BalanceBreakdownDialogProps {
  userId: number | 'mine';
  typeId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  whose?: Whose;
  /** Set where the caller may adjust this person's balance: opens the adjustment form. */
  onAdjust?: (typeId: number, date: string) => void;
}

/**
 * How one type's balance is made, for the previous, current or next year: the allowance (prorated
 * in the joining period), what was carried over and until when, what expired, each adjustment with
 * its note and author, the leaves used and pending, and what remains.
 */
export function BalanceBreakdownDialog({
  userId,
  typeId,
  open,
  onOpenChange,
  whose = 'your',
  onAdjust,
}: BalanceBreakdownDialogProps) {
  const today = todayIso();
  const [offset, setOffset] = React.useState(0);
  React.useEffect(() => {
    if (open) setOffset(0);
  }, [open]);
  const date = shiftYear(today, offset);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" aria-describedby={undefined}>
        {open && (
          <Breakdown
            userId={userId}
            typeId={typeId}
            date={date}
            whose={whose}
            offset={offset}
            onOffset={setOffset}
            onAdjust={onAdjust}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Breakdown({
  userId,
  typeId,
  date,
  whose,
  offset,
  onOffset,
  onAdjust,
}: {
  userId: number | 'mine';
  typeId: number;
  date: string;
  whose: Whose;
  offset: number;
  onOffset: (offset: number) => void;
  onAdjust?: (typeId: number, date: string) => void;
}) {
  const balances = useBalances(userId, date);
  const balance = balances.data?.find((b) => b.activatedType.typeId === typeId);
  const current = useBalances(userId).data?.find((b) => b.activatedType.typeId === typeId);
  const type = balance?.activatedType ?? current?.activatedType;
  const year = dayjs(date).year();
  const inLieu = isInLieu(type);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex min-w-0 items-center gap-2 pr-6">
          <span aria-hidden>{type?.symbol || '🌴'}</span>
          <span className="truncate">{type ? `${type.name} balance` : 'Balance'}</span>
        </DialogTitle>
        <DialogDescription>
          How {whose === 'your' ? 'your' : 'their'} balance is made:{' '}
          {inLieu ? 'overtime, adjustments and leaves.' : 'allowance, carry-over, adjustments and leaves.'}
        </DialogDescription>
      </DialogHeader>
      {/* Time off in lieu is not bound to a year: its balance is today's, with no years to browse. */}
      {!inLieu && (
        <nav aria-label="Year" className="flex items-center justify-between gap-2 rounded-lg border p-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={offset <= -1}
            onClick={() => onOffset(offset - 1)}
            aria-label={`Previous year, ${year - 1}`}
          >
            <ChevronLeft />
            <span className="hidden sm:inline">{year - 1}</span>
          </Button>
          <span
            className="text-sm font-semibold tabular-nums"
            aria-live="polite"
            data-testid="breakdown-period"
          >
            {balance ? periodName(balance) : year}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={offset >= 1}
            onClick={() => onOffset(offset + 1)}
            aria-label={`Next year, ${year + 1}`}
          >
            <span className="hidden sm:inline">{year + 1}</span>
            <ChevronRight />
          </Button>
        </nav>
      )}
      {balances.isLoading ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : !balances.data ? (
        <LoadError title="The balance could not be loaded." onRetry={() => balances.refetch()} />
      ) : !balance ? (
        <p className="text-sm text-muted-foreground">This leave type is not in the leave policy.</p>
      ) : (
        <Figures userId={userId} balance={balance} date={date} whose={whose} />
      )}
      {onAdjust && balance && balance.totalAmount != null && (
        <DialogFooter>
          <Button variant="outline" onClick={() => onAdjust(typeId, date)}>
            <SlidersHorizontal />
            Adjust balance
          </Button>
        </DialogFooter>
      )}
    </>
  );
}

function Line({
  label,
  value,
  strong = false,
  testId,
  children,
  className,
}: {
  label: React.ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 py-2',
        strong && 'font-semibold',
      )}
      data-testid={testId}
    >
      <dt className={cn('min-w-0', !strong && 'text-muted-foreground')}>{label}</dt>
      <dd className={cn('whitespace-nowrap tabular-nums', className)}>{value}</dd>
      {children && <dd className="col-span-2 min-w-0">{children}</dd>}
    </div>
  );
}

function Figures({
  userId,
  balance,
  date,
  whose,
}: {
  userId: number | 'mine';
  balance: Balance;
  date: string;
  whose: Whose;
}) {
  const typeId = balance.activatedType.typeId;
  const adjustments = useAdjustments(userId, date, typeId);
  const leaves = useLeaves({
    userId,
    status: ['ACCEPTED', 'PENDING'],
    from: balance.periodStart,
    to: balance.periodEnd,
    pageNumber: 0,
    pageSize: 100,
  });
  const ofType = (leaves.data?.contents ?? []).filter((l) => l.activatedType.typeId === typeId);
  const unlimited = balance.totalAmount == null;
  const note = allowanceNote(balance, whose);
  const carries = balance.activatedType.carryOverLimit > 0 || balance.carriedOverAmount > 0;
  const previousYear = dayjs(balance.periodStart).year() - 1;
  const unit = balance.unit;
  const amount = (n: number | null) => amountText(n ?? 0, unit);
  const signed = (n: number) => signedAmount(n, unit);
  const inLieu = isInLieu(balance.activatedType);
  return (
    <dl className="divide-y text-sm" aria-label="Breakdown">
      {inLieu ? (
        <OvertimeLine balance={balance} date={date} />
      ) : (
        <Line
          label="Allowance"
          value={unlimited ? 'Unlimited' : amount(balance.allowanceAmount)}
          testId="breakdown-allowance"
        >
          {note && <p className="mt-0.5 text-xs text-muted-foreground">{note}</p>}
        </Line>
      )}
      {!inLieu && balance.scheduleShare != null && (
        <Line
          label="Part-time share"
          value={percentText(balance.scheduleShare)}
          testId="breakdown-schedule-share"
        >
          <p className="mt-0.5 text-xs text-muted-foreground">{scheduleShareNote(balance)}</p>
        </Line>
      )}
      {!unlimited && balance.accrualSchedule.length > 0 && <Earned balance={balance} />}
      {!unlimited && !inLieu && carries && (
        <Line
          label={`Carried over from ${previousYear}`}
          value={signed(balance.carriedOverAmount)}
          testId="breakdown-carried"
        >
          {balance.carriedOverAmount > 0 && (
            <p className="mt-0.5 text-xs text-muted-foreground">
              {balance.carryOverExpiresOn
                ? `To be used by ${formatDate(balance.carryOverExpiresOn)}; what is left then expires.`
                : 'Never expires.'}
            </p>
          )}
        </Line>
      )}
      {balance.expiredAmount > 0 && (
        <Line
          label={
            inLieu
              ? 'Expired overtime'
              : `Expired${balance.carryOverExpiresOn ? ` after ${formatDate(balance.carryOverExpiresOn)}` : ''}`
          }
          value={signed(-balance.expiredAmount)}
          testId="breakdown-expired"
        />
      )}
      <Line label="Adjustments" value={signed(balance.adjustmentAmount)} testId="breakdown-adjustments">
        <AdjustmentList adjustments={adjustments.data} loading={adjustments.isLoading} unit={unit} />
      </Line>
      {!unlimited && (
        <Line label="Total" value={amount(balance.totalAmount)} strong testId="breakdown-total" />
      )}
      <Line label="Used" value={signed(-balance.usedAmount)} testId="breakdown-used">
        <LeaveList leaves={ofType.filter((l) => l.status === 'ACCEPTED')} loading={leaves.isLoading} />
      </Line>
      <Line label="Pending" value={signed(-balance.pendingAmount)} testId="breakdown-pending">
        <LeaveList leaves={ofType.filter((l) => l.status === 'PENDING')} loading={leaves.isLoading} />
      </Line>
      {!unlimited && (
        <Line
          label="Remaining"
          value={amount(balance.remainingAmount)}
          strong
          testId="breakdown-remaining"
          className={(balance.remainingAmount ?? 0) < 0 ? 'text-destructive' : undefined}
        />
      )}
    </dl>
  );
}

/** A monthly-accrued balance: what has been earned so far, and each month still to come. */
function Earned({ balance }: { balance: Balance }) {
  const toCome = monthsToCome(balance, todayIso());
  const borrow = balance.activatedType.borrowLimit;
  const left = toCome.reduce((sum, m) => sum + m.amount, 0);
  const amount = (n: number | null) => amountText(n ?? 0, balance.unit);
  return (
    <Line label="Earned so far" value={amount(balance.earnedAmount)} testId="breakdown-earned">
      <p className="mt-0.5 text-xs text-muted-foreground">
        Earned on the 1st of each month.
        {borrow > 0 ? ` Up to ${amount(borrow)} may be taken ahead of what is earned.` : ''}
        {toCome.length > 0 ? ` ${amount(left)} to come:` : ' All of it has been earned.'}
      </p>
      {toCome.length > 0 && (
        <ol className="mt-1 grid grid-cols-3 gap-1 text-xs sm:grid-cols-4" aria-label="Months to come">
          {toCome.map((m) => (
            <li
              key={m.month}
              data-testid="breakdown-month"
              className="flex items-baseline justify-between gap-2 rounded-md bg-muted/50 px-2 py-1"
            >
              <span>{dayjs(`${m.month}-01`).format('MMM')}</span>
              <span className="font-medium whitespace-nowrap tabular-nums">+{m.amount}</span>
            </li>
          ))}
        </ol>
      )}
    </Line>
  );
}

function AdjustmentList({
  adjustments,
  loading,
  unit,
}: {
  adjustments?: LeaveAdjustment[];
  loading: boolean;
  unit: LeaveUnit;
}) {
  if (loading) return <Skeleton className="mt-1 h-4 w-2/3" />;
  if (!adjustments || adjustments.length === 0) return null;
  return (
    <ul className="mt-1 grid gap-1.5" aria-label="Adjustments">
      {adjustments.map((a) => (
        <li
          key={a.id}
          data-testid="breakdown-adjustment"
          className="rounded-md bg-muted/50 px-2 py-1.5 text-xs"
        >
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 wrap-anywhere whitespace-pre-line">{a.note}</span>
            <span className="shrink-0 font-medium whitespace-nowrap tabular-nums">
              {signedAmount(a.amount, unit)}
            </span>
          </div>
          <div className="mt-0.5 text-muted-foreground">
            {formatDate(a.date)}
            {a.author ? ` · by ${fullName(a.author)}` : ''}
          </div>
        </li>
      ))}
    </ul>
  );
}

function LeaveList({ leaves, loading }: { leaves: Leave[]; loading: boolean }) {
  if (loading) return <Skeleton className="mt-1 h-4 w-1/2" />;
  if (leaves.length === 0) return null;
  return (
    <ul className="mt-1 grid gap-1 text-xs">
      {leaves.map((leave) => (
        <li
          key={leave.id}
          data-testid="breakdown-leave"
          className="flex items-baseline justify-between gap-3"
        >
          <span className="min-w-0">
            <LeaveDates leave={leave} />
          </span>
          <span className="shrink-0 whitespace-nowrap text-muted-foreground tabular-nums">
            {amountText(leave.duration, leave.unit)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Time off in lieu (issue 29): in place of an allowance, the accepted overtime entries, oldest
 * first, each with what is left of it and when it expires; expired ones are marked.
 */
function OvertimeLine({ balance, date }: { balance: Balance; date: string }) {
  const earned = balance.overtime.reduce((sum, e) => sum + e.amount, 0);
  return (
    <Line label="Overtime" value={amountText(earned, balance.unit)} testId="breakdown-overtime">
      {balance.overtime.length === 0 ? (
        <p className="mt-0.5 text-xs text-muted-foreground">No overtime accepted yet.</p>
      ) : (
        <ul className="mt-1 grid gap-1.5" aria-label="Overtime entries">
          {balance.overtime.map((entry) => {
            const expired = entry.expiresOn != null && entry.expiresOn < date;
            return (
              <li
                key={entry.id}
                data-testid="breakdown-overtime-entry"
                data-expired={expired || undefined}
                className={cn(
                  'rounded-md bg-muted/50 px-2 py-1.5 text-xs',
                  expired && 'text-muted-foreground',
                )}
              >
                <div className="flex items-baseline justify-between gap-3">
                  <span className={cn('min-w-0', expired && 'line-through')}>{formatDate(entry.date)}</span>
                  <span className="shrink-0 font-medium whitespace-nowrap tabular-nums">
                    +{amountText(entry.amount, balance.unit)}
                  </span>
                </div>
                <div className="mt-0.5 flex flex-wrap items-center gap-x-2 text-muted-foreground">
                  {expired ? (
                    <>
                      <Badge variant="secondary">{expiryText(entry.expiresOn, date)}</Badge>
                      {entry.remainingAmount > 0 && (
                        <span>{`${amountText(entry.remainingAmount, balance.unit)} unused and gone`}</span>
                      )}
                    </>
                  ) : (
                    <>
                      <span>
                        {entry.remainingAmount > 0
                          ? `${amountText(entry.remainingAmount, balance.unit)} left`
                          : 'All used'}
                      </span>
                      <span aria-hidden>·</span>
                      <span>{expiryText(entry.expiresOn, date)}</span>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Line>
  );
}
