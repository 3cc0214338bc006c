import type { Leave, LeaveSort } from '@leavedesk/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { LeaveDates } from '@/components/day-part-mark';
import { decidesNow, waitingText } from '@/components/leaves/approval-text';
import { LeaveStatusBadge } from '@/components/leaves/leave-status-badge';
import { LeaveTypeLabel } from '@/components/leaves/leaves-table';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { formatDuration, fullName } from '@/lib/format';
import { todayIso } from '@/lib/leave-dates';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { asSubstituteForText, coveringFor } from './substitute-text';

/** The columns the review list sorts by, and the field of `sort` each stands for. */
const SORTABLE = { date: 'startAt', duration: 'duration' } as const;
type SortField = (typeof SORTABLE)[keyof typeof SORTABLE];

/** A pending request whose start date is today or past: it is marked 'Started' and sorts first. */
export function hasStarted(leave: Pick<Leave, 'status' | 'startAt'>, today = todayIso()): boolean {
  return leave.status === 'PENDING' && leave.startAt <= today;
}

/** The next sort when a column's head is pressed: the other direction of the same column, else ascending. */
export function nextSort(current: LeaveSort, field: SortField): LeaveSort {
  return current === `${field}:asc` ? `${field}:desc` : `${field}:asc`;
}

function ariaSort(current: LeaveSort, field: SortField): 'ascending' | 'descending' | 'none' {
  if (current === `${field}:asc`) return 'ascending';
  if (current === `${field}:desc`) return 'descending';
  return 'none';
}

/** A sortable column's head: a button that sorts by the column, its arrow showing the order. */
function SortHeader({
  label,
  field,
  sort,
  onSort,
  inHead = true,
}: {
  label: string;
  field: SortField;
  sort: LeaveSort;
  onSort: (sort: LeaveSort) => void;
  /** In a column head: its small capitals. */
  inHead?: boolean;
}) {
  const state = ariaSort(sort, field);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn(
        'h-8 px-2 font-medium text-muted-foreground data-[active=true]:text-foreground',
        inHead && '-ml-2 h-7 text-xs tracking-wide uppercase',
      )}
      data-active={state !== 'none'}
      onClick={() => onSort(nextSort(sort, field))}
    >
      {label}
      <Icon aria-hidden className="size-3.5" />
    </Button>
  );
}

export interface ReviewSelection {
  /** The rows that may be picked (PENDING requests of other people). */
  selectable: (leave: Leave) => boolean;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
}

interface ReviewTableProps {
  leaves: Leave[];
  onOpen: (leave: Leave) => void;
  sort: LeaveSort;
  onSort: (sort: LeaveSort) => void;
  selection: ReviewSelection;
}

function columns(
  { leaves, onOpen, sort, onSort, selection }: ReviewTableProps,
  viewerId: number,
): DataColumn<Leave>[] {
  const today = todayIso();
  const pickable = leaves.filter(selection.selectable);
  const picked = pickable.filter((l) => selection.selected.has(l.id)).length;
  const all = picked === 0 ? false : picked === pickable.length ? true : 'indeterminate';
  return [
    {
      id: 'select',
      header: (
        <Checkbox
          aria-label="Select all pending requests on this page"
          checked={all}
          disabled={pickable.length === 0}
          onCheckedChange={() =>
            selection.onSelectedChange(new Set(all === true ? [] : pickable.map((l) => l.id)))
          }
          className="align-middle"
        />
      ),
      label: 'Select all pending requests on this page',
      role: 'select',
      headClassName: 'w-11 pr-0',
      cellClassName: 'pr-0',
      cell: (leave) =>
        selection.selectable(leave) ? (
          <Checkbox
            aria-label={`Select ${fullName(leave.user)}’s request`}
            checked={selection.selected.has(leave.id)}
            onClick={(e) => e.stopPropagation()}
            onCheckedChange={(checked) => {
              const next = new Set(selection.selected);
              if (checked === true) next.add(leave.id);
              else next.delete(leave.id);
              selection.onSelectedChange(next);
            }}
            className="align-middle"
          />
        ) : null,
    },
    {
      id: 'user',
      header: 'User',
      role: 'title',
      cell: (leave) => {
        const name = fullName(leave.user);
        // The viewer decides this one only because they cover for an approver away today (issue 28).
        const covering = coveringFor(leave, viewerId);
        const link = (
          <Link
            to={`/users/${leave.user.id}/`}
            state={{ from: '/leaves' }}
            onClick={(e) => e.stopPropagation()}
            className="inline-flex max-w-full items-center gap-2 font-medium hover:underline"
          >
            <UserAvatar name={name} url={leave.user.avatar?.url} size="sm" />
            <span className="min-w-0">{name}</span>
          </Link>
        );
        if (!covering) return link;
        return (
          <span className="grid min-w-0 gap-0.5">
            {link}
            <span className="text-xs font-normal text-muted-foreground wrap-anywhere">
              {asSubstituteForText(covering)}
            </span>
          </span>
        );
      },
    },
    {
      id: 'team',
      header: 'Team',
      cell: (leave) => leave.user.team?.name ?? '—',
    },
    {
      id: 'type',
      header: 'Type',
      cell: (leave) => <LeaveTypeLabel type={leave.activatedType} />,
    },
    {
      id: 'date',
      header: <SortHeader label="Date" field={SORTABLE.date} sort={sort} onSort={onSort} />,
      label: 'Date',
      sort: ariaSort(sort, SORTABLE.date),
      cellClassName: 'min-w-32',
      cell: (leave) => (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <LeaveDates leave={leave} />
          {hasStarted(leave, today) && (
            <Badge variant="warning" title="The start date has come and the request is still pending">
              Started
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'duration',
      header: <SortHeader label="Duration" field={SORTABLE.duration} sort={sort} onSort={onSort} />,
      label: 'Duration',
      sort: ariaSort(sort, SORTABLE.duration),
      cell: (leave) => formatDuration(leave.duration, leave.unit),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (leave) => {
        // Several steps: which one it waits at, and for whom (issue 28).
        const waiting = leave.approval.steps > 1 ? waitingText(leave) : undefined;
        return (
          <span className="inline-flex flex-col items-start gap-1">
            <LeaveStatusBadge status={leave.status} />
            {waiting && <span className="text-xs wrap-anywhere text-muted-foreground">{waiting}</span>}
          </span>
        );
      },
    },
    {
      id: 'action',
      header: 'Action',
      role: 'actions',
      headClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (leave) => (
        <Button
          variant="outline"
          size="sm"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(leave);
          }}
        >
          {decidesNow(leave, viewerId) ? 'Review' : 'View'}
        </Button>
      ),
    },
  ];
}

/** The sort as a pair of buttons above the cards (phones have no column heads). */
function CardsSort({ sort, onSort }: Pick<ReviewTableProps, 'sort' | 'onSort'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two sort buttons, named for screen readers
    <div role="group" aria-label="Sort" className="mb-2 flex flex-wrap items-center gap-1 text-sm">
      <span className="mr-1 text-muted-foreground">Sort by</span>
      {(['date', 'duration'] as const).map((id) => {
        const field = SORTABLE[id];
        const state = ariaSort(sort, field);
        return (
          <SortHeader
            key={id}
            label={`${id === 'date' ? 'Date' : 'Duration'}${state === 'none' ? '' : state === 'ascending' ? ' (ascending)' : ' (descending)'}`}
            field={field}
            sort={sort}
            onSort={onSort}
            inHead={false}
          />
        );
      })}
    </div>
  );
}

/**
 * A checkbox, User, Team, Type, Date (sortable; 'Started' on a pending request whose start has
 * come), Duration (sortable), Status, Action; a click on a row opens the request.
 */
export function ReviewTable(props: ReviewTableProps) {
  const viewer = useCurrentUser();
  return (
    <DataTable
      columns={columns(props, viewer.id)}
      rows={props.leaves}
      rowKey={(leave) => leave.id}
      label="Leave requests"
      minTableWidth={920}
      cardsToolbar={<CardsSort sort={props.sort} onSort={props.onSort} />}
      rowProps={(leave) => ({ className: 'cursor-pointer', onClick: () => props.onOpen(leave) })}
    />
  );
}
