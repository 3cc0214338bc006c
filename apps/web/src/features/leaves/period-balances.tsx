import type { LeavePeriodBalance, LeaveUnit } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import { formatDate, formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';

/** '2026' for a yearly balance, 'March 2026' for a monthly one. */
export function periodLabel({ balance }: Pick<LeavePeriodBalance, 'balance'>): string {
  return balance.activatedType.cycle === 'PER_MONTH'
    ? dayjs(balance.periodStart).format('MMMM YYYY')
    : dayjs(balance.periodStart).format('YYYY');
}

function Line({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('font-medium whitespace-nowrap tabular-nums', className)}>{value}</dd>
    </div>
  );
}

/** What is left: 'N Days' ('7.5 h'), or 'N Days over' in red once a request would overdraw the balance. */
function leftText(amount: number | null, unit: LeaveUnit): { value: string; over: boolean } {
  if (amount == null) return { value: '', over: false };
  if (amount < 0) return { value: `${formatDuration(-amount, unit)} over`, over: true };
  return { value: formatDuration(amount, unit), over: false };
}

/**
 * A request's weight on each cycle period it touches (a year, or a month): what was left of the
 * type there without it, its days there, and what is left with it.
 */
export function PeriodBalances({
  balances,
  className,
}: {
  balances: readonly LeavePeriodBalance[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-2', className)}>
      {balances.map((entry) => {
        const { balance } = entry;
        const { unit } = balance;
        const before = leftText(balance.remainingAmount, unit);
        const after = leftText(entry.remainingAfterAmount, unit);
        const prorated = balance.startedAt !== balance.periodStart;
        return (
          <li
            key={balance.periodStart}
            aria-label={`${balance.activatedType.name} ${periodLabel(entry)}`}
            className="rounded-lg border bg-background/60 px-3 py-2 text-sm"
          >
            <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">
                {balance.activatedType.symbol || '🌴'} {balance.activatedType.name} · {periodLabel(entry)}
              </span>
              {balance.totalAmount != null && (
                <span className="text-xs text-muted-foreground">
                  of {formatDuration(balance.totalAmount, unit)}
                  {prorated && ` from ${formatDate(balance.startedAt)}`}
                </span>
              )}
            </div>
            {balance.remainingAmount == null ? (
              // Unlimited: nothing runs out, what counts is how much is already taken.
              <dl className="grid gap-0.5 text-xs">
                <Line label="Allowance" value="Unlimited" />
                <Line
                  label="Taken before this request"
                  value={formatDuration(balance.usedAmount + balance.pendingAmount, unit)}
                />
                <Line label="This request" value={formatDuration(entry.requestedAmount, unit)} />
              </dl>
            ) : (
              <dl className="grid gap-0.5 text-xs">
                <Line label="Left before this request" value={before.value} />
                <Line label="This request" value={formatDuration(entry.requestedAmount, unit)} />
                <Line
                  label="Left after this request"
                  value={after.value}
                  className={after.over ? 'text-destructive' : undefined}
                />
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}
