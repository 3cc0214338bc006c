import { HOLIDAY_TEXT, type Holiday, type HolidayOverview } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { SignedIn, stubServer, YEAR } from './holidays-test-api';
import { Component as OfficialHolidaysPage } from './official-holidays-page';

const OVERVIEW: HolidayOverview[] = [
  { countryCode: 'DE', year: YEAR - 1, count: 9 },
  { countryCode: 'DE', year: YEAR, count: 2 },
  { countryCode: 'IR', year: YEAR, count: 1 },
  { countryCode: 'FR', year: YEAR + 1, count: 1 },
];
const GERMANY: Holiday[] = [
  { id: 1, date: `${YEAR}-10-03`, description: 'Day of German Unity', country: 'DE' },
  { id: 2, date: `${YEAR}-12-25`, description: 'Christmas Day', country: 'DE' },
];
const IRAN: Holiday[] = [
  {
    id: 3,
    date: `${YEAR}-03-20`,
    description: 'End of Ramadan (Eid al-Fitr) / Nationalization of the Iranian oil industry',
    country: 'IR',
  },
];

function renderBrowse(url = '/settings/official-holidays') {
  return renderScreen(
    <SignedIn>
      <OfficialHolidaysPage />
    </SignedIn>,
    { path: '/settings/official-holidays', url },
  );
}

const pressed = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

beforeEach(() => localStorage.setItem('ACCESS_TOKEN', 'token'));
afterEach(() => vi.unstubAllGlobals());

describe('browsing official holidays', () => {
  it("opens on this year and the organization's country: years first, then countries with counts, then the table", async () => {
    stubServer({ overview: OVERVIEW, storedBy: { [`DE/${YEAR}`]: GERMANY, [`IR/${YEAR}`]: IRAN } });
    renderBrowse();

    await screen.findByRole('row', { name: /Day of German Unity/ });
    const years = within(screen.getByRole('group', { name: 'Year' })).getAllByRole('button');
    expect(years.map((b) => b.textContent)).toEqual([String(YEAR - 1), String(YEAR), String(YEAR + 1)]);
    expect(pressed('Year')).toEqual([String(YEAR)]);
    expect(pressed('Country')).toEqual(['Germany2']);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Holiday Description' })).toBeInTheDocument();
    // Dated as every other date on screen, D MMM YYYY, not as stored.
    const christmas = screen.getByRole('row', { name: /Christmas Day/ });
    expect(within(christmas).getByText(`25 Dec ${YEAR}`)).toBeInTheDocument();
    expect(christmas).not.toHaveTextContent(`${YEAR}-12-25`);

    await userEvent.click(screen.getByRole('button', { name: /Iran/ }));
    expect(
      await screen.findByText('End of Ramadan (Eid al-Fitr) / Nationalization of the Iranian oil industry'),
    ).toBeInTheDocument();
    expect(pressed('Country')).toEqual(['Iran1']);
  });

  it('shows the year and country named in the address, as after an import', async () => {
    stubServer({ overview: OVERVIEW, storedBy: { [`FR/${YEAR + 1}`]: [] } });
    renderBrowse(`/settings/official-holidays?year=${YEAR + 1}&country=FR`);
    await waitFor(() => expect(pressed('Year')).toEqual([String(YEAR + 1)]));
    expect(pressed('Country')).toEqual(['France1']);
  });

  it('lets an organization admin import, and remove a holiday after the generic confirmation', async () => {
    const server = stubServer({ overview: OVERVIEW, storedBy: { [`DE/${YEAR}`]: GERMANY } });
    renderBrowse();
    expect(await screen.findByRole('link', { name: 'Import' })).toHaveAttribute(
      'href',
      '/settings/official-holidays/import',
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Christmas Day' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove Holiday')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to remove Christmas Day?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(HOLIDAY_TEXT.removed)).toBeInTheDocument();
    expect(server.calls('/api/holidays/2', 'DELETE')).toHaveLength(1);
  });

  it('lets employees browse without Import or remove buttons', async () => {
    stubServer({ role: 'EMPLOYEE', overview: OVERVIEW, storedBy: { [`DE/${YEAR}`]: GERMANY } });
    renderBrowse();
    await screen.findByRole('row', { name: /Christmas Day/ });
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('tells an admin to click Import when nothing is stored, and an employee that nothing is there yet', async () => {
    stubServer({ overview: [] });
    const admin = renderBrowse();
    expect(await screen.findByText(HOLIDAY_TEXT.noneStored)).toBeInTheDocument();
    expect(screen.getByText(HOLIDAY_TEXT.noneStoredAdmin)).toBeInTheDocument();
    admin.unmount();
    localStorage.setItem('ACCESS_TOKEN', 'token');

    stubServer({ role: 'EMPLOYEE', overview: [] });
    renderBrowse();
    expect(await screen.findByText(HOLIDAY_TEXT.noneStoredEmployee)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
  });
});
