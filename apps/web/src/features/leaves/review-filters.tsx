import { LEAVE_STATUSES, LEAVE_TEXT, type LeaveStatus } from '@leavedesk/contracts';
import { SearchIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemsById,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { fullName } from '@/lib/format';
import { useTeams } from '@/lib/teams';
import { useTeamUsers } from './team-users-query';

export interface ReviewFilters {
  status: LeaveStatus | 'ALL';
  teamId: number | undefined;
  userId: number | undefined;
}

const STATUS_LABELS: Record<LeaveStatus | 'ALL', string> = {
  ALL: 'All',
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

const ALL = 'all';

function Filter({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** The statuses a filter stands for: every one for 'All'. */
export function statusesOf(status: ReviewFilters['status']): LeaveStatus[] {
  return status === 'ALL' ? [...LEAVE_STATUSES] : [status];
}

/**
 * Status, team and user: the review list's filters, and the leave export's (which shows every
 * filter it applies). A team admin's team is fixed to their own and the user list to its members.
 * `idPrefix` keeps the ids apart when both are on the page.
 */
export function ReviewFilterFields({
  value,
  onChange,
  lockedTeamId,
  idPrefix = 'filter',
}: {
  value: ReviewFilters;
  onChange: (filters: ReviewFilters) => void;
  lockedTeamId: number | undefined;
  idPrefix?: string;
}) {
  const teams = useTeams();
  const users = useTeamUsers(value.teamId);
  const locked = lockedTeamId !== undefined;
  return (
    <>
      <Filter label="Status" id={`${idPrefix}-status`}>
        <Select
          value={value.status}
          onValueChange={(v) => onChange({ ...value, status: v as ReviewFilters['status'] })}
        >
          <SelectTrigger id={`${idPrefix}-status`} aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(['ALL', ...LEAVE_STATUSES] as const).map((s) => (
              <SelectItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Filter>
      <Filter label="Team" id={`${idPrefix}-team`}>
        <Select
          disabled={locked}
          value={value.teamId === undefined ? ALL : String(value.teamId)}
          onValueChange={(v) =>
            onChange({ ...value, teamId: v === ALL ? undefined : Number(v), userId: undefined })
          }
        >
          <SelectTrigger id={`${idPrefix}-team`} aria-label="Team">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {!locked && <SelectItem value={ALL}>{LEAVE_TEXT.allTeams}</SelectItem>}
            <SelectItemsById items={teams.data} />
          </SelectContent>
        </Select>
      </Filter>
      <Filter label="User" id={`${idPrefix}-user`}>
        <Select
          value={value.userId === undefined ? ALL : String(value.userId)}
          onValueChange={(v) => onChange({ ...value, userId: v === ALL ? undefined : Number(v) })}
        >
          <SelectTrigger id={`${idPrefix}-user`} aria-label="User">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Users</SelectItem>
            {(users.data ?? []).map((u) => (
              <SelectItem key={u.id} value={String(u.id)}>
                {fullName(u)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Filter>
    </>
  );
}

/** Status (default pending), team and user filters; nothing applies until Search. */
export function ReviewFiltersBar({
  initial,
  lockedTeamId,
  onSearch,
}: {
  initial: ReviewFilters;
  lockedTeamId: number | undefined;
  onSearch: (filters: ReviewFilters) => void;
}) {
  const [draft, setDraft] = React.useState(initial);
  return (
    <form
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <ReviewFilterFields value={draft} onChange={setDraft} lockedTeamId={lockedTeamId} />
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        <SearchIcon />
        Search
      </Button>
    </form>
  );
}
