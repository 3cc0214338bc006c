import type { CalendarGrid, CalendarLeave } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { resetFirstPaint } from '@/lib/first-paint';
import { addDaysIso, isWeekend, monthGridDays, todayIso } from '@/lib/leave-dates';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as CalendarPage } from './calendar-page';
import { calendarGridQueryOptions } from './calendar-query';

afterEach(() => vi.unstubAllGlobals());

const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

/**
 * Today, or the nearest working day of this month when today is a weekend (the panel lists nobody
 * on those): the next one, or the one before when the month ends on the weekend (the grid opens on
 * this month; on Saturday 31 July, Monday 2 August was not in it).
 */
function workingDay(): string {
  const today = todayIso();
  let d = today;
  while (isWeekend(d, MON_FRI)) d = addDaysIso(d, 1);
  if (d.slice(0, 7) === today.slice(0, 7)) return d;
  d = today;
  while (isWeekend(d, MON_FRI)) d = addDaysIso(d, -1);
  return d;
}

/** The grid endpoint as the server answers it: per day, the count and the first three leaves. */
function gridRoute(leaves: CalendarLeave[]) {
  return async (_: unknown, url: URL) => {
    const month = url.searchParams.get('month') ?? '';
    const days = monthGridDays(`${month}-01`);
    const grid: CalendarGrid = {
      month,
      from: days[0],
      to: days[days.length - 1],
      days: days.map((date) => {
        const on = leaves.filter((l) => l.startAt <= date && date <= l.endAt);
        return { date, count: on.length, chips: on.slice(0, 3) };
      }),
    };
    return json(200, grid);
  };
}

/** The day-list endpoint; `hold` delays its answers. */
function dayRoute(leaves: CalendarLeave[], hold?: Promise<void>) {
  return async (_: unknown, url: URL) => {
    const date = url.searchParams.get('date') ?? '';
    if (hold) await hold;
    return json(
      200,
      leaves.filter((l) => l.startAt <= date && date <= l.endAt),
    );
  };
}

function renderCalendar(onCommit?: () => void) {
  return renderScreen(
    <SignedIn>
      {onCommit ? (
        <React.Profiler id="calendar" onRender={onCommit}>
          <CalendarPage />
        </React.Profiler>
      ) : (
        <CalendarPage />
      )}
    </SignedIn>,
    { path: '/calendar' },
  );
}

const dayButton = (day: string) =>
  screen.findByRole('button', { name: new RegExp(`^${dayjs(day).format('dddd D MMMM YYYY')}`) });

describe('Calendar: the grid and the selected day panel', () => {
  it('keeps describing the selected day with its own full list, also after moving to other months', async () => {
    const day = workingDay();
    const away = makeLeave({ firstName: 'Zoe', startAt: day, endAt: day, status: 'ACCEPTED' });
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = stubApi(aUser(), {
      'GET /leaves/calendar/grid': gridRoute([away]),
      'GET /leaves/calendar/day': dayRoute([away], hold),
      [`GET /holidays/GB/${dayjs().year()}`]: () => json(200, []),
    });
    renderCalendar();
    await userEvent.click(await dayButton(day));
    const panel = screen.getByRole('complementary', { name: 'Selected day' });
    // While the day's list loads, the panel says nothing about who is away.
    expect(await within(panel).findByText('Loading who is away')).toBeInTheDocument();
    expect(within(panel).queryByText('Nobody is away')).not.toBeInTheDocument();
    release();
    expect(await within(panel).findByText('1 away')).toBeInTheDocument();
    expect(within(panel).getByText('Zoe Lovelace')).toBeInTheDocument();

    // Two months on, the grid no longer holds the day: the panel still names it, with its own list.
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(within(panel).getByRole('heading')).toHaveTextContent(dayjs(day).format('dddd, D MMM YYYY'));
    expect(within(panel).getByText('1 away')).toBeInTheDocument();
    expect(within(panel).getByText('Zoe Lovelace')).toBeInTheDocument();
    const months = callsTo(fetch, 'GET', '/leaves/calendar/grid').map(([url]) =>
      new URL(url, 'http://localhost').searchParams.get('month'),
    );
    expect(months).toContain(dayjs().add(2, 'month').format('YYYY-MM'));
    expect(callsTo(fetch, 'GET', '/leaves/calendar')).toHaveLength(0);
  });

  it('says nobody is away only once the day’s leaves are known to be none', async () => {
    stubApi(aUser(), {
      'GET /leaves/calendar/grid': gridRoute([]),
      'GET /leaves/calendar/day': dayRoute([]),
      [`GET /holidays/GB/${dayjs().year()}`]: () => json(200, []),
    });
    renderCalendar();
    await userEvent.click(await dayButton(workingDay()));
    const panel = screen.getByRole('complementary', { name: 'Selected day' });
    expect(await within(panel).findByText('Nobody is away')).toBeInTheDocument();
  });

  it('shows the grid’s three chips and count on a busy day, and the whole day in the panel', async () => {
    const day = workingDay();
    const names = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret'];
    const leaves = names.map((firstName) => makeLeave({ firstName, startAt: day, endAt: day }));
    stubApi(aUser(), {
      'GET /leaves/calendar/grid': gridRoute(leaves),
      'GET /leaves/calendar/day': dayRoute(leaves),
      [`GET /holidays/GB/${dayjs().year()}`]: () => json(200, []),
    });
    renderCalendar();
    const button = await dayButton(day);
    const cell = button.closest('[data-date]') as HTMLElement;
    await within(cell).findByRole('button', { name: '+2 more...' });
    expect(
      within(cell)
        .getAllByTestId('leave-chip')
        .map((c) => c.textContent),
    ).toEqual(['ALAda🏖️', 'GLGrace🏖️', 'ALAlan🏖️']);
    expect(button).toHaveAccessibleName(expect.stringMatching(/, 5 on leave$/));
    await userEvent.click(button);
    const panel = screen.getByRole('complementary', { name: 'Selected day' });
    expect(await within(panel).findByText('5 away')).toBeInTheDocument();
    expect(within(panel).getByText('Margaret Lovelace')).toBeInTheDocument();
  });

  it('paints the month with its chips first, and gives the team list and ‘+N more...’ their menus in the render right after', async () => {
    resetFirstPaint();
    const day = workingDay();
    const leaves = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret'].map((firstName) =>
      makeLeave({ firstName, startAt: day, endAt: day }),
    );
    const grid = gridRoute(leaves);
    stubApi(aUser(), {
      'GET /leaves/calendar/grid': grid,
      'GET /leaves/calendar/day': dayRoute(leaves),
      [`GET /holidays/GB/${dayjs().year()}`]: () => json(200, []),
    });
    // What each commit of the screen put on the page.
    const commits: { chips: number; teamSelect: boolean; placeholder: boolean; more?: string }[] = [];
    const { queryClient } = renderCalendar(() => {
      commits.push({
        chips: screen.queryAllByTestId('leave-chip').length,
        teamSelect: screen.queryByRole('combobox', { name: 'Team' }) !== null,
        placeholder: document.querySelector('[data-slot="select-trigger-placeholder"]') !== null,
        more: screen.queryByText('+2 more...')?.tagName,
      });
    });
    // The month's answer is in before the screen first renders, as the page's early call has it.
    const month = dayjs().format('YYYY-MM');
    const answer = await (await grid(undefined, new URL(`http://localhost/?month=${month}`))).json();
    queryClient.setQueryData(calendarGridQueryOptions({ month }).queryKey, answer);

    await screen.findByRole('combobox', { name: 'Team' });
    await screen.findByRole('button', { name: '+2 more...' });
    expect(commits[0]).toEqual({ chips: 3, teamSelect: false, placeholder: true, more: 'SPAN' });
    expect(commits.at(-1)).toEqual({ chips: 3, teamSelect: true, placeholder: false, more: 'BUTTON' });
  });

  it('shows a month that failed to load as an error in place, whose Try again asks again', async () => {
    const away = makeLeave({ firstName: 'Grace', startAt: workingDay(), endAt: workingDay() });
    let failing = true;
    const works = gridRoute([away]);
    const fetch = stubApi(aUser(), {
      'GET /leaves/calendar/grid': (body, url) =>
        failing
          ? json(500, { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'Boom.' })
          : works(body, url),
      'GET /leaves/calendar/day': dayRoute([away]),
    });
    renderCalendar();
    // After the query's one retry: the error where the month would be, not an empty month.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByText('The calendar could not be loaded.')).toBeInTheDocument();
    const dayName = new RegExp(`^${dayjs(workingDay()).format('dddd D MMMM YYYY')}`);
    expect(screen.queryByRole('button', { name: dayName })).not.toBeInTheDocument();
    const calls = callsTo(fetch, 'GET', '/leaves/calendar/grid').length;
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findAllByTestId('leave-chip')).not.toHaveLength(0);
    expect(callsTo(fetch, 'GET', '/leaves/calendar/grid').length).toBe(calls + 1);
    expect(screen.queryByText('The calendar could not be loaded.')).not.toBeInTheDocument();
  }, 30_000);
});
