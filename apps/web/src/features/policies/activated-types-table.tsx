import { amountText } from '@leavedesk/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { cn } from '@/lib/utils';
import { accrualName } from './accrual-fields';
import { monthName } from './carry-over-fields';
import { activatedAmountLabel, kindLabel, overtimeExpiryLabel } from './format';
import { LeaveTypeLabel } from './leave-type-label';
import type { DraftType } from './policy-draft';

/** A carry-over or borrow limit: '5 days', '1 day', '12 h' (issue 29). */
function limitText(amount: number, unit: DraftType['unit'] | undefined): string {
  if (unit === 'HOURS') return amountText(amount, unit);
  return `${amount} ${amount === 1 ? 'day' : 'days'}`;
}

/** 'Up to 5 days, until end of March', 'Up to 5 days', or '—' (none, or not a yearly type). */
export function carryOverLabel(
  type: Pick<DraftType, 'cycle' | 'carryOverLimit' | 'carryOverExpiresAfterMonths'> &
    Partial<Pick<DraftType, 'unit' | 'kind'>>,
) {
  if (type.cycle !== 'PER_YEAR' || type.carryOverLimit === 0 || type.kind === 'TIME_OFF_IN_LIEU') return '—';
  const days = `Up to ${limitText(type.carryOverLimit, type.unit)}`;
  if (type.carryOverExpiresAfterMonths == null) return days;
  return `${days}, until end of ${monthName(type.carryOverExpiresAfterMonths)}`;
}

/** 'Monthly, may borrow 2 days', 'Monthly', 'Up front', or '—' (not a yearly type). */
export function accrualLabel(
  type: Pick<DraftType, 'cycle' | 'accrual' | 'borrowLimit'> & Partial<Pick<DraftType, 'unit' | 'kind'>>,
) {
  if (type.cycle !== 'PER_YEAR' || type.kind === 'TIME_OFF_IN_LIEU') return '—';
  if (type.accrual !== 'MONTHLY') return accrualName('UPFRONT');
  if (type.borrowLimit === 0) return accrualName('MONTHLY');
  return `Monthly, may borrow ${limitText(type.borrowLimit, type.unit)}`;
}

/**
 * The Amount cell: '15 Days Per Year' or '120 h Per Year', 'Prorated' under it when the allowance
 * follows the work schedule; a time off in lieu type says so and when its overtime expires.
 */
function AmountCell({ type }: { type: DraftType }) {
  if (type.kind === 'TIME_OFF_IN_LIEU')
    return (
      <div className="grid gap-0.5">
        <span>
          {kindLabel(type.kind)}
          {type.unit === 'HOURS' ? ', in hours' : ''}
        </span>
        <span className="text-xs font-normal text-muted-foreground">
          {overtimeExpiryLabel(type.expiresAfterMonths)}
        </span>
      </div>
    );
  const amount = activatedAmountLabel(type.amount, type.cycle, type.unit);
  if (!type.prorateBySchedule || type.cycle === 'UNLIMITED') return <>{amount}</>;
  return (
    <div className="grid gap-0.5">
      <span>{amount}</span>
      <span className="text-xs font-normal text-muted-foreground">Prorated</span>
    </div>
  );
}

/** The policy's types: Type, Amount ('15 Days Per Year' or 'Unlimited'), Requires Approval, Actions. */
export function ActivatedTypesTable({
  types,
  readOnly,
  onEdit,
  onRemove,
}: {
  types: DraftType[];
  readOnly: boolean;
  onEdit: (type: DraftType) => void;
  onRemove: (type: DraftType) => void;
}) {
  const columns: DataColumn<DraftType>[] = [
    {
      id: 'type',
      header: 'Type',
      role: 'title',
      cell: (type) => (
        <LeaveTypeLabel name={type.name} symbol={type.symbol} archived={type.status === 'ARCHIVED'} />
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      headClassName: 'w-44',
      cellClassName: 'font-medium tabular-nums',
      cell: (type) => <AmountCell type={type} />,
    },
    {
      id: 'carryOver',
      header: 'Carry-over',
      headClassName: 'w-44',
      cellClassName: 'text-sm',
      cell: (type) => carryOverLabel(type),
    },
    {
      id: 'accrual',
      header: 'Accrual',
      headClassName: 'w-40',
      cellClassName: 'text-sm',
      cell: (type) => accrualLabel(type),
    },
    {
      id: 'approval',
      header: 'Requires Approval',
      headClassName: 'w-40',
      cell: (type) => (
        <Badge variant={type.requiresApproval ? 'info' : 'secondary'}>
          {type.requiresApproval ? 'Yes' : 'No'}
        </Badge>
      ),
    },
  ];
  if (!readOnly)
    columns.push({
      id: 'actions',
      header: 'Actions',
      role: 'actions',
      headClassName: 'w-24 text-right',
      cellClassName: 'text-right',
      cell: (type) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Edit ${type.name}`}
            title="Edit"
            onClick={() => onEdit(type)}
          >
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove ${type.name}`}
            title="Remove"
            className="text-destructive hover:text-destructive"
            onClick={() => onRemove(type)}
          >
            <Trash2 />
          </Button>
        </div>
      ),
    });
  return (
    <DataTable
      columns={columns}
      rows={types}
      rowKey={(type) => type.typeId}
      label="Leave types of this policy"
      minTableWidth={940}
      tableClassName="table-fixed"
      rowProps={(type) => ({
        'data-testid': 'activated-type-row',
        // Faded by colour rather than opacity, so its text keeps a readable contrast.
        className: cn(type.status === 'ARCHIVED' && 'text-muted-foreground'),
      })}
    />
  );
}
