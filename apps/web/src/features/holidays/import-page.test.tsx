import { HOLIDAY_TEXT, holidaysSelectedText, MSG, TEXT } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { json, SignedIn, stubServer, YEAR } from './holidays-test-api';
import { Component as ImportPage } from './import-page';

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
    expect(server.calls('/api/holidays/batch', 'POST')).toHaveLength(0);
  });

  it('saves only the selected holidays, then shows them on the browse page for that year and country', async () => {
    const server = stubServer();
    const { router } = renderImport();
    await fetchHolidays();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Labour Day' }));
    expect(screen.getByText(holidaysSelectedText(1, 3))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TEXT.holidaysImported)).toBeInTheDocument();
    const [call] = server.calls('/api/holidays/batch', 'POST');
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
