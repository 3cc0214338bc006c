import {
  type FetchedHoliday,
  HOLIDAY_TEXT,
  type Holiday,
  holidaysSelectedText,
  MSG,
  type Role,
  TEXT,
} from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/app/session';
import { renderScreen } from '@/test/render';
import { Component as ImportPage } from './import-page';

const YEAR = dayjs().year();
const SOURCE: FetchedHoliday[] = [
  { date: `${YEAR}-01-01`, name: "New Year's Day", type: 'public' },
  { date: `${YEAR}-05-01`, name: 'Labour Day', type: 'public' },
  { date: `${YEAR}-12-25`, name: 'Christmas Day', type: 'public' },
];
const STORED: Holiday[] = [{ id: 7, date: `${YEAR}-01-01`, description: "New Year's Day", country: 'DE' }];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function user(role: Role) {
  return {
    id: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: null,
    role,
    status: 'ACTIVE',
    country: 'DE',
    timezone: 'Europe/Berlin',
    team: { id: 1, name: 'General' },
    leavePolicy: { id: 1, name: 'Default' },
    organization: { id: 1, name: 'Analytical Engines' },
    joinedAt: `${YEAR}-01-01`,
    avatar: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const ORGANIZATION = {
  id: 1,
  name: 'Analytical Engines',
  country: 'DE',
  timezone: 'Europe/Berlin',
  weekFirstDay: 'MONDAY',
  workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  metadata: {},
};

interface Server {
  role?: Role;
  /** null: the organization never arrives (no country to default to). */
  organization?: typeof ORGANIZATION | null;
  source?: () => Response;
  stored?: Holiday[];
  batch?: () => Response;
}

/** A fake of the API the screen talks to; records every call. */
function stubServer({
  role = 'ORGANIZATION_ADMIN',
  organization = ORGANIZATION,
  source = () => json(200, SOURCE),
  stored = STORED,
  batch = () => json(200, { imported: 1, skipped: 0 }),
}: Server = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/users/mine') return json(200, user(role));
    if (url.pathname === '/api/organizations/default') {
      return organization ? json(200, organization) : new Promise<Response>(() => {});
    }
    if (url.pathname === '/api/holidays/fetch') return source();
    if (url.pathname === '/api/holidays/batch' && method === 'POST') return batch();
    if (/^\/api\/holidays\/[A-Z]{2}\/\d{4}$/.test(url.pathname)) return json(200, stored);
    return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string) =>
    fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
  return { fetch, calls };
}

/** The screen sits behind the signed-in guard in the app; here it waits for the user likewise. */
function SignedIn({ children }: { children: React.ReactNode }) {
  const { user } = useSession();
  return user ? children : <p>Loading</p>;
}

function renderImport() {
  return renderScreen(
    <SignedIn>
      <ImportPage />
    </SignedIn>,
    { path: '/settings/official-holidays/import' },
  );
}

async function fetchHolidays() {
  await userEvent.click(await screen.findByRole('button', { name: 'Fetch' }));
  await screen.findByRole('table');
}

beforeEach(() => localStorage.setItem('ACCESS_TOKEN', 'token'));
afterEach(() => vi.unstubAllGlobals());

describe('importing official holidays', () => {
  it('asks for a country before fetching, and does not call the holiday source', async () => {
    const server = stubServer({ organization: null });
    renderImport();
    await userEvent.click(await screen.findByRole('button', { name: 'Fetch' }));

    expect(await screen.findByText(HOLIDAY_TEXT.countryRequiredTitle)).toBeInTheDocument();
    expect(screen.getAllByText(MSG.holidayCountryRequired).length).toBeGreaterThan(0);
    expect(server.calls('/api/holidays/fetch')).toHaveLength(0);
  });

  it('says it is ready to fetch, then lists the holidays with the new ones selected and the imported ones marked', async () => {
    const server = stubServer();
    renderImport();
    expect(await screen.findByText(HOLIDAY_TEXT.readyToFetch)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveTextContent('Germany');

    await fetchHolidays();
    const [call] = server.calls('/api/holidays/fetch');
    expect(new URL(String(call?.[0]), 'http://localhost').search).toBe(`?year=${YEAR}&countryCode=DE`);
    expect(screen.getByText(holidaysSelectedText(2, 3))).toBeInTheDocument();

    const newYear = screen.getByRole('checkbox', { name: "Select New Year's Day" });
    expect(newYear).not.toBeChecked();
    expect(newYear).toBeDisabled();
    const imported = screen.getByRole('row', { name: /New Year's Day/ });
    expect(within(imported).getByText('Imported')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Labour Day' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Christmas Day' })).toBeChecked();
  });

  it('select-all clears and selects every holiday not yet imported, and the counter follows', async () => {
    stubServer();
    renderImport();
    await fetchHolidays();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toBeChecked();

    await userEvent.click(selectAll);
    expect(screen.getByText(holidaysSelectedText(0, 3))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Labour Day' })).not.toBeChecked();

    await userEvent.click(selectAll);
    expect(screen.getByText(holidaysSelectedText(2, 3))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Christmas Day' }));
    expect(screen.getByText(holidaysSelectedText(1, 3))).toBeInTheDocument();
    expect(selectAll).toHaveAttribute('data-state', 'indeterminate');
  });

  it('refuses to save when nothing is selected', async () => {
    const server = stubServer();
    renderImport();
    await fetchHolidays();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MSG.holidaySelectTitle)).toBeInTheDocument();
    expect(screen.getByText(MSG.holidaySelectDescription)).toBeInTheDocument();
    expect(server.calls('/api/holidays/batch')).toHaveLength(0);
  });

  it('saves only the selected holidays, then shows them on the browse page for that year and country', async () => {
    const server = stubServer();
    const { router } = renderImport();
    await fetchHolidays();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Labour Day' }));
    expect(screen.getByText(holidaysSelectedText(1, 3))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TEXT.holidaysImported)).toBeInTheDocument();
    const [call] = server.calls('/api/holidays/batch');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual([
      { date: `${YEAR}-12-25`, description: 'Christmas Day', country: 'DE' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/official-holidays'));
    expect(router.state.location.search).toBe(`?year=${YEAR}&country=DE`);
  });

  it('says so when the source has no holidays for the year and country', async () => {
    stubServer({ source: () => json(200, []) });
    renderImport();
    await userEvent.click(await screen.findByRole('button', { name: 'Fetch' }));
    expect(await screen.findByText(HOLIDAY_TEXT.noneFound)).toBeInTheDocument();
  });

  it("shows the server's reason when the source cannot answer for a country", async () => {
    const message = 'Public holidays are not available for country code DE.';
    stubServer({
      source: () => json(400, { statusCode: 400, error: 'Bad Request', code: 'UNKNOWN_COUNTRY', message }),
    });
    renderImport();
    await userEvent.click(await screen.findByRole('button', { name: 'Fetch' }));

    // The 'Error' toast, and the same reason in place of the table.
    expect(await screen.findByText(TEXT.errorTitle)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByText(TEXT.failedFetchHolidays)).toBeInTheDocument();
  });

  it("shows 'Failed to import holidays' when the import fails without a reason, and stays on the screen", async () => {
    stubServer({ batch: () => new Response('oops', { status: 500 }) });
    const { router } = renderImport();
    await fetchHolidays();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TEXT.failedImportHolidays)).toBeInTheDocument();
    expect(screen.getByText(TEXT.errorTitle)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/official-holidays/import');
  });

  it('is refused to employees without calling the holiday source', async () => {
    const server = stubServer({ role: 'EMPLOYEE' });
    renderImport();
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fetch' })).not.toBeInTheDocument();
    expect(server.calls('/api/holidays/fetch')).toHaveLength(0);
  });
});
