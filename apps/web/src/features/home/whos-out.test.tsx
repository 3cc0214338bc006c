import type { CalendarLeave } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIso } from '@/lib/leave-dates';
import { aUser, callsTo, json, organization, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { WHOS_OUT_EMPTY, WhosOut } from './whos-out';
import { whosOutDays } from './whos-out-days';

const ALL_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

let nextId = 1;
function out(
  firstName: string,
  start: string,
  end: string,
  o: Partial<CalendarLeave> & { teamId?: number; lastName?: string } = {},
): CalendarLeave {
  const id = nextId++;
  const { teamId = 10, lastName = 'Lovelace', ...rest } = o;
  return {
    id,
    user: {
      id: 100 + id,
      firstName,
      lastName,
      avatar: null,
      team: { id: teamId, name: teamId === 10 ? 'Engineering' : 'Sales' },
    },
    activatedType: {
      policyId: 1,
      typeId: 1,
      name: 'Vacation',
      symbol: '🏖️',
      cycle: 'PER_YEAR',
      amount: 25,
      requiresApproval: true,
      status: 'ACTIVE',
      carryOverLimit: 0,
      carryOverExpiresAfterMonths: null,
      accrual: 'UPFRONT',
      borrowLimit: 0,
      unit: 'DAYS',
      prorateBySchedule: false,
      expiresAfterMonths: null,
      kind: 'STANDARD',
    },
    startAt: start,
    endAt: end,
    startDayPart: 'FULL',
    endDayPart: 'FULL',
    duration: 1,
    unit: 'DAYS',
    totalDays: 1,
    status: 'ACCEPTED',
    ...rest,
  };
}

afterEach(() => vi.unstubAllGlobals());

/** Every day a working day, so today and tomorrow are shown whatever day the test runs. */
const everyDayWorks = () => json(200, { ...organization, workingDays: [...ALL_DAYS] });
/** The shared machine can be slow to render a first screen. */
const slow = { timeout: 8000 };

describe('whosOutDays', () => {
  const monday = '2026-11-30';

  it('lists each working day someone is out, half days marked on the day they apply to', () => {
    const leaves = [
      out('Ada', monday, addDaysIso(monday, 2), { startDayPart: 'AFTERNOON', endDayPart: 'MORNING' }),
      out('Bob', addDaysIso(monday, 4), addDaysIso(monday, 7)),
    ];
    const days = whosOutDays(leaves, {
      today: monday,
      teamId: 10,
      withOthers: false,
      workingDays: ALL_DAYS.slice(0, 5),
    });
    // Ada Mon–Wed (afternoon of Monday, morning of Wednesday); Bob Fri and the next Monday (the weekend skipped).
    expect(days.map((d) => d.date)).toEqual([monday, '2026-12-01', '2026-12-02', '2026-12-04', '2026-12-07']);
    const halves = days.slice(0, 3).map((d) => d.groups[0]!.people[0]!.half);
    expect(halves).toEqual(['AFTERNOON', null, 'MORNING']);
  });

  it("puts the viewer's team first and, for admins, the rest of the organization after", () => {
    const leaves = [out('Zed', monday, monday, { teamId: 11 }), out('Ann', monday, monday)];
    const options = { today: monday, teamId: 10, workingDays: null };
    const [admin] = whosOutDays(leaves, { ...options, withOthers: true });
    expect(admin!.groups.map((g) => [g.key, g.people.map((p) => p.leave.user.firstName)])).toEqual([
      ['team', ['Ann']],
      ['others', ['Zed']],
    ]);
    const [member] = whosOutDays(leaves, { ...options, withOthers: false });
    expect(member!.groups.map((g) => g.key)).toEqual(['team']);
    const [noTeam] = whosOutDays(leaves, { ...options, teamId: null, withOthers: false });
    expect(noTeam!.groups[0]!.people.map((p) => p.leave.user.firstName)).toEqual(['Ann', 'Zed']);
  });
});

describe("Home's Who's out panel", () => {
  const today = todayIso();

  it("asks the calendar for an organization admin's whole organization over 8 days and shows their team first", async () => {
    const longName = 'Maximiliana-Evangelina Wolfeschlegelsteinhausenbergerdorff';
    const fetch = stubApi(aUser({ role: 'ORGANIZATION_ADMIN' }), {
      'GET /organizations/default': everyDayWorks,
      'GET /leaves/calendar': () =>
        json(200, [
          out('Sam', today, today, { teamId: 11, lastName: 'Sales' }),
          out('Eve', today, addDaysIso(today, 1), { endDayPart: 'MORNING', lastName: longName }),
          out('Pia', today, today, { status: 'PENDING' }),
        ]),
    });
    renderScreen(
      <SignedIn>
        <WhosOut />
      </SignedIn>,
    );
    const panel = await screen.findByRole('region', { name: "Who's out" }, slow);
    const todayItem = await within(panel).findByRole('listitem', { name: /^Today/ }, slow);
    const people = within(todayItem).getAllByTestId('person-out');
    // Initials (the avatar), name, the type's symbol and name, and whether it is pending.
    expect(people.map((p) => p.textContent)).toEqual([
      `EWEve ${longName}🏖️Vacation`,
      'PLPia Lovelace🏖️VacationPending',
      'SSSam Sales🏖️Vacation',
    ]);
    expect(within(todayItem).getByText('Engineering · 2')).toBeInTheDocument();
    expect(within(todayItem).getByText('Rest of the organization · 1')).toBeInTheDocument();
    const [call] = callsTo(fetch, 'GET', '/leaves/calendar');
    const query = new URL(String(call![0]), 'http://localhost').searchParams;
    expect([query.get('from'), query.get('to'), query.get('teamId')]).toEqual([
      today,
      addDaysIso(today, 7),
      null,
    ]);
    // The long name is cut by the layout, and whole in the title.
    expect(people[0]!.querySelector('.truncate')).toHaveTextContent(`Eve ${longName}`);
    expect(people[0]).toHaveAttribute('title', expect.stringContaining(longName));
  });

  it("marks the half day on the day it applies to, and asks for an employee's team only", async () => {
    const tomorrow = addDaysIso(today, 1);
    const fetch = stubApi(aUser({ role: 'EMPLOYEE' }), {
      'GET /organizations/default': everyDayWorks,
      'GET /leaves/calendar': () =>
        json(200, [out('Eve', today, tomorrow, { startDayPart: 'AFTERNOON', endDayPart: 'MORNING' })]),
    });
    renderScreen(
      <SignedIn>
        <WhosOut />
      </SignedIn>,
    );
    const panel = await screen.findByRole('region', { name: "Who's out" }, slow);
    const todayItem = await within(panel).findByRole('listitem', { name: /^Today/ }, slow);
    const tomorrowItem = within(panel).getByRole('listitem', { name: /^Tomorrow/ });
    expect(within(todayItem).getByText('Afternoon')).toBeInTheDocument();
    expect(within(tomorrowItem).getByText('Morning')).toBeInTheDocument();
    expect(within(panel).getByText('Today and the next 7 days in your team.')).toBeInTheDocument();
    const [call] = callsTo(fetch, 'GET', '/leaves/calendar');
    expect(new URL(String(call![0]), 'http://localhost').searchParams.get('teamId')).toBe('10');
  });

  it('shows a loading state, then says nobody is out when nobody is', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubApi(aUser({ role: 'EMPLOYEE' }), {
      'GET /leaves/calendar': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderScreen(
      <SignedIn>
        <WhosOut />
      </SignedIn>,
    );
    expect(await screen.findByRole('status', { name: "Loading who's out" }, slow)).toBeInTheDocument();
    answer(json(200, []));
    expect(await screen.findByText(WHOS_OUT_EMPTY, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: "Loading who's out" })).not.toBeInTheDocument();
  });
});
