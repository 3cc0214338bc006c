import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { structuralViolations } from '@/test/axe';
import { Button } from './button';
import { type DataColumn, DataTable } from './data-table';

interface Person {
  id: number;
  name: string;
  team: string;
  status: string;
}

const people: Person[] = [
  { id: 1, name: 'Ada Lovelace', team: 'Engineering', status: 'Active' },
  { id: 2, name: 'Alan Turing', team: 'Research', status: 'Inactive' },
];

function columns(onRemove: (p: Person) => void): DataColumn<Person>[] {
  return [
    { id: 'name', header: 'Name', role: 'title', cell: (p) => p.name },
    { id: 'team', header: 'Team', cell: (p) => p.team },
    { id: 'status', header: 'Status', cell: (p) => p.status },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      role: 'actions',
      cell: (p) => <Button onClick={() => onRemove(p)}>Remove {p.name}</Button>,
    },
  ];
}

/** jsdom has no layout: give every element the width the table would have on a phone or a desktop. */
function layoutWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width, height: 40 }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a data table', () => {
  it('is a table with every column where they fit', async () => {
    layoutWidth(900);
    render(
      <DataTable
        columns={columns(() => {})}
        rows={people}
        rowKey={(p) => p.id}
        label="People"
        minTableWidth={600}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Team', 'Status', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(await structuralViolations()).toEqual([]);
  });

  it('is a list of cards where they do not: every column labelled, and the actions', async () => {
    layoutWidth(358);
    const onRemove = vi.fn();
    render(
      <DataTable
        columns={columns(onRemove)}
        rows={people}
        rowKey={(p) => p.id}
        label="People"
        minTableWidth={600}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [ada] = cards;
    expect(ada).toHaveTextContent('Ada Lovelace');
    expect(
      within(ada)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Team', 'Status']);
    expect(
      within(ada)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Engineering', 'Active']);
    await userEvent.click(within(ada).getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(onRemove).toHaveBeenCalledWith(people[0]);
    expect(await structuralViolations()).toEqual([]);
  });

  it('passes the row attributes to each card, so a click on the card still opens the row', async () => {
    layoutWidth(358);
    const onOpen = vi.fn();
    render(
      <DataTable
        columns={columns(() => {})}
        rows={people}
        rowKey={(p) => p.id}
        label="People"
        minTableWidth={600}
        rowProps={(p) => ({ 'data-testid': `person-${p.id}`, onClick: () => onOpen(p) })}
      />,
    );
    await userEvent.click(within(screen.getByTestId('person-2')).getByText('Research'));
    expect(onOpen).toHaveBeenCalledWith(people[1]);
  });
});
