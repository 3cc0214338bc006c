import type { Balance } from '@leavedesk/contracts';
import { CalendarOff } from 'lucide-react';
import * as React from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BalanceDoughnut } from './balance-doughnut';
import { PENDING, REMAINING, USED } from './balance-figures';
import { allowanceNote, type Whose } from './balance-note';
import { LoadError } from './load-error';

export { allowanceNote, type Whose } from './balance-note';

function Figure({ color, label, value }: { color: string; label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="flex items-center gap-1.5 text-muted-foreground">
        <span className="size-2 shrink-0 rounded-full" style={{ background: color }} aria-hidden />
        {label}
      </span>
      <span className="font-medium whitespace-nowrap tabular-nums">{value}</span>
    </div>
  );
}

type BreakdownProps = React.ComponentProps<
  typeof import('./balance-breakdown-dialog').BalanceBreakdownDialog
>;
// The breakdown's code arrives when a card is first opened, not with Home.
const BalanceBreakdownDialog = React.lazy(() =>
  import('./balance-breakdown-dialog').then((module) => ({ default: module.BalanceBreakdownDialog })),
);

/** One card per leave type: total allocation, used days, remaining (part 1 Home); a click explains it. */
export function LeaveBalanceCard({
  balance,
  whose = 'your',
  onOpen,
}: {
  balance: Balance;
  whose?: Whose;
  /** Opens the breakdown of this type. */
  onOpen?: () => void;
}) {
  const note = allowanceNote(balance, whose);
  const { activatedType } = balance;
  const unlimited = balance.totalAmount == null;
  return (
    <article
      data-testid="balance-card"
      aria-label={`${activatedType.name} balance`}
      className={cn(
        'relative flex w-full max-w-[200px] flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs',
        onOpen && 'transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50',
      )}
    >
      <h3 className="flex min-w-0 items-center gap-1.5 text-sm font-semibold">
        <span aria-hidden>{activatedType.symbol || '🌴'}</span>
        {onOpen ? (
          // The whole card is the button's target (its ::after covers it); the name is its label.
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            aria-label={`${activatedType.name}: balance details`}
            title={activatedType.name}
            className="min-w-0 truncate text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
          >
            {activatedType.name}
          </button>
        ) : (
          <span className="truncate" title={activatedType.name}>
            {activatedType.name}
          </span>
        )}
      </h3>
      {unlimited ? (
        <div className="flex size-28 flex-col items-center justify-center self-center rounded-full border-[10px] border-muted text-center">
          <span className="text-2xl leading-none" aria-hidden>
            ∞
          </span>
          <span className="text-[11px] text-muted-foreground">Unlimited</span>
        </div>
      ) : (
        <BalanceDoughnut balance={balance} />
      )}
      <div className="space-y-1 text-xs">
        <Figure
          color="transparent"
          label="Total"
          value={unlimited ? 'Unlimited' : formatDuration(balance.totalAmount, balance.unit)}
        />
        {!unlimited && balance.accrualSchedule.length > 0 && (
          <Figure
            color="transparent"
            label="Earned so far"
            value={formatDuration(balance.earnedAmount, balance.unit)}
          />
        )}
        <Figure color={USED} label="Used" value={formatDuration(balance.usedAmount, balance.unit)} />
        {balance.pendingAmount > 0 && (
          <Figure
            color={PENDING}
            label="Pending"
            value={formatDuration(balance.pendingAmount, balance.unit)}
          />
        )}
        {!unlimited && (
          <Figure
            color={REMAINING}
            label="Remaining"
            value={formatDuration(balance.remainingAmount, balance.unit)}
          />
        )}
      </div>
      {note && (
        <p
          data-testid="allowance-note"
          className="border-t pt-2 text-[11px] leading-snug text-muted-foreground"
        >
          {note}
        </p>
      )}
    </article>
  );
}

export interface LeaveBalanceCardsProps {
  balances: Balance[] | undefined;
  isLoading: boolean;
  /** Set when the balance failed to load. */
  onRetry?: () => void;
  whose?: Whose;
  /** Whose balance: a card opens its breakdown when set. */
  userId?: number | 'mine';
  /** Where the caller may adjust the balance: the breakdown offers it. */
  onAdjust?: BreakdownProps['onAdjust'];
}

export function LeaveBalanceCards({
  balances,
  isLoading,
  onRetry,
  whose,
  userId,
  onAdjust,
}: LeaveBalanceCardsProps) {
  const [opened, setOpened] = React.useState<number>();
  const [everOpened, setEverOpened] = React.useState(false);
  if (isLoading) {
    return (
      <div className="flex flex-wrap gap-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-60 w-full max-w-[200px] rounded-xl" />
        ))}
      </div>
    );
  }
  if (!balances && onRetry)
    return <LoadError title="The leave balance could not be loaded." onRetry={onRetry} />;
  if (!balances || balances.length === 0) {
    return (
      <EmptyState
        icon={CalendarOff}
        title="No leave types yet"
        description="No leave policy with leave types is assigned. An administrator can assign one."
      />
    );
  }
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:gap-4">
        {balances.map((b) => (
          <LeaveBalanceCard
            key={b.activatedType.typeId}
            balance={b}
            whose={whose}
            onOpen={
              userId === undefined
                ? undefined
                : () => {
                    setOpened(b.activatedType.typeId);
                    setEverOpened(true);
                  }
            }
          />
        ))}
      </div>
      {userId !== undefined && everOpened && (
        <React.Suspense fallback={null}>
          <BalanceBreakdownDialog
            userId={userId}
            typeId={opened ?? 0}
            open={opened !== undefined}
            onOpenChange={(open) => !open && setOpened(undefined)}
            whose={whose}
            onAdjust={
              onAdjust &&
              ((typeId, date) => {
                setOpened(undefined);
                onAdjust(typeId, date);
              })
            }
          />
        </React.Suspense>
      )}
    </>
  );
}
