import type { CalendarLeave } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { addDaysIso, isWeekend, todayIso } from '@/lib/leave-dates';
import { aUser, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as CalendarPage } from './calendar-page';

afterEach(() => vi.unstubAllGlobals());

const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

/** Today, or the next working day when today is a weekend (the panel lists nobody on those). */
function workingDay(): string {
  let d = todayIso();
  while (isWeekend(d, MON_FRI)) d = addDaysIso(d, 1);
  return d;
}

/** A calendar endpoint answering the leaves overlapping the asked range; `hold` delays one-day asks. */
function calendarRoute(leaves: CalendarLeave[], hold?: Promise<void>) {
  return async (_: unknown, url: URL) => {
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    if (hold && from === to) await hold;
    return json(
      200,
      leaves.filter((l) => l.startAt <= to && l.endAt >= from),
    );
  };
}

describe('Calendar: the selected day panel', () => {
  it('keeps describing the selected day with its own leaves after moving to other months', async () => {
    const day = workingDay();
    const away = makeLeave({ firstName: 'Zoe', startAt: day, endAt: day, status: 'ACCEPTED' });
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi(aUser(), {
      'GET /leaves/calendar': calendarRoute([away], hold),
      [`GET /holidays/GB/${dayjs().year()}`]: () => json(200, []),
    });
    renderScreen(
      <SignedIn>
        <CalendarPage />
      </SignedIn>,
      { path: '/calendar' },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^${dayjs(day).format('dddd D MMMM YYYY')}`) }),
    );
    const panel = screen.getByRole('complementary', { name: 'Selected day' });
    expect(await within(panel).findByText('Zoe Lovelace')).toBeInTheDocument();

    // Two months on, the grid no longer holds the day: the panel still names it, and while its
    // own leaves load it says nothing about who is away.
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(within(panel).getByRole('heading')).toHaveTextContent(dayjs(day).format('dddd, D MMM YYYY'));
    expect(await within(panel).findByText('Loading who is away')).toBeInTheDocument();
    expect(within(panel).queryByText('Nobody is away')).not.toBeInTheDocument();
    release();
    expect(await within(panel).findByText('1 away')).toBeInTheDocument();
    expect(within(panel).getByText('Zoe Lovelace')).toBeInTheDocument();
  });

  it('says nobody is away only once the day’s leaves are known to be none', async () => {
    stubApi(aUser(), {
      'GET /leaves/calendar': calendarRoute([]),
      [`GET /holidays/GB/${dayjs().year()}`]: () => json(200, []),
    });
    renderScreen(
      <SignedIn>
        <CalendarPage />
      </SignedIn>,
      { path: '/calendar' },
    );
    const day = workingDay();
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^${dayjs(day).format('dddd D MMMM YYYY')}`) }),
    );
    const panel = screen.getByRole('complementary', { name: 'Selected day' });
    expect(await within(panel).findByText('Nobody is away')).toBeInTheDocument();
  });
});
