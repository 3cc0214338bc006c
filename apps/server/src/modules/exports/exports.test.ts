import {
  type Balance,
  END_DAY_PART_LABELS,
  type Leave,
  type Paged,
  START_DAY_PART_LABELS,
  type User,
} from '@leavedesk/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaves, users } from '../../db/schema';
import { addDays } from '../../lib/working-days';
import {
  addPerson,
  addTeam,
  currentYear,
  futureMonday,
  insertLeave,
  type Org,
  type Person,
  setupOrg,
} from '../leaves/leave-fixtures';
import { BALANCE_COLUMNS } from './export-balances';
import { LEAVE_BATCH, LEAVE_COLUMNS } from './export-leaves';

/**
 * Issue 14's exports: the files hold what the list routes show for the same filters, in the
 * caller's visibility, with formula injection neutralised; bad filters are refused like any
 * other bad query.
 *
 * One organization: General (Ann, Ben, the team admin Tina) and Blue (Bob, the team admin Tom),
 * leaves of every status, half days, a cancelled one, and text that would run as a formula.
 */
let org: Org;
let blue: number;
let ann: Person;
let ben: Person;
let tina: Person;
let bob: Person;
let tom: Person;
const monday = futureMonday(4);
const year = currentYear();

beforeAll(async () => {
  org = await setupOrg();
  blue = await addTeam(org, 'Blue');
  ann = await addPerson(org, { firstName: 'Ann' });
  ben = await addPerson(org, { firstName: 'Ben' });
  tina = await addPerson(org, { firstName: 'Tina', role: 'TEAM_ADMIN' });
  bob = await addPerson(org, { firstName: 'Bob', teamId: blue });
  tom = await addPerson(org, { firstName: 'Tom', role: 'TEAM_ADMIN', teamId: blue });
  // Text a spreadsheet would read as formulas: a name, a reason, and the other prefixes.
  await org.t.app.services.db
    .update(users)
    .set({ firstName: '=HYPERLINK("http://evil.example","Ben")', lastName: '@SUM(1+1)' })
    .where(eq(users.id, ben.id));
  const put = (
    person: Person,
    offset: number,
    days: number,
    opts: Partial<Parameters<typeof insertLeave>[2]>,
  ) =>
    insertLeave(org, person, {
      typeId: org.types.vacation,
      start: addDays(monday, offset),
      end: addDays(monday, offset + days - 1),
      ...opts,
    });
  await put(ann, 0, 3, {
    status: 'ACCEPTED',
    reason: 'Family',
    startDayPart: 'AFTERNOON',
    endDayPart: 'MORNING',
  });
  await put(ann, 7, 1, { status: 'PENDING', reason: '+SUM(A1:A9)' });
  await put(ann, 14, 2, { status: 'CANCELLED', reason: '-2+3' });
  await put(ann, -70, 1, { status: 'ACCEPTED', typeId: org.types.sick });
  await put(ben, 1, 1, { status: 'REJECTED', reason: '\tTabbed' });
  await put(ben, 21, 1, { status: 'ACCEPTED', reason: '\rReturned', endDayPart: 'FULL' });
  await put(tina, 2, 1, { status: 'PENDING' });
  await put(bob, 3, 2, { status: 'ACCEPTED', reason: 'Blue reason' });
  await put(bob, 28, 1, { status: 'PENDING' });
  await put(tom, 4, 1, { status: 'REJECTED' });
});

async function get(token: string, url: string): Promise<LightMyRequestResponse> {
  return org.t.call('GET', url, { token });
}

/** Every leave of GET /leaves for a query, page after page, in the list's order. */
async function listAll(token: string, query: string): Promise<Leave[]> {
  const all: Leave[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const res = await get(
      token,
      `/api/leaves?pageSize=100&pageNumber=${pageNumber}${query ? `&${query}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Paged<Leave>;
    all.push(...page.contents);
    if (pageNumber + 1 >= page.totalPages) return all;
  }
}

type Row = Record<string, string | number | null>;

/** A CSV export parsed by csv-parse (headings as keys, every value text). */
function csvRows(res: LightMyRequestResponse): Row[] {
  return parse(res.rawPayload, { bom: true, columns: true, skip_empty_lines: true }) as Row[];
}

/** An XLSX export read by ExcelJS: headings as keys; dates as YYYY-MM-DD, numbers as numbers. */
async function xlsxRows(res: LightMyRequestResponse): Promise<Row[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headings = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Row[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const entry: Row = {};
    headings.forEach((heading, i) => {
      const value = row.getCell(i + 1).value;
      entry[heading] =
        value instanceof Date
          ? value.toISOString().slice(0, 10)
          : ((value as string | number | null) ?? null);
    });
    rows.push(entry);
  });
  return rows;
}

/** A CSV cell of text: `'` before what a spreadsheet would run as a formula (XLSX keeps it as is). */
const csvText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/**
 * A leave as the export's columns should write it (as text, as CSV holds it), from the list's
 * answer.
 */
function expectedRow(l: Leave, format: 'csv' | 'xlsx' = 'csv'): Row {
  const quote = (s: string | null) => (s == null ? '' : format === 'csv' ? csvText(s) : s);
  const name = (p: { firstName: string; lastName: string } | null) =>
    p ? quote(`${p.firstName} ${p.lastName}`) : '';
  return {
    'Leave ID': String(l.id),
    'First name': quote(l.user.firstName),
    'Last name': quote(l.user.lastName),
    Email: l.user.email,
    Team: l.user.team?.name ?? '',
    'Leave type': l.activatedType.name,
    'Start date': l.startAt,
    'Start part': START_DAY_PART_LABELS[l.startDayPart],
    'End date': l.endAt,
    'End part': END_DAY_PART_LABELS[l.endDayPart],
    'Working days': String(l.duration),
    'Calendar days': String(l.totalDays),
    Status: l.status,
    Reason: quote(l.reason),
    'Requested at': l.createdAt,
    'Reviewed by': name(l.reviewer),
    'Reviewed at': l.reviewedAt ?? '',
    'Cancelled by': name(l.cancelledBy),
    'Cancelled at': l.cancelledAt ?? '',
    'Cancel reason': quote(l.cancelReason),
  };
}

/**
 * An XLSX row with its values as CSV writes them, to compare with `expectedRow`. XLSX is XML,
 * whose readers turn a carriage return into a line feed: compare `lineFeeds` of the expected row.
 */
function asText(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v == null ? '' : String(v)]));
}
const lineFeeds = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v).replace(/\r\n?/g, '\n')]));

/** What an export of the format should hold for these listed leaves. */
const expectedRows = (format: 'csv' | 'xlsx', listed: Leave[]) =>
  listed.map((l) => expectedRow(l, format)).map(format === 'xlsx' ? lineFeeds : (r) => r);

describe('GET /leaves/export', () => {
  /** The list's filters, alone and together; built once the fixture exists. */
  const filterQueries = () => [
    '',
    'status=ACCEPTED,PENDING',
    'status=CANCELLED',
    `teamId=${blue}`,
    'userId=mine',
    `from=${addDays(monday, 2)}&to=${addDays(monday, 20)}`,
    `typeId=${org.types.sick}`,
    `userId=${ann.id}&status=ACCEPTED&from=${monday}`,
  ];

  it.each(['csv', 'xlsx'] as const)(
    'holds for an organization admin exactly what GET /leaves lists with the same filters, in its order (%s)',
    async (format) => {
      const sizes = new Set<number>();
      for (const query of filterQueries()) {
        const listed = await listAll(org.admin.accessToken, query);
        const res = await get(org.admin.accessToken, `/api/leaves/export?format=${format}&${query}`);
        expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
        const rows = format === 'csv' ? csvRows(res) : (await xlsxRows(res)).map(asText);
        expect(rows, query).toEqual(expectedRows(format, listed));
        sizes.add(rows.length);
      }
      // The filters were not vacuous: they picked sets of different sizes (10 in all).
      expect(sizes.size).toBeGreaterThanOrEqual(5);
      expect(Math.max(...sizes)).toBe(10);
    },
  );

  it('answers CSV as UTF-8 with a byte order mark and CRLF records, named for the day, never cached', async () => {
    const res = await get(org.admin.accessToken, '/api/leaves/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leaves-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.subarray(3).toString('utf8')).toMatch(/^Leave ID,First name,.*\r\n/);
    expect(res.rawPayload.subarray(3).toString('utf8').split('\r\n')[0]).toBe(
      LEAVE_COLUMNS.map((c) => c.heading).join(','),
    );
  });

  it('answers XLSX as a workbook whose dates are date cells and amounts numbers', async () => {
    const res = await get(
      org.admin.accessToken,
      `/api/leaves/export?format=xlsx&userId=${ann.id}&status=ACCEPTED`,
    );
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="leaves-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leaves')!;
    expect(sheet.getRow(2).getCell(7).value).toEqual(new Date(`${monday}T00:00:00Z`));
    // Monday afternoon to Wednesday morning: two working days.
    expect(sheet.getRow(2).getCell(11).value).toBe(2);
  });

  it('shows half days and CANCELLED leaves; CSV neutralises every formula prefix in text, XLSX keeps it as text', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(org.admin.accessToken, `/api/leaves/export?format=${format}`);
      const rows = format === 'csv' ? csvRows(res) : (await xlsxRows(res)).map(asText);
      const text = format === 'csv' ? csvText : (s: string) => s;
      const half = rows.find((r) => r.Reason === 'Family')!;
      expect([half['Start part'], half['End part'], half['Working days']]).toEqual([
        'Afternoon',
        'Morning',
        '2',
      ]);
      const whole = rows.find((r) => r.Reason === text('\tTabbed'))!;
      expect([whole['Start part'], whole['End part']]).toEqual(['Morning', 'Afternoon']);
      expect(rows.find((r) => r.Reason === text('-2+3'))?.Status).toBe('CANCELLED');
      expect(rows.map((r) => r.Reason)).toEqual(
        expect.arrayContaining([
          text('+SUM(A1:A9)'),
          text('\tTabbed'),
          format === 'csv' ? "'\rReturned" : '\nReturned',
        ]),
      );
      const benRows = rows.filter((r) => r['Last name'] === text('@SUM(1+1)'));
      expect(benRows).toHaveLength(2);
      expect(benRows[0]!['First name']).toBe(text('=HYPERLINK("http://evil.example","Ben")'));
      // No text cell of the CSV starts a formula.
      if (format === 'csv')
        for (const row of rows)
          for (const [heading, value] of Object.entries(row)) {
            const kind = LEAVE_COLUMNS.find((c) => c.heading === heading)?.kind;
            if (kind === 'text') expect(String(value), heading).not.toMatch(/^[=+\-@\t\r]/);
          }
    }
  });

  it('writes the XLSX text cells as string cells, never formulas, holding exactly what was typed', async () => {
    const res = await get(org.admin.accessToken, '/api/leaves/export?format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leaves')!;
    const reason = LEAVE_COLUMNS.findIndex((c) => c.heading === 'Reason') + 1;
    const cells: ExcelJS.Cell[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) cells.push(row.getCell(reason));
    });
    const typed = cells.find((c) => c.value === '+SUM(A1:A9)');
    expect(typed?.type).toBe(ExcelJS.ValueType.String);
    expect(cells.map((c) => c.type)).not.toContain(ExcelJS.ValueType.Formula);
  });

  it("gives a team admin their own team's leaves only, whatever team is asked", async () => {
    const mine = await get(tina.accessToken, '/api/leaves/export');
    const people = new Set(csvRows(mine).map((r) => r.Email));
    expect(people).toEqual(new Set([ann.user.email, ben.user.email, tina.user.email]));
    const other = await get(tina.accessToken, `/api/leaves/export?teamId=${blue}`);
    expect(csvRows(other)).toEqual(csvRows(mine));
    expect(csvRows(mine)).toEqual((await listAll(tina.accessToken, '')).map((l) => expectedRow(l)));
    const tomRows = csvRows(await get(tom.accessToken, '/api/leaves/export?format=csv'));
    expect(new Set(tomRows.map((r) => r.Email))).toEqual(new Set([bob.user.email, tom.user.email]));
    // Someone of another team is not found, as in the list.
    const res = await get(tina.accessToken, `/api/leaves/export?userId=${bob.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'User not found.' });
  });

  it('gives an employee their own leaves only, as the list does, and 404 for a colleague', async () => {
    const rows = csvRows(await get(ann.accessToken, '/api/leaves/export'));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.Email))).toEqual(new Set([ann.user.email]));
    expect(rows).toEqual((await listAll(ann.accessToken, '')).map((l) => expectedRow(l)));
    expect((await get(ann.accessToken, `/api/leaves/export?userId=${ben.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['format=pdf', 'format', 'Format must be csv or xlsx.'],
    ['status=DONE', 'status', undefined],
    ['from=2026-02-30', 'from', undefined],
    ['userId=abc', 'userId', undefined],
    ['typeId=0', 'typeId', undefined],
    ['from=2026-05-02&to=2026-05-01', 'to', 'The end date cannot be before the start date.'],
  ])('refuses %s with a 400 of the error shape naming the field', async (query, field, message) => {
    const res = await get(org.admin.accessToken, `/api/leaves/export?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
    if (message) expect(body.message).toBe(message);
  });

  it('needs a signed-in caller', async () => {
    const res = await org.t.call('GET', '/api/leaves/export');
    expect(res.statusCode).toBe(401);
  });

  it(`reads past ${LEAVE_BATCH} leaves in batches without losing or repeating one, ties on a start date included`, async () => {
    const many = await addPerson(org, { firstName: 'Many', teamId: blue });
    const values = Array.from({ length: LEAVE_BATCH * 2 + 7 }, (_, i) => {
      // Groups of three leaves share a start date, so batches end inside a tie.
      const start = `${year - 1 - Math.floor(i / 1500)}-01-01`;
      const day = addDays(start, Math.floor(i / 3));
      return {
        organizationId: org.organizationId,
        userId: many.id,
        typeId: org.types.unpaid,
        policyId: org.policyId,
        startAt: day,
        endAt: day,
        duration: 1,
        totalDays: 1,
        workingDates: [day],
        status: 'ACCEPTED',
      };
    });
    const db = org.t.app.services.db;
    const inserted = await db
      .insert(leaves)
      .values(values)
      .returning({ id: leaves.id, startAt: leaves.startAt });
    const expected = inserted
      .sort((a, b) => (a.startAt === b.startAt ? b.id - a.id : a.startAt < b.startAt ? 1 : -1))
      .map((l) => String(l.id));
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(org.admin.accessToken, `/api/leaves/export?format=${format}&userId=${many.id}`);
      const rows = format === 'csv' ? csvRows(res) : (await xlsxRows(res)).map(asText);
      expect(rows.map((r) => r['Leave ID'])).toEqual(expected);
    }
    await db.delete(leaves).where(eq(leaves.userId, many.id));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, many.id));
  });
});

describe('GET /leaves/balances/export', () => {
  // The period of Ann's leaves (Monday afternoon to Wednesday morning, accepted: 2 days used).
  const date = monday;

  /** The balances of GET /leaves/{id}/balance?date= as the export's rows (text, as CSV holds them). */
  async function expectedBalances(token: string, ids: number[]): Promise<Row[]> {
    const rows: Row[] = [];
    const text = (v: number | string | null) => (v == null ? '' : String(v));
    for (const id of ids) {
      const person = { user: (await get(org.admin.accessToken, `/api/users/${id}`)).json() as User };
      const res = await get(token, `/api/leaves/${id}/balance?date=${date}`);
      expect(res.statusCode, res.body).toBe(200);
      for (const b of res.json() as Balance[]) {
        rows.push({
          'First name': person.user.firstName,
          'Last name': person.user.lastName,
          Email: person.user.email,
          Team: person.user.team?.name ?? '',
          'User status': person.user.status,
          'Leave type': b.activatedType.name,
          Cycle: b.activatedType.cycle,
          'Period start': b.periodStart,
          'Period end': b.periodEnd,
          Allowance: text(b.allowanceAmount),
          'Carried over': text(b.carriedOverAmount),
          Expired: text(b.expiredAmount),
          'Carried over until': text(b.carryOverExpiresOn),
          Adjustments: text(b.adjustmentAmount),
          Total: text(b.totalAmount),
          Used: text(b.usedAmount),
          Pending: text(b.pendingAmount),
          Remaining: text(b.remainingAmount),
          Unit: b.unit === 'HOURS' ? 'Hours' : 'Days',
        });
      }
    }
    return rows;
  }

  it.each(['csv', 'xlsx'] as const)(
    "holds a team admin's team, person × type, as the balance route computes it for the date (%s)",
    async (format) => {
      const res = await get(tina.accessToken, `/api/leaves/balances/export?format=${format}&date=${date}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="balances-${date}.${format}"`);
      const rows = format === 'csv' ? csvRows(res) : (await xlsxRows(res)).map(asText);
      // Tina's team: the organization's first admin, Ann, Ben and Tina.
      const expected = await expectedBalances(org.admin.accessToken, [
        org.admin.user.id,
        ann.id,
        ben.id,
        tina.id,
      ]);
      const key = (r: Row) => `${r.Email} ${r['Leave type']}`;
      expect(rows.map(key).sort()).toEqual(expected.map(key).sort());
      const text = format === 'csv' ? csvText : (s: string) => s;
      const neutralised = expected.map((r) => ({
        ...r,
        'First name': text(String(r['First name'])),
        'Last name': text(String(r['Last name'])),
      }));
      for (const row of rows) expect(row).toEqual(neutralised.find((r) => key(r) === key(row)));
      const annVacation = rows.find((r) => r.Email === ann.user.email && r['Leave type'] === 'Vacation')!;
      expect(annVacation.Used).toBe('2');
      expect(rows.map((r) => Object.keys(r))[0]).toEqual(BALANCE_COLUMNS.map((c) => c.heading));
    },
  );

  it('gives an organization admin everyone (or one team), and an employee themselves only', async () => {
    const all = csvRows(await get(org.admin.accessToken, `/api/leaves/balances/export?date=${date}`));
    const emails = new Set(all.map((r) => r.Email));
    for (const p of [ann, ben, tina, bob, tom]) expect(emails.has(p.user.email)).toBe(true);
    expect(emails.has(org.admin.user.email)).toBe(true);
    const blueRows = csvRows(await get(org.admin.accessToken, `/api/leaves/balances/export?teamId=${blue}`));
    expect(new Set(blueRows.map((r) => r.Email))).toEqual(new Set([bob.user.email, tom.user.email]));
    const own = csvRows(
      await get(ann.accessToken, `/api/leaves/balances/export?teamId=${blue}&date=${date}`),
    );
    expect(own).toEqual(await expectedBalances(ann.accessToken, [ann.id]));
    expect(own.length).toBeGreaterThan(0);
  });

  it.each([
    ['format=xls', 'format'],
    ['date=tomorrow', 'date'],
    ['teamId=-1', 'teamId'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await get(org.admin.accessToken, `/api/leaves/balances/export?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
