import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { ExportDialog } from './export-dialog';

const slow = { timeout: 8000 };
const file = (name: string) =>
  new Response('\uFEFFLeave ID\r\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the export dialog', () => {
  it("sends the page's filters with the chosen format and type, and saves the file under the server's name", async () => {
    const fetch = stubApi(aUser(), {
      'GET /leaves/types': () => json(200, [{ id: 5, name: 'Sick leave', symbol: '🤒' }]),
      'GET /leaves/export': () => file('leaves-2026-11-27.xlsx'),
    });
    renderScreen(
      <SignedIn>
        <ExportDialog kind="leaves" filters={{ status: ['ACCEPTED', 'PENDING'], teamId: 11 }} scope="Scope" />
      </SignedIn>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Export leaves' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Excel/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Leave type' }));
    await userEvent.click(await screen.findByRole('option', { name: /Sick leave/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Export downloaded.', {}, slow)).toBeInTheDocument();
    const [call] = callsTo(fetch, 'GET', '/leaves/export');
    const query = new URL(String(call![0]), 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      status: 'ACCEPTED,PENDING',
      teamId: '11',
      format: 'xlsx',
      typeId: '5',
    });
    expect(call![1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(saved).toEqual(['leaves-2026-11-27.xlsx']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the balances of the chosen period, and shows a refusal without closing', async () => {
    const fetch = stubApi(aUser(), {
      'GET /leaves/balances/export': () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Format must be csv or xlsx.',
        }),
    });
    renderScreen(
      <SignedIn>
        <ExportDialog kind="balances" filters={{ teamId: undefined }} scope="Scope" />
      </SignedIn>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Export balances' });
    expect(within(dialog).getByRole('radio', { name: /CSV/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect((await screen.findAllByText('Format must be csv or xlsx.', {}, slow)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Export balances' })).toBeInTheDocument();
    const [call] = callsTo(fetch, 'GET', '/leaves/balances/export');
    expect(Object.fromEntries(new URL(String(call![0]), 'http://localhost').searchParams)).toEqual({
      format: 'csv',
    });
    expect(saved).toEqual([]);
  });
});
