import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBalance, makeLeave } from '@/components/leaves/test-leaves';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as CreateLeavePage, prefillOf } from './create-leave-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const type = makeLeave().activatedType;
const balance = (typeId: number, name: string, symbol: string) =>
  makeBalance({ activatedType: { ...type, typeId, name, symbol } });

describe('Create Leave', () => {
  it('offers the leave types as one radio group, moved through and chosen with the arrow keys', async () => {
    stubApi(aUser(), {
      'GET /leaves/mine/balance': () =>
        json(200, [
          balance(1, 'Vacation', '🏖️'),
          balance(2, 'Sick leave', '🤒'),
          balance(3, 'Training', '📚'),
        ]),
    });
    renderScreen(
      <SignedIn>
        <CreateLeavePage />
      </SignedIn>,
      { path: '/leaves/create' },
    );
    const group = await screen.findByRole('radiogroup', { name: 'Leave type' }, { timeout: 10_000 });
    const [vacation, sick, training] = ['Vacation', 'Sick leave', 'Training'].map((name) =>
      screen.getByRole('radio', { name }),
    );
    expect(group).toBeInTheDocument();
    // One Tab stop for the whole group: the first type, nothing chosen yet.
    for (let i = 0; i < 10 && !group.contains(document.activeElement); i++) await userEvent.tab();
    expect(vacation).toHaveFocus();
    expect(vacation).not.toBeChecked();
    // As a hand presses an arrow: down, the focus moves (Radix waits a task), then up.
    const arrow = async (key: 'ArrowRight' | 'ArrowLeft') => {
      await userEvent.keyboard(`{${key}>}`);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await userEvent.keyboard(`{/${key}}`);
    };
    await arrow('ArrowRight');
    expect(sick).toHaveFocus();
    expect(sick).toBeChecked();
    await arrow('ArrowRight');
    expect(training).toBeChecked();
    expect(sick).not.toBeChecked();
    await arrow('ArrowLeft');
    expect(sick).toBeChecked();
    // The next Tab leaves the group.
    await userEvent.tab();
    expect([vacation, sick, training]).not.toContain(document.activeElement);
  });

  it('offers an optional substitute: searched among the colleagues, chosen, and taken back', async () => {
    const fetch = stubApi(aUser({ id: 1 }), {
      'GET /leaves/mine/balance': () => json(200, [balance(1, 'Vacation', '🏖️')]),
      'GET /leaves/substitute-candidates': (_, url) => {
        const text = url.searchParams.get('text');
        const people = [
          { id: 2, firstName: 'Ana', lastName: 'Lima' },
          { id: 3, firstName: 'Sam', lastName: 'Stone' },
        ];
        return json(200, text ? people.filter((p) => p.firstName.toLowerCase().includes(text)) : people);
      },
    });
    renderScreen(
      <SignedIn>
        <CreateLeavePage />
      </SignedIn>,
      { path: '/leaves/create' },
    );
    const picker = await screen.findByRole(
      'combobox',
      { name: 'Substitute (optional)' },
      { timeout: 10_000 },
    );
    expect(picker).toHaveTextContent('No substitute');
    await userEvent.click(picker);
    expect(await screen.findByRole('option', { name: 'Ana Lima' })).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search people...'), 'sam');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Ana Lima' })).not.toBeInTheDocument());
    expect(
      callsTo(fetch, 'GET', '/leaves/substitute-candidates').map(([input]) =>
        new URL(input, 'http://x').searchParams.get('text'),
      ),
    ).toContain('sam');
    await userEvent.click(screen.getByRole('option', { name: 'Sam Stone' }));
    expect(picker).toHaveTextContent('Sam Stone');
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'No substitute' }));
    expect(picker).toHaveTextContent('No substitute');
  });

  it("starts with the type and dates of the address (the planner's 'Request these days')", async () => {
    const fetch = stubApi(aUser(), {
      'GET /leaves/mine/balance': () =>
        json(200, [balance(1, 'Vacation', '🏖️'), balance(2, 'Sick leave', '🤒')]),
      'POST /leaves/check': () =>
        json(200, {
          duration: 1,
          totalDays: 4,
          yourConflicts: [],
          teamConflicts: [],
          holidays: [],
          balances: [],
          isAllowed: true,
          message: null,
        }),
    });
    renderScreen(
      <SignedIn>
        <CreateLeavePage />
      </SignedIn>,
      { path: '/leaves/create', url: '/leaves/create?typeId=2&start=2027-05-06&end=2027-05-09' },
    );
    expect(await screen.findByRole('radio', { name: 'Sick leave' }, { timeout: 10_000 })).toBeChecked();
    await waitFor(() => expect(callsTo(fetch, 'POST', '/leaves/check').length).toBeGreaterThan(0));
    const [[, init]] = callsTo(fetch, 'POST', '/leaves/check');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      typeId: 2,
      start: '2027-05-06',
      end: '2027-05-09',
    });
  });

  it('takes from the address only well-formed values', () => {
    expect(prefillOf(new URLSearchParams('typeId=2&start=2027-05-06&end=2027-05-09'))).toEqual({
      typeId: 2,
      start: '2027-05-06',
      end: '2027-05-09',
    });
    expect(prefillOf(new URLSearchParams('typeId=-1&start=soon&end=2027-5-9'))).toEqual({
      typeId: undefined,
      start: '',
      end: '',
    });
  });
});
