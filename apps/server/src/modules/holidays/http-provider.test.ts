import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../../test/harness';
import { todayIn } from '../../lib/dates';
import { createHttpHolidaysProvider } from './provider';

/**
 * A real HTTP holiday source on 127.0.0.1 (random port) answering in the Nager.Date shape:
 * GET /{year}/{countryCode}. Some country codes are wired to misbehave; `elsewhere` is another
 * host (reached as localhost) that a redirect points to.
 */
const requests: string[] = [];
const elsewhereRequests: string[] = [];
const elsewhere = createServer((req, res) => {
  elsewhereRequests.push(req.url ?? '');
  res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
});
/** The 64 MB answer of `AT`, written as fast as it is read: how far it got. */
const huge = { written: 0, finished: false, closed: Promise.resolve() };
const HUGE_BYTES = 64 * 1024 * 1024;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  requests.push(req.url ?? '');
  const [, year, code] = (req.url ?? '').split('/');
  const json = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };
  switch (code) {
    case 'DE':
      return json(
        200,
        JSON.stringify([
          {
            date: `${year}-01-01`,
            localName: 'Neujahr',
            name: "New Year's Day",
            countryCode: 'DE',
            global: true,
            types: ['Public'],
          },
          {
            date: `${year}-01-06`,
            localName: 'Heilige Drei Könige',
            name: 'Epiphany',
            countryCode: 'DE',
            global: false,
            counties: ['DE-BY'],
            types: ['Public'],
          },
          {
            date: `${year}-10-03`,
            localName: 'Tag der Deutschen Einheit',
            name: 'German Unity Day',
            countryCode: 'DE',
            global: true,
            types: ['Public'],
          },
          {
            date: `${year}-12-24`,
            localName: 'Heiligabend',
            name: 'Christmas Eve',
            countryCode: 'DE',
            global: true,
            types: ['Observance'],
          },
          {
            date: `${year}-12-25`,
            localName: 'Erster Weihnachtstag',
            name: 'Christmas Day',
            countryCode: 'DE',
            global: true,
            types: ['Public'],
          },
          {
            date: `${year}-12-25`,
            localName: 'Weihnachten',
            name: 'Christmas Day',
            countryCode: 'DE',
            global: true,
            types: ['Public'],
          },
          { date: `${Number(year) + 1}-01-01`, name: "New Year's Day", types: ['Public'] },
        ]),
      );
    case 'PT':
      return json(200, JSON.stringify([{ date: `${year}-06-10`, name: 'Portugal Day '.repeat(30) }]));
    case 'FR':
      // A plain `{date, localName}` list, with timestamps: no types, no English name.
      return json(200, JSON.stringify([{ date: `${year}-07-14T00:00:00`, localName: 'Fête nationale' }]));
    case 'IT':
      return json(500, JSON.stringify({ error: 'boom' }));
    case 'GB':
      return json(200, '{"this is": not json');
    case 'US':
      return json(200, JSON.stringify({ holidays: [] }));
    case 'JP':
      return json(200, JSON.stringify([{ date: `${year}-02-30`, name: 'Not a day' }]));
    case 'NL':
      res.writeHead(302, {
        location: `http://localhost:${(elsewhere.address() as AddressInfo).port}/${year}/DE`,
      });
      return res.end();
    case 'BE':
      res.writeHead(302, { location: `/${year}/DE` });
      return res.end();
    case 'AT': {
      // A chunked answer far larger than a year of holidays, without a length up front.
      res.writeHead(200, { 'content-type': 'application/json' });
      huge.written = 0;
      huge.finished = false;
      huge.closed = new Promise((resolve) => res.on('close', resolve));
      const chunk = Buffer.alloc(64 * 1024, ' ');
      const more = () => {
        while (!res.destroyed && huge.written < HUGE_BYTES) {
          huge.written += chunk.length;
          if (!res.write(chunk)) return res.once('drain', more);
        }
        if (!res.destroyed) res.end('[]', () => (huge.finished = true));
      };
      return more();
    }
    case 'BR':
      // Never answers: the provider gives up after its timeout.
      return;
    default:
      return json(404, '');
  }
});

let baseUrl = '';
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ HOLIDAYS_URL: `${baseUrl}/` });
});

afterAll(async () => {
  for (const s of [server, elsewhere]) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

describe('the HTTP holiday source (HOLIDAYS_URL)', () => {
  it('answers the country-wide public holidays of the year, one per date, with English names', async () => {
    const admin = await registerOrganization(t, { country: 'FR' });
    const res = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=de', {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { date: '2027-01-01', name: "New Year's Day", type: 'public' },
      { date: '2027-10-03', name: 'German Unity Day', type: 'public' },
      { date: '2027-12-25', name: 'Christmas Day', type: 'public' },
    ]);
    expect(requests).toContain('/2027/DE');
  });

  it('takes the local name and the calendar date when that is all the source gives', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=FR', {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ date: '2027-07-14', name: 'Fête nationale', type: 'public' }]);
  });

  it('shortens a name too long to be stored, so the holiday can still be imported', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=PT', {
      token: admin.accessToken,
    });
    const [holiday] = res.json() as { date: string; name: string }[];
    expect(holiday.name).toHaveLength(200);
    expect(holiday.name.endsWith('…')).toBe(true);
    const imported = await t.call('POST', '/api/holidays/batch', {
      token: admin.accessToken,
      body: [{ date: holiday.date, description: holiday.name, country: 'PT' }],
    });
    expect(imported.json()).toEqual({ imported: 1, skipped: 0 });
  });

  it('imports the source’s holidays of the organization country at sign-up', async () => {
    const admin = await registerOrganization(t, { country: 'DE' });
    const overview = await t.call('GET', '/api/holidays', { token: admin.accessToken });
    const year = Number(todayIn('Europe/Berlin').slice(0, 4));
    expect(overview.json()).toEqual([
      { countryCode: 'DE', year, count: 3 },
      { countryCode: 'DE', year: year + 1, count: 3 },
    ]);
  });

  it('answers 400 when the source does not know the country (404 from the source)', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=AD', {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UNKNOWN_COUNTRY',
      message: 'Public holidays are not available for country code AD.',
    });
  });

  it.each([
    ['the source fails with a 500', 'IT'],
    ['the source answers garbage instead of JSON', 'GB'],
    ['the source answers JSON that is not a list of holidays', 'US'],
    ['the source answers an impossible date', 'JP'],
  ])('answers 502 Failed to fetch holidays when %s', async (_, code) => {
    const admin = await registerOrganization(t);
    const res = await t.call('GET', `/api/holidays/fetch?year=2027&countryCode=${code}`, {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'Failed to fetch holidays',
      code: 'UPSTREAM_FAILED',
    });
  });

  it('follows a redirect within the source’s host', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=BE', {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(requests.slice(-2)).toEqual(['/2027/BE', '/2027/DE']);
  });

  it('answers 502 and does not follow a redirect to another host', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=NL', {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to fetch holidays');
    expect(elsewhereRequests).toEqual([]);
  });

  it('answers 502 for an answer over 1 MB, and stops reading it at 1 MB', async () => {
    const admin = await registerOrganization(t);
    const res = await t.call('GET', '/api/holidays/fetch?year=2027&countryCode=AT', {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to fetch holidays');
    // The connection was closed while the source was still writing: the rest was never read.
    await huge.closed;
    expect(huge.finished).toBe(false);
    expect(huge.written).toBeLessThan(HUGE_BYTES);
  });

  it('answers 502 when the source does not answer in time', async () => {
    const provider = createHttpHolidaysProvider(baseUrl, { timeoutMs: 200 });
    await expect(provider.publicHolidays('BR', 2027)).rejects.toMatchObject({
      statusCode: 502,
      message: 'Failed to fetch holidays',
    });
  });

  it('answers 502 when nothing listens at HOLIDAYS_URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const app = await createTestApp({ HOLIDAYS_URL: `http://127.0.0.1:${port}` });
    const admin = await registerOrganization(app);
    // Sign-up still works without the source; it just imports nothing.
    expect((await app.call('GET', '/api/holidays', { token: admin.accessToken })).json()).toEqual([]);
    const res = await app.call('GET', '/api/holidays/fetch?year=2027&countryCode=DE', {
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to fetch holidays');
  });
});
