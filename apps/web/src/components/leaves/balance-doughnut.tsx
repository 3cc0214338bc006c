import { amountText, type Balance } from '@leavedesk/contracts';
import { EMPTY, PENDING, REMAINING, RemainingLabel, remainingOf, USED } from './balance-figures';

/** The ring's geometry in a 112 × 112 box (size-28): the hole is 60 % of the width, as before. */
const SIZE = 112;
const CENTRE = SIZE / 2;
const OUTER = SIZE / 2;
const INNER = OUTER * 0.6;
const RADIUS = (OUTER + INNER) / 2;
const WIDTH = OUTER - INNER;

interface Slice {
  label: string;
  value: number;
  color: string;
}

/** Where each slice starts and how long it is, in hundredths of the ring, clockwise from the top. */
function arcsOf(slices: readonly Slice[]): (Slice & { start: number; length: number })[] {
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  if (total <= 0) return [];
  let start = 0;
  return slices
    .filter((s) => s.value > 0)
    .map((slice) => {
      const length = (slice.value / total) * 100;
      const arc = { ...slice, start, length };
      start += length;
      return arc;
    });
}

/**
 * The balance as a doughnut: used, pending and remaining slices, clockwise from the top, each
 * naming itself on hover. Plain SVG drawn with the card: chart.js (53 KB gzip, a canvas) was the
 * largest file of Home's first load, for one ring (decision 0025).
 */
export function BalanceDoughnut({ balance }: { balance: Balance }) {
  const total = balance.totalAmount ?? 0;
  const used = balance.usedAmount;
  const pending = balance.pendingAmount;
  const remaining = remainingOf(balance);
  // Days read as bare numbers, as before; hours say so ('7.5 h').
  const n = (amount: number) => (balance.unit === 'HOURS' ? amountText(amount, 'HOURS') : String(amount));
  const arcs = arcsOf([
    { label: 'Used', value: used, color: USED },
    { label: 'Pending', value: pending, color: PENDING },
    { label: 'Remaining', value: remaining, color: REMAINING },
  ]);
  return (
    <div className="relative mx-auto size-28">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="size-28 -rotate-90"
        role="img"
        aria-label={`${n(used)} used, ${n(pending)} pending, ${n(remaining)} remaining of ${n(total)}`}
      >
        <circle cx={CENTRE} cy={CENTRE} r={RADIUS} fill="none" stroke={EMPTY} strokeWidth={WIDTH} />
        {arcs.map((arc) => (
          <circle
            key={arc.label}
            data-slice={arc.label}
            cx={CENTRE}
            cy={CENTRE}
            r={RADIUS}
            fill="none"
            stroke={arc.color}
            strokeWidth={WIDTH}
            pathLength={100}
            // A full slice is drawn without a dash: a dash of exactly the whole length can leave a
            // hairline gap where the ring closes.
            strokeDasharray={arc.length >= 100 ? undefined : `${arc.length} ${100 - arc.length}`}
            strokeDashoffset={-arc.start}
            className="transition-opacity hover:opacity-80"
          >
            <title>{`${arc.label}: ${n(arc.value)}`}</title>
          </circle>
        ))}
      </svg>
      <RemainingLabel remaining={remaining} unit={balance.unit} />
    </div>
  );
}
