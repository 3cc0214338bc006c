import type { Holiday } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type Registered,
  registerOrganization,
  signIn,
  type TestApp,
  uniqueEmail,
} from '../../../test/harness';
import { users } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { hashPassword } from '../../lib/passwords';
import { createDateHolidaysProvider } from './provider';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A signed-in colleague in the admin's organization (the users routes are another area's). */
async function signedInColleague(
  admin: Registered,
  role: 'EMPLOYEE' | 'TEAM_ADMIN' = 'EMPLOYEE',
): Promise<string> {
  const email = uniqueEmail(role.toLowerCase());
  const password = 'colleague-pass-1';
  await t.app.services.db.insert(users).values({
    organizationId: admin.user.organization.id,
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Eve',
    lastName: 'Employee',
    role,
    status: 'ACTIVE',
    teamId: admin.user.team?.id ?? null,
    joinedAt: '2026-01-01',
  });
  return (await signIn(t, email, password)).accessToken;
}

const thisYear = () => Number(todayIn('Europe/Berlin').slice(0, 4));

async function stored(token: string, country: string, year: number): Promise<Holiday[]> {
  const res = await t.call('GET', `/api/holidays/${country}/${year}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('browsing stored holidays', () => {
  it("imports the organization country's public holidays for this year and next at sign-up", async () => {
    const admin = await registerOrganization(t, { country: 'DE' });
    const year = thisYear();
    const source = createDateHolidaysProvider();
    const [current, next] = await Promise.all([
      source.publicHolidays('DE', year),
      source.publicHolidays('DE', year + 1),
    ]);

    const overview = await t.call('GET', '/api/holidays', { token: admin.accessToken });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toEqual([
      { countryCode: 'DE', year, count: current.length },
      { countryCode: 'DE', year: year + 1, count: next.length },
    ]);

    const list = await stored(admin.accessToken, 'DE', year + 1);
    expect(list.map(({ date, description, country }) => ({ date, description, country }))).toEqual(
      next.map((h) => ({ date: h.date, description: h.name, country: 'DE' })),
    );
    expect(list.find((h) => h.date === `${year + 1}-12-25`)?.description).toBe('Christmas Day');
    expect(list.every((h) => Number.isInteger(h.id) && h.id > 0)).toBe(true);
  });

  it('lists years ascending, then countries, with the count of each', async () => {
    const admin = await registerOrganization(t, { country: 'DE' });
    const year = thisYear();
    const imported = await t.call('POST', '/api/holidays/batch', {
      token: admin.accessToken,
      body: [
        { date: '2031-07-14', description: 'Bastille Day', country: 'FR' },
        { date: '2031-05-01', description: 'Labour Day', country: 'AT' },
        { date: '2031-10-26', description: 'National Day', country: 'AT' },
        { date: `${year}-07-14`, description: 'Bastille Day', country: 'FR' },
      ],
    });
    expect(imported.json()).toEqual({ imported: 4, skipped: 0 });
    const overview = (await t.call('GET', '/api/holidays', { token: admin.accessToken })).json();
    expect(overview.map((o: { countryCode: string; year: number }) => `${o.year} ${o.countryCode}`)).toEqual([
      `${year} DE`,
      `${year} FR`,
      `${year + 1} DE`,
      '2031 AT',
      '2031 FR',
    ]);
    expect(overview[3]).toEqual({ countryCode: 'AT', year: 2031, count: 2 });
  });

  it('lets every signed-in user browse, but no one without a token', async () => {
    const admin = await registerOrganization(t);
    const employee = await signedInColleague(admin);
    const year = thisYear();
    expect((await t.call('GET', '/api/holidays', { token: employee })).statusCode).toBe(200);
    expect(await stored(employee, 'DE', year)).toEqual(await stored(admin.accessToken, 'DE', year));
    const anonymous = await t.call('GET', '/api/holidays');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Your session has expired. Please sign in again.');
    expect((await t.call('GET', `/api/holidays/DE/${year}`)).statusCode).toBe(401);
  });

  it('answers an empty list for a country or year with no stored holidays, and accepts a lower-case code', async () => {
    const admin = await registerOrganization(t);
    expect(await stored(admin.accessToken, 'JP', 2030)).toEqual([]);
    expect((await stored(admin.accessToken, 'de', thisYear())).length).toBeGreaterThan(0);
  });

  it('refuses a country or year that is not one', async () => {
    const admin = await registerOrganization(t);
    const badYear = await t.call('GET', '/api/holidays/DE/abc', { token: admin.accessToken });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Year must be a whole number.',
    });
    const badCountry = await t.call('GET', '/api/holidays/Germany/2027', { token: admin.accessToken });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().message).toBe('Country must be a two-letter country code, e.g. DE.');
    const unknown = await t.call('GET', '/api/holidays/ZZ/2027', { token: admin.accessToken });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown country code.');
    const farYear = await t.call('GET', '/api/holidays/DE/12027', { token: admin.accessToken });
    expect(farYear.statusCode).toBe(400);
    expect(farYear.json().message).toBe('Year must be between 1900 and 2200.');
  });
});

describe('fetching holidays from the source', () => {
  it('answers the public holidays of a country and year to choose from', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=US', {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { date: string; name: string; type: string }[];
    expect(list).toContainEqual({ date: '2027-07-04', name: 'Independence Day', type: 'public' });
    expect(list).toContainEqual({ date: '2027-12-25', name: 'Christmas Day', type: 'public' });
    expect(list.every((h) => h.date.startsWith('2027-'))).toBe(true);
  });

  it('refuses an unknown or unsupported country with a clear 400', async () => {
    const admin = await registerOrganization(t);
    const unknown = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=ZZ', {
      token: admin.accessToken,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'UNKNOWN_COUNTRY',
      message: 'Public holidays are not available for country code ZZ.',
    });
    // Antarctica is a country of our list the source has no holidays for.
    const unsupported = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=AQ', {
      token: admin.accessToken,
    });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().message).toBe('Public holidays are not available for country code AQ.');
  });

  it('refuses a missing or malformed country and a year that is not a number', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const missing = await t.call('GET', '/api/holidays/fetch?year=2027', { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('A country selection is required to fetch holidays.');
    const blank = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=', { token });
    expect(blank.json().message).toBe('A country selection is required to fetch holidays.');
    const name = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=Germany', { token });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe('Country must be a two-letter country code, e.g. DE.');
    const year = await t.call('GET', '/api/holidays/fetch?year=abc&countryCode=DE', { token });
    expect(year.statusCode).toBe(400);
    expect(year.json().message).toBe('Year must be a whole number.');
    const noYear = await t.call('GET', '/api/holidays/fetch?countryCode=DE', { token });
    expect(noYear.statusCode).toBe(400);
  });
});

describe('importing holidays', () => {
  it('imports the chosen holidays once: importing them again skips and counts them', async () => {
    const admin = await registerOrganization(t, { country: 'DE' });
    const token = admin.accessToken;
    const fetched = (
      await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=FR', { token })
    ).json() as { date: string; name: string }[];
    const body = fetched.map((h) => ({ date: h.date, description: h.name, country: 'FR' }));

    const first = await t.call('POST', '/api/holidays/batch', { token, body });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: fetched.length, skipped: 0 });
    const again = await t.call('POST', '/api/holidays/batch', { token, body });
    expect(again.json()).toEqual({ imported: 0, skipped: fetched.length });

    const list = await stored(token, 'FR', 2027);
    expect(list).toHaveLength(fetched.length);
    expect(list.find((h) => h.date === '2027-07-14')).toMatchObject({
      description: 'Bastille Day',
      country: 'FR',
    });
  });

  it('skips only the dates already stored, keeping their description', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    await t.call('POST', '/api/holidays/batch', {
      token,
      body: [{ date: '2030-05-01', description: 'Labour Day', country: 'PL' }],
    });
    const res = await t.call('POST', '/api/holidays/batch', {
      token,
      body: [
        { date: '2030-05-01', description: 'May Day', country: 'PL' },
        { date: '2030-05-03', description: 'Constitution Day', country: 'PL' },
        // Same date, another country: a different holiday.
        { date: '2030-05-01', description: 'Labour Day', country: 'CZ' },
      ],
    });
    expect(res.json()).toEqual({ imported: 2, skipped: 1 });
    expect((await stored(token, 'PL', 2030)).map((h) => [h.date, h.description])).toEqual([
      ['2030-05-01', 'Labour Day'],
      ['2030-05-03', 'Constitution Day'],
    ]);
  });

  it('counts a country and date sent twice in one batch once', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const res = await t.call('POST', '/api/holidays/batch', {
      token,
      body: [
        { date: '2030-12-25', description: 'Christmas Day', country: 'IE' },
        { date: '2030-12-25', description: 'Christmas', country: 'ie' },
        { date: '2030-12-26', description: "St. Stephen's Day", country: 'IE' },
      ],
    });
    expect(res.json()).toEqual({ imported: 2, skipped: 0 });
    expect((await stored(token, 'IE', 2030)).map((h) => h.description)).toEqual([
      'Christmas Day',
      "St. Stephen's Day",
    ]);
  });

  it("reads a timestamp as a calendar date in the caller's time zone and trims descriptions", async () => {
    const admin = await registerOrganization(t, { timezone: 'Europe/Berlin' });
    const token = admin.accessToken;
    const res = await t.call('POST', '/api/holidays/batch', {
      token,
      body: [{ date: '2030-08-14T23:30:00Z', description: '  Assumption Day  ', country: 'AT' }],
    });
    expect(res.json()).toEqual({ imported: 1, skipped: 0 });
    expect((await stored(token, 'AT', 2030)).map((h) => [h.date, h.description])).toEqual([
      ['2030-08-15', 'Assumption Day'],
    ]);
  });

  it('imports up to 1000 holidays at once and refuses more', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const day = (i: number) => new Date(Date.UTC(2040, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ date: day(i), description: `Day ${i}`, country: 'NL' }));
    const tooMany = await t.call('POST', '/api/holidays/batch', { token, body: items(1001) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 1000 holidays can be imported at once.');
    const most = await t.call('POST', '/api/holidays/batch', { token, body: items(1000) });
    expect(most.statusCode).toBe(200);
    expect(most.json()).toEqual({ imported: 1000, skipped: 0 });
  });

  it('refuses an empty batch and bad items, storing nothing', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const empty = await t.call('POST', '/api/holidays/batch', { token, body: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select at least one holiday to import.');

    const good = { date: '2030-01-06', description: 'Epiphany', country: 'ES' };
    const cases: [unknown, string][] = [
      [{ ...good, date: '2027-02-30' }, '0.date'],
      [{ ...good, date: '06/01/2030' }, '0.date'],
      [{ ...good, country: 'Germany' }, '0.country'],
      [{ ...good, country: 'ZZ' }, '0.country'],
      [{ ...good, description: '   ' }, '0.description'],
      [{ ...good, description: 'x'.repeat(201) }, '0.description'],
      [{ date: good.date, country: good.country }, '0.description'],
    ];
    for (const [item, field] of cases) {
      const res = await t.call('POST', '/api/holidays/batch', { token, body: [item, good] });
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const notAList = await t.call('POST', '/api/holidays/batch', { token, body: good });
    expect(notAList.statusCode).toBe(400);
    expect(await stored(token, 'ES', 2030)).toEqual([]);
  });
});

describe('deleting a holiday', () => {
  it('removes one stored holiday; deleting it again is 404', async () => {
    const admin = await registerOrganization(t);
    const token = admin.accessToken;
    const year = thisYear();
    const [first, ...rest] = await stored(token, 'DE', year);
    const res = await t.call('DELETE', `/api/holidays/${first.id}`, { token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await stored(token, 'DE', year)).toEqual(rest);
    const again = await t.call('DELETE', `/api/holidays/${first.id}`, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Holiday not found.' });
  });

  it('refuses an id that is not one, or one larger than any id can be', async () => {
    const admin = await registerOrganization(t);
    expect((await t.call('DELETE', '/api/holidays/abc', { token: admin.accessToken })).statusCode).toBe(400);
    expect((await t.call('DELETE', '/api/holidays/0', { token: admin.accessToken })).statusCode).toBe(400);
    expect(
      (await t.call('DELETE', '/api/holidays/99999999999', { token: admin.accessToken })).statusCode,
    ).toBe(400);
    expect(
      (await t.call('DELETE', '/api/holidays/2147483647', { token: admin.accessToken })).statusCode,
    ).toBe(404);
  });
});

describe('organizations and roles', () => {
  it("keeps one organization's holidays invisible to another, and out of its reach", async () => {
    const a = await registerOrganization(t, { country: 'DE' });
    const b = await registerOrganization(t, { country: 'FR' });
    const year = thisYear();
    await t.call('POST', '/api/holidays/batch', {
      token: a.accessToken,
      body: [{ date: '2030-06-24', description: 'Saint-Jean-Baptiste', country: 'CA' }],
    });

    const overviewB = (await t.call('GET', '/api/holidays', { token: b.accessToken })).json();
    expect(overviewB.map((o: { countryCode: string }) => o.countryCode)).toEqual(['FR', 'FR']);
    expect(await stored(b.accessToken, 'DE', year)).toEqual([]);
    expect(await stored(b.accessToken, 'CA', 2030)).toEqual([]);

    // B imports the same date for the same country: its own row, A's is untouched.
    const sameDate = await t.call('POST', '/api/holidays/batch', {
      token: b.accessToken,
      body: [{ date: '2030-06-24', description: 'Fête nationale du Québec', country: 'CA' }],
    });
    expect(sameDate.json()).toEqual({ imported: 1, skipped: 0 });

    const [holidayOfA] = await stored(a.accessToken, 'CA', 2030);
    const foreign = await t.call('DELETE', `/api/holidays/${holidayOfA.id}`, { token: b.accessToken });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Holiday not found.' });
    expect(await stored(a.accessToken, 'CA', 2030)).toEqual([holidayOfA]);
    expect((await stored(b.accessToken, 'CA', 2030))[0].description).toBe('Fête nationale du Québec');
  });

  it.each(['EMPLOYEE', 'TEAM_ADMIN'] as const)(
    'lets only organization admins fetch, import or delete (%s gets 403)',
    async (role) => {
      const admin = await registerOrganization(t);
      const token = await signedInColleague(admin, role);
      const [holiday] = await stored(admin.accessToken, 'DE', thisYear());

      const fetched = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=DE', { token });
      expect(fetched.statusCode).toBe(403);
      expect(fetched.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
      const imported = await t.call('POST', '/api/holidays/batch', {
        token,
        body: [{ date: '2030-01-01', description: "New Year's Day", country: 'DE' }],
      });
      expect(imported.statusCode).toBe(403);
      // The role is checked before the input: a bad body tells nothing either.
      expect((await t.call('POST', '/api/holidays/batch', { token, body: [] })).statusCode).toBe(403);
      expect((await t.call('DELETE', `/api/holidays/${holiday.id}`, { token })).statusCode).toBe(403);

      expect(await stored(admin.accessToken, 'DE', 2030)).toEqual([]);
      expect((await stored(admin.accessToken, 'DE', thisYear()))[0]).toEqual(holiday);
    },
  );
});
