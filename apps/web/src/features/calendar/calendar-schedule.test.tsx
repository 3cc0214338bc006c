import type { CalendarGrid, CalendarLeave, WorkSchedule } from '@leavedesk/contracts';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { monthGridDays, weekdayOf } from '@/lib/leave-dates';
import { aUser, json, SignedIn, stubApi } from '@/test/api-stub';
import { structuralViolations } from '@/test/axe';
import { renderScreen } from '@/test/render';
import { Component as CalendarPage } from './calendar-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const FOUR_DAYS = { MONDAY: 8, TUESDAY: 8, WEDNESDAY: 8, THURSDAY: 8, FRIDAY: 0, SATURDAY: 0, SUNDAY: 0 };

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

const cell = async (date: string) => {
  await screen.findByRole('button', { name: new RegExp(`^${dayjs(date).format('dddd D MMMM YYYY')}`) });
  return document.querySelector(`[data-date="${date}"]`) as HTMLElement;
};

describe("Calendar: the tint follows the signed-in person's own schedule (issue 29)", () => {
  it('tints the Fridays of a four-day week from the day it applies, and still shows the others away on them', async () => {
    const month = dayjs().startOf('month');
    const days = monthGridDays(month.format('YYYY-MM-DD')).filter((d) =>
      d.startsWith(month.format('YYYY-MM')),
    );
    const fridays = days.filter((d) => weekdayOf(d) === 'FRIDAY');
    // The four-day week applies from the second Friday: the first is still a working day.
    const [before, from] = fridays;
    const schedule: WorkSchedule = [{ effectiveFrom: from, hours: FOUR_DAYS }];
    const colleague = makeLeave({ firstName: 'Zoe', startAt: from, endAt: from, status: 'ACCEPTED' });
    stubApi(aUser(), {
      'GET /users/mine/schedule': () => json(200, schedule),
      'GET /leaves/calendar/grid': gridRoute([colleague]),
      'GET /leaves/calendar/day': () => json(200, []),
      [`GET /holidays/GB/${dayjs().year()}`]: () => json(200, []),
    });
    renderScreen(
      <SignedIn>
        <CalendarPage />
      </SignedIn>,
      { path: '/calendar' },
    );
    const fromCell = await cell(from);
    await vi.waitFor(() => expect(fromCell).toHaveAttribute('data-weekend', 'true'));
    expect(fromCell).toHaveClass('bg-weekend');
    for (const friday of fridays.filter((d) => d >= from))
      expect(await cell(friday)).toHaveAttribute('data-weekend', 'true');
    // Before the schedule applies, the organization's week: Friday is worked, untinted.
    expect(await cell(before)).not.toHaveAttribute('data-weekend');
    // Thursday is worked; Saturday and Sunday stay off.
    const thursday = dayjs(from).subtract(1, 'day').format('YYYY-MM-DD');
    expect(await cell(thursday)).not.toHaveAttribute('data-weekend');
    const saturday = dayjs(from).add(1, 'day').format('YYYY-MM-DD');
    expect(await cell(saturday)).toHaveAttribute('data-weekend', 'true');
    // A colleague's leave on the person's own day off is still on the grid (the organization works it).
    await vi.waitFor(() => expect(fromCell).toHaveTextContent('Zoe'));
    expect(await structuralViolations()).toEqual([]);
  });

  it("tints the organization's weekend for someone on the organization's week ([])", async () => {
    const month = dayjs().startOf('month');
    const friday = monthGridDays(month.format('YYYY-MM-DD')).find(
      (d) => d.startsWith(month.format('YYYY-MM')) && weekdayOf(d) === 'FRIDAY',
    ) as string;
    stubApi(aUser(), {
      'GET /users/mine/schedule': () => json(200, []),
      'GET /leaves/calendar/grid': gridRoute([]),
      'GET /leaves/calendar/day': () => json(200, []),
      [`GET /holidays/GB/${dayjs().year()}`]: () => json(200, []),
    });
    renderScreen(
      <SignedIn>
        <CalendarPage />
      </SignedIn>,
      { path: '/calendar' },
    );
    expect(await cell(friday)).not.toHaveAttribute('data-weekend');
    const saturday = dayjs(friday).add(1, 'day').format('YYYY-MM-DD');
    expect(await cell(saturday)).toHaveAttribute('data-weekend', 'true');
  });
});
