import type { LeaveCheckAnswer } from '@leavedesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBalance, makeLeave } from '@/components/leaves/test-leaves';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { Component as CreateLeavePage } from './create-leave-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const type = makeLeave().activatedType;
const days = makeBalance({ activatedType: { ...type, typeId: 1, name: 'Vacation', symbol: '🏖️' } });
const hours = makeBalance({
  activatedType: { ...type, typeId: 2, name: 'Flexi hours', symbol: '⏱️', unit: 'HOURS', amount: 120 },
  unit: 'HOURS',
  totalAmount: 120,
  allowanceAmount: 120,
  usedAmount: 0,
  pendingAmount: 0,
  remainingAmount: 120,
});

function checkAnswer(body: { startTime?: string; endTime?: string; typeId?: number }): LeaveCheckAnswer {
  const unit = body.typeId === 2 ? 'HOURS' : 'DAYS';
  const duration = unit === 'HOURS' ? (body.startTime ? 4 : 7.5) : 1;
  return {
    duration,
    unit,
    totalDays: 1,
    yourConflicts: [],
    teamConflicts: [],
    holidays: [],
    balances: [],
    isAllowed: true,
    message: null,
    substituteAway: [],
  };
}

function renderAt(url: string) {
  const fetch = stubApi(aUser(), {
    'GET /leaves/mine/balance': () => json(200, [days, hours]),
    'POST /leaves/check': (body) => json(200, checkAnswer(body as { typeId?: number })),
    'POST /leaves': (body) => {
      const b = body as { startTime?: string; endTime?: string };
      return json(
        201,
        makeLeave({ unit: 'HOURS', duration: 4, startTime: b.startTime ?? null, endTime: b.endTime ?? null }),
      );
    },
  });
  renderScreen(
    <SignedIn>
      <CreateLeavePage />
    </SignedIn>,
    { path: '/leaves/create', url },
  );
  return fetch;
}

async function pickTime(label: string, time: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), time);
}

const bodies = (fetch: ReturnType<typeof stubApi>, method: string, path: string) =>
  callsTo(fetch, method, path).map(([, init]) => JSON.parse(String(init?.body)));

describe('Create Leave in hours (issue 29)', () => {
  it('offers From and To for a one-day request of an HOURS type, checks and sends them, and reads the summary in hours', async () => {
    const fetch = renderAt('/leaves/create?typeId=2&start=2027-05-06&end=2027-05-06');
    expect(await screen.findByRole('radio', { name: 'Flexi hours' }, { timeout: 10_000 })).toBeChecked();
    // Without times the day counts its scheduled hours.
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(await within(summary).findByText('7.5 h', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(summary).getByText('Working Hours')).toBeInTheDocument();
    expect(within(summary).queryByText('Non-Working Days')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Day' })).toBeInTheDocument();

    await pickTime('From', '09:00');
    // One time alone is not sent, and the half days are gone once a time is chosen.
    expect(screen.queryByRole('radiogroup', { name: 'Day' })).not.toBeInTheDocument();
    await pickTime('To', '13:00');
    await waitFor(() =>
      expect(bodies(fetch, 'POST', '/leaves/check').at(-1)).toMatchObject({
        typeId: 2,
        start: '2027-05-06',
        end: '2027-05-06',
        startTime: '09:00',
        endTime: '13:00',
      }),
    );
    expect(bodies(fetch, 'POST', '/leaves/check').filter((b) => b.startTime && !b.endTime)).toEqual([]);
    expect(await within(summary).findByText('4 h', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await structuralViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/leaves')).toHaveLength(1));
    expect(bodies(fetch, 'POST', '/leaves')[0]).toMatchObject({
      typeId: 2,
      start: '2027-05-06',
      end: '2027-05-06',
      startDayPart: 'FULL',
      endDayPart: 'FULL',
      startTime: '09:00',
      endTime: '13:00',
    });
  });

  it('refuses one time without the other, or an end before the start, and sends nothing', async () => {
    const fetch = renderAt('/leaves/create?typeId=2&start=2027-05-06&end=2027-05-06');
    await screen.findByRole('combobox', { name: 'From' }, { timeout: 10_000 });
    await pickTime('From', '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose both times, or neither.')).toBeInTheDocument();
    await pickTime('To', '09:00');
    expect(await screen.findByText('The end time must be after the start time.')).toBeInTheDocument();
    // Such times are never checked either: the summary keeps the whole day's hours.
    expect(bodies(fetch, 'POST', '/leaves/check').filter((b) => b.startTime || b.endTime)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(callsTo(fetch, 'POST', '/leaves')).toHaveLength(0);
    // Cleared, the whole day is asked for again, with its half days.
    await userEvent.click(screen.getByRole('button', { name: 'Clear the hours' }));
    expect(screen.getByRole('radiogroup', { name: 'Day' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('');
  });

  it('shows no hours for a DAYS type, nor for a request of several days', async () => {
    renderAt('/leaves/create?typeId=1&start=2027-05-06&end=2027-05-06');
    expect(await screen.findByRole('radio', { name: 'Vacation' }, { timeout: 10_000 })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Day' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'From' })).not.toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(await within(summary).findByText('Non-Working Days')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Flexi hours' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toBeInTheDocument();
  });

  it('shows no hours for an HOURS request of several days', async () => {
    renderAt('/leaves/create?typeId=2&start=2027-05-06&end=2027-05-07');
    expect(await screen.findByRole('radio', { name: 'Flexi hours' }, { timeout: 10_000 })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'First day' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'From' })).not.toBeInTheDocument();
  });
});
