import type { Balance } from '@leavedesk/contracts';
import { ArcElement, Chart as ChartJS, DoughnutController, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { EMPTY, PENDING, REMAINING, RemainingLabel, remainingOf, USED } from './balance-figures';

ChartJS.register(ArcElement, DoughnutController, Tooltip);

/** The balance as a doughnut: used, pending and remaining slices (chart.js, loaded on its own). */
export function BalanceDoughnut({ balance }: { balance: Balance }) {
  const total = balance.totalAmount ?? 0;
  const used = balance.usedAmount;
  const pending = balance.pendingAmount;
  const remaining = remainingOf(balance);
  const nothing = used + pending + remaining === 0;
  const data = {
    labels: nothing ? ['None'] : ['Used', 'Pending', 'Remaining'],
    datasets: [
      {
        data: nothing ? [1] : [used, pending, remaining],
        backgroundColor: nothing ? [EMPTY] : [USED, PENDING, REMAINING],
        borderWidth: 0,
      },
    ],
  };
  return (
    <div className="relative mx-auto size-28">
      <Doughnut
        data={data}
        options={{
          cutout: '60%',
          responsive: true,
          maintainAspectRatio: true,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: { enabled: !nothing, callbacks: { label: (c) => ` ${c.label}: ${c.parsed}` } },
          },
        }}
        aria-label={`${used} used, ${pending} pending, ${remaining} remaining of ${total}`}
        role="img"
      />
      <RemainingLabel remaining={remaining} />
    </div>
  );
}
