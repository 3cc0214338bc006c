import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchProvider, useSearchDialog } from '@/components/search-context';
import { aUser, json, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { SearchDialog } from './search-dialog';

afterEach(() => vi.unstubAllGlobals());

function OpenSearch() {
  const search = useSearchDialog();
  return (
    <button type="button" onClick={() => search?.setOpen(true)}>
      Open search
    </button>
  );
}

const people = [
  aUser({ id: 3, firstName: 'Bob', lastName: 'Brown', email: 'bob@example.com' }),
  aUser({ id: 4, firstName: 'Cleo', lastName: 'Chan', email: 'cleo@example.com' }),
  aUser({ id: 5, firstName: 'Ava', lastName: 'Schmidt', email: 'ava@example.com' }),
];

/** People answer only after a while, as from a real server: after the typing is done. */
function renderSearch() {
  stubApi(aUser(), {
    'GET /users': async (_body, url) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const text = url.searchParams.get('text');
      // Without a query, the first two (as the first ten of a bigger organization).
      const matches = text
        ? people.filter((p) => p.firstName.toLowerCase().includes(text.toLowerCase()))
        : people.slice(0, 2);
      const page = { pageNumber: 0, pageSize: 10, totalPages: 1, totalContents: matches.length };
      return json(200, { ...page, contents: matches });
    },
    'GET /leaves/policies': () => json(200, []),
  });
  const view = renderScreen(
    <SignedIn>
      <SearchProvider>
        <OpenSearch />
        <SearchDialog />
      </SearchProvider>
    </SignedIn>,
  );
  return view;
}

describe('Search', () => {
  it('opens the first match on Enter, also when the matches arrive after the typing', async () => {
    const { router } = renderSearch();
    await userEvent.click(await screen.findByRole('button', { name: 'Open search' }));
    await screen.findByRole('option', { name: /Bob Brown/ });
    await userEvent.click(screen.getByPlaceholderText('Type to search...'));
    await userEvent.paste('ava');
    const match = await screen.findByRole('option', { name: /Ava Schmidt/ });
    await waitFor(() => expect(match).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/5'));
  });

  it('opens the first page on Enter right after opening, without moving first', async () => {
    const { router } = renderSearch();
    await userEvent.click(await screen.findByRole('button', { name: 'Open search' }));
    await userEvent.type(await screen.findByPlaceholderText('Type to search...'), 'cal');
    await screen.findByRole('option', { name: /Calendar/ });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
  });

  it('says when nothing matches, with no empty listbox for screen readers to stumble on', async () => {
    renderSearch();
    await userEvent.click(await screen.findByRole('button', { name: 'Open search' }));
    await userEvent.type(await screen.findByPlaceholderText('Type to search...'), 'zzzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No results found.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(await structuralViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
