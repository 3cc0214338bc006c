import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { usersSearchSource } from './search-source';

afterEach(() => vi.unstubAllGlobals());

function Items({ query }: { query: string }) {
  const items = usersSearchSource.useItems(query, 'ORGANIZATION_ADMIN');
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} data-to={item.to}>
          {item.label} · {item.description}
        </li>
      ))}
    </ul>
  );
}

const alan = aUser({ id: 7, firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' });
const paged = (contents: unknown[]) => ({
  contents,
  pageNumber: 0,
  pageSize: 10,
  totalPages: 1,
  totalContents: 1,
});

describe('the Users group of Search', () => {
  it('is offered to organization and team admins only', () => {
    expect(usersSearchSource.roles).toEqual(['ORGANIZATION_ADMIN', 'TEAM_ADMIN']);
  });

  it('lists the first ten people without a query, each leading to their page', async () => {
    const fetch = stubApi(aUser(), { 'GET /users': () => json(200, paged([alan])) });
    renderScreen(
      <SignedIn>
        <Items query="" />
      </SignedIn>,
    );
    expect(await screen.findByText('Alan Turing · alan@example.com')).toHaveAttribute('data-to', '/users/7');
    const [[input]] = callsTo(fetch, 'GET', '/users');
    const params = new URL(input, 'http://x').searchParams;
    expect(params.get('pageSize')).toBe('10');
    expect(params.get('text')).toBeNull();
  });

  it('asks for every match (up to 100) on the full name or e-mail with a query', async () => {
    const fetch = stubApi(aUser(), { 'GET /users': () => json(200, paged([alan])) });
    renderScreen(
      <SignedIn>
        <Items query="  alan tur " />
      </SignedIn>,
    );
    await screen.findByText('Alan Turing · alan@example.com');
    const [[input]] = callsTo(fetch, 'GET', '/users');
    const params = new URL(input, 'http://x').searchParams;
    expect(params.get('pageSize')).toBe('100');
    expect(params.get('text')).toBe('alan tur');
  });
});
