import type { PersonRef } from '@leavedesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { api } from '@/api/client';
import { SearchSelect, SearchSelectItem } from '@/components/ui/search-select';
import { fullName } from '@/lib/format';

/** GET /leaves/substitute-candidates?text=: whom the caller may name (searched by the server). */
export function useSubstituteCandidates(text: string, enabled: boolean) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['leaves', 'substitute-candidates', trimmed],
    queryFn: ({ signal }) =>
      api.get<PersonRef[]>('/leaves/substitute-candidates', {
        signal,
        query: trimmed ? { text: trimmed } : {},
      }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

const everyItem = () => 1;

/**
 * The optional substitute of a request (issue 28): a searchable list of the organization's active
 * people but oneself, and "No substitute" to take the choice back.
 */
export function SubstitutePicker({
  id,
  value,
  onChange,
  ...aria
}: {
  id?: string;
  value: PersonRef | null;
  onChange: (person: PersonRef | null) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState('');
  const candidates = useSubstituteCandidates(search, open);
  const choose = (person: PersonRef | null) => {
    onChange(person);
    setOpen(false);
    setSearch('');
  };
  return (
    <SearchSelect
      id={id}
      open={open}
      onOpenChange={setOpen}
      shown={<span className="min-w-0 truncate">{value ? fullName(value) : 'No substitute'}</span>}
      empty={value == null}
      searchPlaceholder="Search people..."
      noMatch={candidates.isFetching ? 'Searching...' : 'No person found.'}
      filter={everyItem}
      search={search}
      onSearchChange={setSearch}
      aria-label="Substitute (optional)"
      {...aria}
    >
      {value && (
        <SearchSelectItem value="none" selected={false} onSelect={() => choose(null)}>
          No substitute
        </SearchSelectItem>
      )}
      {(candidates.data ?? []).map((person) => (
        <SearchSelectItem
          key={person.id}
          value={`${person.id}`}
          selected={value?.id === person.id}
          onSelect={() => choose(person)}
        >
          {fullName(person)}
        </SearchSelectItem>
      ))}
    </SearchSelect>
  );
}
