import type { CalendarLeave } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLeave } from '@/components/leaves/test-leaves';
import { addDaysIso, todayIso } from '@/lib/leave-dates';
import { aUser, json, organization, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { WhosOut } from './whos-out';

afterEach(() => vi.unstubAllGlobals());

const ALL_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

function out(
  firstName: string,
  start: string,
  end: string,
  o: Partial<Pick<CalendarLeave, 'activatedType' | 'unit' | 'duration'>> = {},
): CalendarLeave {
  const {
    user,
    activatedType,
    startAt,
    endAt,
    startDayPart,
    endDayPart,
    duration,
    unit,
    totalDays,
    status,
    id,
  } = makeLeave({ firstName, startAt: start, endAt: end, status: 'ACCEPTED', ...o });
  return {
    id,
    user: {
      id: user.id,
      firstName,
      lastName: user.lastName,
      avatar: null,
      team: { id: 10, name: 'Engineering' },
    },
    activatedType,
    startAt,
    endAt,
    startDayPart,
    endDayPart,
    duration,
    unit,
    totalDays,
    status,
  };
}

describe("Who's out: leave in hours (issue 29)", () => {
  it('says how many hours a one-day leave in hours takes, and nothing for days or several days', async () => {
    const today = todayIso();
    const hours = { ...makeLeave().activatedType, name: 'Flexi hours', unit: 'HOURS' as const };
    stubApi(aUser({ role: 'ORGANIZATION_ADMIN', team: { id: 10, name: 'Engineering' } }), {
      'GET /organizations/default': () => json(200, { ...organization, workingDays: [...ALL_DAYS] }),
      'GET /leaves/calendar': () =>
        json(200, [
          out('Ana', today, today, { activatedType: hours, unit: 'HOURS', duration: 2.5 }),
          out('Ben', today, addDaysIso(today, 1), { activatedType: hours, unit: 'HOURS', duration: 15 }),
          out('Cy', today, today),
        ]),
    });
    renderScreen(
      <SignedIn>
        <WhosOut />
      </SignedIn>,
    );
    const panel = await screen.findByRole('region', { name: "Who's out" }, { timeout: 8000 });
    const todayItem = await within(panel).findByRole('listitem', { name: /^Today/ }, { timeout: 8000 });
    const people = within(todayItem).getAllByTestId('person-out');
    const ana = people.find((p) => p.textContent?.includes('Ana')) as HTMLElement;
    expect(within(ana).getByText('2.5 h')).toBeInTheDocument();
    expect(ana).toHaveAttribute('title', expect.stringContaining('· 2.5 h'));
    for (const name of ['Ben', 'Cy'])
      expect(people.find((p) => p.textContent?.includes(name))?.textContent).not.toMatch(/\d h/);
  });
});
