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

const itemValue = (source: SearchSource, id: string) => `${source.id}:${id}`;

function SearchGroup({
  source,
  query,
  role,
  onSelect,
  onItems,
}: {
  source: SearchSource;
  query: string;
  role: Role;
  onSelect: (to: string) => void;
  /** Tells the dialog which items the group shows now, in order (the dialog picks the selection). */
  onItems: (sourceId: string, values: string[]) => void;
}) {
  const items = source.useItems(query, role);
  const values = items.map((item) => itemValue(source, item.id)).join('\n');
  React.useEffect(() => {
    onItems(source.id, values ? values.split('\n') : []);
  }, [onItems, source.id, values]);
  React.useEffect(() => () => onItems(source.id, []), [onItems, source.id]);
  if (items.length === 0) return null;
  return (
    <CommandGroup heading={source.heading}>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <CommandItem key={item.id} value={itemValue(source, item.id)} onSelect={() => onSelect(item.to)}>
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

/**
 * The global 'Search' dialog: every registered source the user's role may see. The first match
 * is always the selected one until the user moves (arrows, pointer), also when matches arrive
 * from the server after the typing: Enter opens it.
 */
export function SearchDialog() {
  const control = useSearchDialog();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [query, setQuery] = React.useState('');
  const [shown, setShown] = React.useState<Record<string, string[]>>({});
  const [chosen, setChosen] = React.useState('');
  const open = control?.open ?? false;

  React.useEffect(() => {
    if (!open) {
      setQuery('');
      setChosen('');
    }
  }, [open]);

  const onItems = React.useCallback((sourceId: string, values: string[]) => {
    setShown((prev) => {
      const before = prev[sourceId] ?? [];
      if (before.length === values.length && before.every((v, i) => v === values[i])) return prev;
      return { ...prev, [sourceId]: values };
    });
  }, []);

  const sources = SEARCH_SOURCES.filter((s) => s.roles.includes(user.role));
  const values = sources.flatMap((s) => shown[s.id] ?? []);
  // A new query starts again from its first match.
  const [queryOfChoice, setQueryOfChoice] = React.useState(query);
  if (queryOfChoice !== query) {
    setQueryOfChoice(query);
    setChosen('');
  }
  const selected = values.includes(chosen) ? chosen : (values[0] ?? '');
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
      commandProps={{ shouldFilter: false, value: selected, onValueChange: setChosen }}
    >
      <CommandInput placeholder="Type to search..." value={query} onValueChange={setQuery} />
      <CommandEmpty>No results found.</CommandEmpty>
      <CommandList>
        {open &&
          sources.map((source) => (
            <SearchGroup
              key={source.id}
              source={source}
              query={query}
              role={user.role}
              onSelect={select}
              onItems={onItems}
            />
          ))}
      </CommandList>
    </CommandDialog>
  );
}
