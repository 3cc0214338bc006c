import {
  type AuditEntry,
  type Balance,
  LEAVE_MSG,
  type Leave,
  type LeaveCheckAnswer,
  SCHEDULE_MSG,
  type WeekHours,
  type WorkSchedule,
} from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../../test/harness';
import { addDays } from '../../lib/working-days';
import {
  addHoliday,
  addPerson,
  addTeam,
  futureMonday,
  type Org,
  type Person,
  setupOrg,
} from '../leaves/leave-fixtures';

/*
 * Work schedules (issue 29) over HTTP: who reads and writes GET/PUT /users/{id}/schedule, the
 * refusals with their details (nothing stored), and the person's schedule in every working-day
 * count of their leave requests: the check, create and balances.
 */

function week(hours: Partial<WeekHours>): WeekHours {
  return { MONDAY: 0, TUESDAY: 0, WEDNESDAY: 0, THURSDAY: 0, FRIDAY: 0, SATURDAY: 0, SUNDAY: 0, ...hours };
}
const FOUR_DAYS = week({ MONDAY: 8, TUESDAY: 8, WEDNESDAY: 8, THURSDAY: 8 });
const MORNINGS = week({ MONDAY: 4, TUESDAY: 4, WEDNESDAY: 4, THURSDAY: 4, FRIDAY: 4 });
const FULL = week({ MONDAY: 8, TUESDAY: 8, WEDNESDAY: 8, THURSDAY: 8, FRIDAY: 8 });

let org: Org;
let teamAdmin: Person;
let otherTeamAdmin: Person;
let colleague: Person;
let foreignAdmin: string;

beforeAll(async () => {
  org = await setupOrg();
  const otherTeam = await addTeam(org, 'Other team');
  [teamAdmin, otherTeamAdmin, colleague] = await Promise.all([
    addPerson(org, { role: 'TEAM_ADMIN', firstName: 'Tia' }),
    addPerson(org, { role: 'TEAM_ADMIN', teamId: otherTeam, firstName: 'Otto' }),
    addPerson(org, { firstName: 'Cole' }),
  ]);
  foreignAdmin = (await registerOrganization(org.t, { organizationName: 'Elsewhere' })).accessToken;
});

function getSchedule(token: string, id: number | 'mine') {
  return org.t.call('GET', `/api/users/${id}/schedule`, { token });
}
function putSchedule(token: string, id: number | 'mine', body: unknown) {
  return org.t.call('PUT', `/api/users/${id}/schedule`, { token, body });
}
async function setSchedule(id: number, body: WorkSchedule) {
  const res = await putSchedule(org.admin.accessToken, id, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkSchedule;
}
async function check(person: Person, start: string, end: string, parts: Record<string, string> = {}) {
  const res = await org.t.call('POST', '/api/leaves/check', {
    token: person.token,
    body: { typeId: org.types.vacation, start, end, ...parts },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LeaveCheckAnswer;
}
function create(person: Person, start: string, end: string, parts: Record<string, string> = {}) {
  return org.t.call('POST', '/api/leaves', {
    token: person.token,
    body: { typeId: org.types.vacation, start, end, ...parts },
  });
}
async function vacationBalance(person: Person, date: string) {
  const res = await org.t.call('GET', `/api/leaves/mine/balance?date=${date}`, { token: person.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Balance[]).find((b) => b.activatedType.name === 'Vacation')!;
}

describe('who reads and writes a work schedule', () => {
  const entry = [{ effectiveFrom: '2024-01-01', hours: FOUR_DAYS }];

  it('the person, their team admins and organization admins read it; an employee reading someone else hears 403; another team’s admin, another organization and an unknown id 404', async () => {
    const person = await addPerson(org);
    await setSchedule(person.id, entry);
    for (const token of [person.token, teamAdmin.token, org.admin.accessToken]) {
      const res = await getSchedule(token, person.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(entry);
    }
    expect((await getSchedule(person.token, 'mine')).json()).toEqual(entry);
    expect((await getSchedule(colleague.token, person.id)).statusCode).toBe(403);
    expect((await getSchedule(otherTeamAdmin.token, person.id)).statusCode).toBe(404);
    expect((await getSchedule(foreignAdmin, person.id)).statusCode).toBe(404);
    expect((await getSchedule(org.admin.accessToken, 2_000_000_000)).statusCode).toBe(404);
  });

  it('someone without a schedule answers [] (the organization’s week)', async () => {
    const res = await getSchedule(colleague.token, 'mine');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('organization admins and the person’s team admins write it; employees (themselves included) hear 403; another team’s admin, another organization and an unknown id 404', async () => {
    const person = await addPerson(org);
    expect((await putSchedule(org.admin.accessToken, person.id, entry)).statusCode).toBe(200);
    expect((await putSchedule(teamAdmin.token, person.id, [])).statusCode).toBe(200);
    const refused = await putSchedule(person.token, 'mine', entry);
    expect(refused.statusCode).toBe(403);
    expect((await putSchedule(colleague.token, person.id, entry)).statusCode).toBe(403);
    expect((await putSchedule(otherTeamAdmin.token, person.id, entry)).statusCode).toBe(404);
    expect((await putSchedule(foreignAdmin, person.id, entry)).statusCode).toBe(404);
    expect((await putSchedule(org.admin.accessToken, 2_000_000_000, entry)).statusCode).toBe(404);
    expect((await getSchedule(org.admin.accessToken, person.id)).json()).toEqual([]);
  });

  it('nobody writes their own, except the only active organization admin', async () => {
    const own = await putSchedule(teamAdmin.token, 'mine', entry);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SCHEDULE_MSG.ownSchedule);

    const alone = await setupOrg(org.t);
    const mine = await putSchedule(alone.admin.accessToken, 'mine', entry);
    expect(mine.statusCode, mine.body).toBe(200);
    await addPerson(alone, { role: 'ORGANIZATION_ADMIN' });
    expect((await putSchedule(alone.admin.accessToken, 'mine', [])).statusCode).toBe(403);
  });
});

describe('PUT replaces the whole history', () => {
  it('answers and keeps it oldest first, replaces it whole, and [] goes back to the organization’s week', async () => {
    const person = await addPerson(org);
    const saved = await setSchedule(person.id, [
      { effectiveFrom: '2026-06-01', hours: MORNINGS },
      { effectiveFrom: '2025-01-01', hours: FOUR_DAYS },
    ]);
    const oldestFirst = [
      { effectiveFrom: '2025-01-01', hours: FOUR_DAYS },
      { effectiveFrom: '2026-06-01', hours: MORNINGS },
    ];
    expect(saved).toEqual(oldestFirst);
    expect((await getSchedule(person.token, 'mine')).json()).toEqual(oldestFirst);
    await setSchedule(person.id, [{ effectiveFrom: '2027-01-01', hours: FULL }]);
    expect((await getSchedule(person.token, 'mine')).json()).toEqual([
      { effectiveFrom: '2027-01-01', hours: FULL },
    ]);
    await setSchedule(person.id, []);
    expect((await getSchedule(person.token, 'mine')).json()).toEqual([]);
  });

  it('keeps quarter hours exactly', async () => {
    const person = await addPerson(org);
    const hours = week({ MONDAY: 7.25, TUESDAY: 7.5, WEDNESDAY: 7.75, THURSDAY: 0.25, FRIDAY: 24 });
    expect(await setSchedule(person.id, [{ effectiveFrom: '2025-01-01', hours }])).toEqual([
      { effectiveFrom: '2025-01-01', hours },
    ]);
  });

  it('records the change in the audit trail as a user update of the work schedule', async () => {
    const person = await addPerson(org, { firstName: 'Audra' });
    await setSchedule(person.id, [{ effectiveFrom: '2025-01-01', hours: FOUR_DAYS }]);
    const res = await org.t.call('GET', '/api/organization/audit?kind=USER_UPDATED', {
      token: org.admin.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json().contents as AuditEntry[]).find((e) => e.target.id === person.id);
    expect(entry).toMatchObject({
      kind: 'USER_UPDATED',
      target: { type: 'USER', id: person.id, label: 'Audra Person' },
      changes: [
        { field: 'workSchedule', before: [], after: [{ effectiveFrom: '2025-01-01', hours: FOUR_DAYS }] },
      ],
    });
  });
});

describe('a bad schedule is a 400 naming the field, and nothing is stored', () => {
  const good = { effectiveFrom: '2025-01-01', hours: FOUR_DAYS };
  it.each([
    [
      'a missing weekday',
      [{ effectiveFrom: '2025-01-01', hours: { ...FOUR_DAYS, SUNDAY: undefined } }],
      '0.hours.SUNDAY',
      'Hours on Sunday must be a number from 0 to 24.',
    ],
    [
      'more than 24 hours',
      [good, { effectiveFrom: '2026-01-01', hours: { ...FOUR_DAYS, MONDAY: 24.25 } }],
      '1.hours.MONDAY',
      'Hours on Monday must be a number from 0 to 24.',
    ],
    [
      'negative hours',
      [{ effectiveFrom: '2025-01-01', hours: { ...FOUR_DAYS, FRIDAY: -1 } }],
      '0.hours.FRIDAY',
      'Hours on Friday must be a number from 0 to 24.',
    ],
    [
      'not a quarter hour',
      [{ effectiveFrom: '2025-01-01', hours: { ...FOUR_DAYS, TUESDAY: 7.3 } }],
      '0.hours.TUESDAY',
      'Hours on Tuesday must be in quarter hours, e.g. 7.25 or 7.5.',
    ],
    [
      'hours as text',
      [{ effectiveFrom: '2025-01-01', hours: { ...FOUR_DAYS, WEDNESDAY: '8' } }],
      '0.hours.WEDNESDAY',
      'Hours on Wednesday must be a number from 0 to 24.',
    ],
    [
      'a day that is no weekday',
      [{ effectiveFrom: '2025-01-01', hours: { ...FOUR_DAYS, FUNDAY: 8 } }],
      '0.hours',
      SCHEDULE_MSG.hoursShape,
    ],
    ['no date', [{ hours: FOUR_DAYS }], '0.effectiveFrom', SCHEDULE_MSG.effectiveFrom],
    [
      'a date that is no date',
      [{ effectiveFrom: '2025-02-30', hours: FOUR_DAYS }],
      '0.effectiveFrom',
      SCHEDULE_MSG.effectiveFrom,
    ],
    ['two entries from one date', [good, good], '1.effectiveFrom', SCHEDULE_MSG.duplicateDate],
  ])('%s', async (_, body, field, message) => {
    const person = await addPerson(org);
    const before = [{ effectiveFrom: '2020-01-01', hours: MORNINGS }];
    await setSchedule(person.id, before);
    const res = await putSchedule(org.admin.accessToken, person.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(res.json().details).toContainEqual({ field, message });
    expect((await getSchedule(org.admin.accessToken, person.id)).json()).toEqual(before);
  });

  it('an employee sending a bad body still hears 403', async () => {
    expect((await putSchedule(colleague.token, colleague.id, [{ nonsense: true }])).statusCode).toBe(403);
  });

  it('refuses more than 100 entries', async () => {
    const entries = Array.from({ length: 101 }, (_, i) => ({
      effectiveFrom: addDays('2020-01-01', i),
      hours: FULL,
    }));
    const res = await putSchedule(org.admin.accessToken, colleague.id, entries);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field: 'body', message: SCHEDULE_MSG.entriesMax });
  });
});

describe('leave requests count the person’s scheduled days', () => {
  it('a four-day week asking Monday to Friday counts 4 days, in the check, the created leave and the balance', async () => {
    const person = await addPerson(org);
    await setSchedule(person.id, [{ effectiveFrom: '2020-01-01', hours: FOUR_DAYS }]);
    const monday = futureMonday(1);
    const friday = addDays(monday, 4);
    const answer = await check(person, monday, friday);
    expect(answer).toMatchObject({ duration: 4, totalDays: 5, isAllowed: true });
    expect(answer.balances[0].requestedAmount).toBe(4);
    const created = await create(person, monday, friday);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as Leave).duration).toBe(4);
    expect((await vacationBalance(person, monday)).pendingAmount).toBe(4);
  });

  it('a mornings-only person counts one day per scheduled date', async () => {
    const person = await addPerson(org);
    await setSchedule(person.id, [{ effectiveFrom: '2020-01-01', hours: MORNINGS }]);
    const monday = futureMonday(1);
    expect((await check(person, monday, addDays(monday, 6))).duration).toBe(5);
  });

  it('a schedule change mid-leave counts each date by its own week; before the first entry the organization’s week applies', async () => {
    const person = await addPerson(org);
    const monday = futureMonday(2);
    // Monday to Friday as the organization, then from the next Monday a four-day week.
    await setSchedule(person.id, [{ effectiveFrom: addDays(monday, 7), hours: FOUR_DAYS }]);
    expect((await check(person, monday, addDays(monday, 11))).duration).toBe(9);
  });

  it('a holiday on a scheduled day counts 0, a half day 0.5, and only unscheduled days are no working days', async () => {
    const person = await addPerson(org);
    await setSchedule(person.id, [{ effectiveFrom: '2020-01-01', hours: FOUR_DAYS }]);
    const monday = futureMonday(3);
    await addHoliday(org, addDays(monday, 2));
    expect((await check(person, monday, addDays(monday, 4))).duration).toBe(3);
    expect((await check(person, monday, addDays(monday, 3), { endDayPart: 'MORNING' })).duration).toBe(2.5);
    const friday = await check(person, addDays(monday, 4), addDays(monday, 4));
    expect(friday).toMatchObject({ duration: 0, isAllowed: false, message: LEAVE_MSG.noWorkingDays });
    const refused = await create(person, addDays(monday, 4), addDays(monday, 6));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(LEAVE_MSG.noWorkingDays);
  });

  it('a weekend worker may take a Saturday, which counts 1 day', async () => {
    const person = await addPerson(org);
    await setSchedule(person.id, [{ effectiveFrom: '2020-01-01', hours: week({ SATURDAY: 6, SUNDAY: 6 }) }]);
    const saturday = addDays(futureMonday(4), 5);
    const created = await create(person, saturday, saturday);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().duration).toBe(1);
  });

  it('a later schedule change does not recount a leave already requested', async () => {
    const person = await addPerson(org);
    const monday = futureMonday(5);
    const created = await create(person, monday, addDays(monday, 4));
    expect(created.json().duration).toBe(5);
    await setSchedule(person.id, [{ effectiveFrom: '2020-01-01', hours: FOUR_DAYS }]);
    const leave = await org.t.call('GET', `/api/leaves/${created.json().id}`, { token: person.token });
    expect(leave.json().duration).toBe(5);
    expect((await vacationBalance(person, monday)).pendingAmount).toBe(5);
  });
});

describe('the organization’s hours per day', () => {
  async function saveHoursPerDay(value: unknown) {
    const current = (
      await org.t.call('GET', '/api/organizations/default', { token: org.admin.accessToken })
    ).json();
    const { name, country, timezone, weekFirstDay, workingDays } = current;
    return org.t.call('PUT', '/api/organizations/default', {
      token: org.admin.accessToken,
      body: { name, country, timezone, weekFirstDay, workingDays, metadata: { hoursPerDay: value } },
    });
  }

  it.each([7.5, 0.25, 24])('keeps %s', async (value) => {
    const res = await saveHoursPerDay(value);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.hoursPerDay).toBe(value);
  });

  it.each([0, 7.3, 24.25, -1, '8'])('refuses %s, naming the field', async (value) => {
    const res = await saveHoursPerDay(value);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      field: 'metadata.hoursPerDay',
      message: SCHEDULE_MSG.hoursPerDay,
    });
  });

  it('null removes it (back to 8)', async () => {
    const res = await saveHoursPerDay(null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.hoursPerDay).toBeUndefined();
  });
});
