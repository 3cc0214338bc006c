import { TEXT } from '@leavedesk/contracts';
import { SearchIcon } from 'lucide-react';
import * as React from 'react';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemsById,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useTeams } from '@/lib/teams';

const ALL_TEAMS = 'all';
const DEBOUNCE_MS = 300;

export interface UsersFilterProps {
  text: string;
  onTextChange: (text: string) => void;
  teamId: number | undefined;
  onTeamChange: (teamId: number | undefined) => void;
  /** A team admin's own team: the team filter shows it and cannot change. */
  lockedTeam?: { id: number; name: string } | null;
}

/** Free text (name or e-mail, debounced) and team. */
export function UsersFilter({ text, onTextChange, teamId, onTeamChange, lockedTeam }: UsersFilterProps) {
  const teams = useTeams({ silentError: true });
  const [draft, setDraft] = React.useState(text);
  const latest = React.useRef(onTextChange);
  latest.current = onTextChange;

  React.useEffect(() => setDraft(text), [text]);
  React.useEffect(() => {
    if (draft.trim() === text.trim()) return;
    const timer = setTimeout(() => latest.current(draft.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, text]);

  const locked = lockedTeam !== undefined;
  const value = locked ? String(lockedTeam?.id ?? '') : teamId ? String(teamId) : ALL_TEAMS;

  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search users"
          placeholder={TEXT.searchUsersPlaceholder}
          className="pl-9"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <Select
        value={value}
        disabled={locked}
        onValueChange={(v) => onTeamChange(v === ALL_TEAMS ? undefined : Number(v))}
      >
        <SelectTrigger aria-label="Team" className="sm:w-56">
          <SelectValue placeholder="Team" />
        </SelectTrigger>
        <SelectContent>
          {locked ? (
            lockedTeam && <SelectItem value={String(lockedTeam.id)}>{lockedTeam.name}</SelectItem>
          ) : (
            <>
              <SelectItem value={ALL_TEAMS}>All teams</SelectItem>
              <SelectItemsById items={teams.data} />
            </>
          )}
        </SelectContent>
      </Select>
    </div>
  );
}
