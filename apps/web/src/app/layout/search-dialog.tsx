import type { Role } from '@leavedesk/contracts';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { useSearchDialog } from '@/components/search-context';
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { useCurrentUser } from '@/lib/session';
import { SEARCH_SOURCES, type SearchSource } from '../search-sources';

function SearchGroup({
  source,
  query,
  role,
  onSelect,
}: {
  source: SearchSource;
  query: string;
  role: Role;
  onSelect: (to: string) => void;
}) {
  const items = source.useItems(query, role);
  if (items.length === 0) return null;
  return (
    <CommandGroup heading={source.heading}>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <CommandItem key={item.id} value={`${source.id}:${item.id}`} onSelect={() => onSelect(item.to)}>
            {item.leading ?? (Icon && <Icon className="text-muted-foreground" />)}
            <div className="min-w-0 flex-1">
              <div className="truncate font-medium">{item.label}</div>
              {item.description && (
                <div className="truncate text-xs text-muted-foreground">{item.description}</div>
              )}
            </div>
          </CommandItem>
        );
      })}
    </CommandGroup>
  );
}

/** The global 'Search' dialog: every registered source the user's role may see. */
export function SearchDialog() {
  const control = useSearchDialog();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [query, setQuery] = React.useState('');
  const open = control?.open ?? false;

  React.useEffect(() => {
    if (!open) setQuery('');
  }, [open]);

  const sources = SEARCH_SOURCES.filter((s) => s.roles.includes(user.role));
  const select = (to: string) => {
    control?.setOpen(false);
    navigate(to);
  };

  return (
    <CommandDialog
      title="Search"
      description="Search pages, people and policies"
      open={open}
      onOpenChange={(next) => control?.setOpen(next)}
      commandProps={{ shouldFilter: false }}
    >
      <CommandInput placeholder="Type to search..." value={query} onValueChange={setQuery} />
      <CommandList>
        <CommandEmpty>No results found.</CommandEmpty>
        {open &&
          sources.map((source) => (
            <SearchGroup key={source.id} source={source} query={query} role={user.role} onSelect={select} />
          ))}
      </CommandList>
    </CommandDialog>
  );
}
