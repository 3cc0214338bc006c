import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  activatedTypes,
  holidays,
  leaveAdjustments,
  leavePolicies,
  leaves,
  leaveTypes,
  organizations,
  teams,
  users,
} from '../db/schema';
import { weightedDuration } from '../lib/leave-periods';
import { hashPassword } from '../lib/passwords';
import { addDays, dayNumber, weekdayOf, workingDates } from '../lib/working-days';
import type { HolidayProvider } from '../modules/holidays/provider';
import { decideParams } from '../modules/leaves/decide-links';
import { insertDefaultTriggers } from '../modules/notifications/default-triggers';
import { leaveEventParams, recordEvent } from '../modules/notifications/record-event';

/**
 * Generates a living organization straight into the database: teams, people, a second policy,
 * public holidays and leaves in every status (half days and cancellations among them), carry-over
 * on every yearly type and a few balance adjustments. People were added to the product at the
 * start of the generated years (or when they joined), so carry-over chains over those years. Used
 * by `npm run seed:demo` (about 40 people) and by the benchmarks (1,000 people, three years).
 * Deterministic for a given seed.
 */
export interface DemoOptions {
  organizationName: string;
  emailDomain: string;
  password: string;
  country: string;
  timezone: string;
  teams: string[];
  users: number;
  /** Leaves are generated from Jan 1 of (this year − yearsBack) to the end of this year. */
  yearsBack: number;
  leavesPerUserPerYear: number;
  today: string;
  seed?: number;
}

export interface DemoResult {
  organizationId: number;
  admin: { email: string };
  teamAdmins: { email: string; team: string }[];
  employees: { email: string }[];
  adminId: number;
  /** Up to 20 employees, for load tests that spread requests over several people. */
  sampleEmployees: { id: number; email: string; teamId: number }[];
  userCount: number;
  leaveCount: number;
  adjustmentCount: number;
}

const FIRST = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Omar',
  'Lena',
  'Jonas',
  'Sofia',
  'Mateo',
  'Aiko',
  'Ravi',
  'Chloe',
  'Felix',
  'Amara',
  'Hugo',
  'Ines',
  'Kai',
  'Nora',
  'Leon',
  'Priya',
  'Theo',
  'Yara',
  'Emil',
  'Clara',
  'Diego',
  'Hana',
  'Ivan',
  'Julia',
  'Malik',
  'Elif',
  'Oscar',
  'Sara',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Xenia',
  'Yusuf',
  'Zara',
];
const LAST = [
  'Schmidt',
  'Okafor',
  'Nguyen',
  'Garcia',
  'Müller',
  'Kowalski',
  'Rossi',
  'Haddad',
  'Tanaka',
  'Johansson',
  'Dubois',
  'Patel',
  'Silva',
  'Novak',
  'Andersen',
  'Kaya',
  'Fischer',
  'Moreau',
  'Costa',
  'Ivanova',
  'Weber',
  'Santos',
  'Berg',
  'Yilmaz',
  'Lindqvist',
  'Herrera',
  'Sato',
  'Kim',
  'Brennan',
  'Zhang',
];
const REASONS = [
  'Family trip',
  'Doctor appointment',
  'Moving house',
  'Wedding',
  'Long weekend',
  'Recovering from flu',
  'Summer holiday',
  'Personal matters',
  null,
  null,
];

/** "Müller" → "muller": e-mail local parts stay plain ASCII. */
function asciiLocalPart(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^\w.]/g, '');
}

/**
 * The demo shows every status: the draw leaves one out on some days (a small organization, or
 * late in December, when no request is ahead to be pending; seen with 8 people on 1 August 2027:
 * no cancelled leave). The missing status goes to an upcoming accepted request that needed a
 * review, else to the latest one: PENDING awaits its review again, CANCELLED was withdrawn two
 * days after it was made, REJECTED keeps its reviewer.
 */
function showEveryStatus(rows: (typeof leaves.$inferInsert)[], needsReview: Set<number>, todayDay: number) {
  const has = (status: string) => rows.some((r) => r.status === status);
  const reviewable = (r: typeof leaves.$inferInsert) => needsReview.has(r.typeId) && r.status === 'ACCEPTED';
  const choose = () =>
    rows.find((r) => reviewable(r) && dayNumber(r.startAt) > todayDay) ?? rows.findLast(reviewable);
  if (!has('PENDING')) {
    const row = choose();
    if (row) Object.assign(row, { status: 'PENDING', reviewerId: null, reviewedAt: null });
  }
  if (!has('CANCELLED')) {
    const row = choose();
    if (row?.createdAt instanceof Date)
      Object.assign(row, {
        status: 'CANCELLED',
        cancelledAt: new Date(row.createdAt.getTime() + 2 * 86_400_000),
        cancelledBy: row.userId,
      });
  }
  if (!has('REJECTED')) {
    const row = choose();
    if (row) row.status = 'REJECTED';
  }
}

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedDemoOrganization(
  db: Db,
  provider: HolidayProvider,
  o: DemoOptions,
): Promise<DemoResult> {
  const random = rng(o.seed ?? 42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const passwordHash = await hashPassword(o.password);
  const thisYear = Number(o.today.slice(0, 4));
  const firstYear = thisYear - o.yearsBack;

  const holidayDates = new Map<string, string>();
  for (let y = firstYear; y <= thisYear + 1; y++) {
    for (const h of await provider.publicHolidays(o.country, y).catch(() => []))
      holidayDates.set(h.date, h.name);
  }
  const holidaySet = new Set(holidayDates.keys());
  const workingDays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: o.organizationName, country: o.country, timezone: o.timezone })
      .returning();
    const teamRows = await tx
      .insert(teams)
      .values(o.teams.map((name) => ({ organizationId: org.id, name })))
      .returning();
    const typeRows = await tx
      .insert(leaveTypes)
      .values([
        {
          organizationId: org.id,
          name: 'Vacation',
          symbol: '🏖️',
          cycle: 'PER_YEAR',
          amount: 25,
          requiresApproval: true,
        },
        {
          organizationId: org.id,
          name: 'Sick leave',
          symbol: '🤒',
          cycle: 'PER_YEAR',
          amount: 10,
          requiresApproval: false,
        },
        {
          organizationId: org.id,
          name: 'Unpaid leave',
          symbol: '💼',
          cycle: 'UNLIMITED',
          amount: 1,
          requiresApproval: true,
        },
        {
          organizationId: org.id,
          name: 'Remote day',
          symbol: '🏡',
          cycle: 'PER_MONTH',
          amount: 4,
          requiresApproval: true,
        },
      ])
      .returning();
    const [vacation, sick, unpaid, remote] = typeRows;
    const [standard, flexible] = await tx
      .insert(leavePolicies)
      .values([
        { organizationId: org.id, name: 'Standard', isDefault: true },
        { organizationId: org.id, name: 'Flexible', isDefault: false },
      ])
      .returning();
    // Every yearly type carries days over: up to 5 vacation days until the end of March, up to
    // 3 sick days for good.
    const carryOver = (t: typeof vacation) =>
      t === vacation
        ? { carryOverLimit: 5, carryOverExpiresAfterMonths: 3 }
        : t === sick
          ? { carryOverLimit: 3, carryOverExpiresAfterMonths: null }
          : { carryOverLimit: 0, carryOverExpiresAfterMonths: null };
    await tx.insert(activatedTypes).values([
      ...[vacation, sick, unpaid].map((t, position) => ({
        policyId: standard.id,
        typeId: t.id,
        organizationId: org.id,
        amount: t.amount,
        requiresApproval: t.requiresApproval,
        cycle: t.cycle,
        position,
        ...carryOver(t),
      })),
      ...[vacation, sick, unpaid, remote].map((t, position) => ({
        policyId: flexible.id,
        typeId: t.id,
        organizationId: org.id,
        amount: t === vacation ? 28 : t.amount,
        requiresApproval: t.requiresApproval,
        cycle: t.cycle,
        position,
        ...carryOver(t),
      })),
    ]);
    await insertInBatches(
      [...holidayDates].map(([date, description]) => ({
        organizationId: org.id,
        country: o.country,
        date,
        description,
      })),
      500,
      (batch) => tx.insert(holidays).values(batch).onConflictDoNothing(),
    );

    const people: (typeof users.$inferInsert)[] = [];
    const teamAdmins: DemoResult['teamAdmins'] = [];
    for (let i = 0; i < o.users; i++) {
      const team = teamRows[i % teamRows.length];
      const role = i === 0 ? 'ORGANIZATION_ADMIN' : i < 1 + teamRows.length ? 'TEAM_ADMIN' : 'EMPLOYEE';
      const firstName = FIRST[i % FIRST.length];
      const lastName = LAST[Math.floor(i / FIRST.length + i * 7) % LAST.length];
      const email =
        i === 0
          ? `admin@${o.emailDomain}`
          : `${asciiLocalPart(`${firstName}.${lastName}.${i}`)}@${o.emailDomain}`;
      if (role === 'TEAM_ADMIN') teamAdmins.push({ email, team: team.name });
      const joinedYearsAgo = Math.floor(random() * (o.yearsBack + 3));
      const joinedAt =
        i < o.users * 0.9
          ? `${thisYear - joinedYearsAgo - 1}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`
          : `${thisYear}-0${1 + Math.floor(random() * 6)}-0${1 + Math.floor(random() * 8)}`;
      people.push({
        organizationId: org.id,
        email,
        passwordHash,
        firstName,
        lastName,
        role,
        status: 'ACTIVE',
        country: o.country,
        timezone: o.timezone,
        teamId: team.id,
        leavePolicyId: i % 5 === 4 ? flexible.id : standard.id,
        joinedAt,
        // Added to the product when the generated history begins, or when they joined if later.
        createdAt: new Date(`${joinedAt > `${firstYear}-01-01` ? joinedAt : `${firstYear}-01-01`}T08:00:00Z`),
        phone: random() < 0.6 ? `+49 30 ${String(1000000 + Math.floor(random() * 8999999))}` : null,
      });
    }
    const userRows: (typeof users.$inferSelect)[] = [];
    await insertInBatches(people, 500, async (batch) => {
      userRows.push(...(await tx.insert(users).values(batch).returning()));
    });
    const adminId = userRows[0].id;
    const reviewerOf = new Map(userRows.filter((u) => u.role === 'TEAM_ADMIN').map((u) => [u.teamId, u.id]));

    const leaveRows: (typeof leaves.$inferInsert)[] = [];
    const todayDay = dayNumber(o.today);
    for (const u of userRows) {
      const policyId = u.leavePolicyId!;
      for (let year = firstYear; year <= thisYear; year++) {
        // Spread the year's requests over its weeks, never overlapping.
        const slots = o.leavesPerUserPerYear;
        const slotLength = Math.floor(365 / slots);
        for (let s = 0; s < slots; s++) {
          const slotStart = `${year}-01-01`;
          let start = addDays(slotStart, s * slotLength + Math.floor(random() * (slotLength - 8)));
          if (start < u.joinedAt) continue;
          while (['SATURDAY', 'SUNDAY'].includes(weekdayOf(start)) || holidaySet.has(start))
            start = addDays(start, 1);
          const roll = random();
          const type =
            roll < 0.62
              ? vacation
              : roll < 0.85
                ? sick
                : roll < 0.93
                  ? unpaid
                  : u.leavePolicyId === flexible.id
                    ? remote
                    : vacation;
          const length =
            type === vacation
              ? 1 + Math.floor(random() * (random() < 0.15 ? 9 : 3))
              : 1 + Math.floor(random() * 2);
          const end = addDays(start, length - 1);
          const counted = workingDates(start, end, workingDays, holidaySet);
          if (counted.length === 0) continue;
          // Some half days: a morning or an afternoon alone, or a leave starting at noon or
          // ending at noon.
          const half = random();
          const parts =
            length === 1
              ? half < 0.1
                ? { startDayPart: 'FULL', endDayPart: 'MORNING' }
                : half < 0.2
                  ? { startDayPart: 'AFTERNOON', endDayPart: 'FULL' }
                  : { startDayPart: 'FULL', endDayPart: 'FULL' }
              : {
                  startDayPart: half < 0.08 ? 'AFTERNOON' : 'FULL',
                  endDayPart: half > 0.92 ? 'MORNING' : 'FULL',
                };
          const duration = weightedDuration({ startAt: start, endAt: end, ...parts }, counted);
          const past = dayNumber(end) < todayDay;
          let status: string;
          if (!type.requiresApproval) status = 'ACCEPTED';
          else if (past) status = random() < 0.9 ? 'ACCEPTED' : 'REJECTED';
          else status = random() < 0.5 ? 'PENDING' : random() < 0.85 ? 'ACCEPTED' : 'REJECTED';
          // A few were withdrawn or cancelled by their requester before they began.
          const cancelled = status !== 'REJECTED' && random() < 0.04;
          const reviewed = status !== 'PENDING' && type.requiresApproval;
          const reviewerId = reviewed
            ? u.role === 'EMPLOYEE'
              ? (reviewerOf.get(u.teamId) ?? adminId)
              : adminId
            : null;
          const createdAt = new Date((dayNumber(start) - 14 - Math.floor(random() * 20)) * 86_400_000);
          leaveRows.push({
            organizationId: org.id,
            userId: u.id,
            typeId: type.id,
            policyId,
            startAt: start,
            endAt: end,
            ...parts,
            duration,
            workingDates: counted,
            totalDays: length,
            status: cancelled ? 'CANCELLED' : status,
            reason: pick(REASONS),
            reviewerId: reviewerId === u.id ? adminId : reviewerId,
            reviewedAt: reviewed ? new Date(createdAt.getTime() + 86_400_000) : null,
            ...(cancelled
              ? { cancelledAt: new Date(createdAt.getTime() + 2 * 86_400_000), cancelledBy: u.id }
              : {}),
            createdAt,
            updatedAt: createdAt,
          });
        }
      }
    }
    const reviewedTypes = new Set(typeRows.filter((t) => t.requiresApproval).map((t) => t.id));
    showEveryStatus(leaveRows, reviewedTypes, todayDay);
    await insertInBatches(leaveRows, 1000, (batch) => tx.insert(leaves).values(batch));

    // Adjustments by the admin: an opening balance for about one person in ten, and a few
    // corrections of a year's vacation, in halves.
    const adjustmentRows: (typeof leaveAdjustments.$inferInsert)[] = [];
    for (const u of userRows) {
      const added = u.createdAt.toISOString().slice(0, 10);
      if (random() < 0.1)
        adjustmentRows.push({
          organizationId: org.id,
          userId: u.id,
          typeId: vacation.id,
          amount: 1 + Math.floor(random() * 6) / 2,
          effectiveOn: added,
          note: 'Opening balance from the previous tool',
          authorId: adminId,
          createdAt: u.createdAt,
        });
      if (random() < 0.05) {
        const year = firstYear + Math.floor(random() * (o.yearsBack + 1));
        adjustmentRows.push({
          organizationId: org.id,
          userId: u.id,
          typeId: random() < 0.7 ? vacation.id : sick.id,
          amount: random() < 0.5 ? -0.5 : 1,
          effectiveOn: `${Math.max(year, Number(added.slice(0, 4)))}-06-30`,
          note: random() < 0.5 ? 'Correction after payroll review' : 'Worked a public holiday',
          authorId: adminId,
        });
      }
    }
    await insertInBatches(adjustmentRows, 1000, (batch) => tx.insert(leaveAdjustments).values(batch));
    await tx.update(organizations).set({ updatedAt: new Date() }).where(eq(organizations.id, org.id));
    await seedNotifications(tx, org.id);

    return {
      organizationId: org.id,
      admin: { email: userRows[0].email },
      teamAdmins,
      employees: userRows
        .filter((u) => u.role === 'EMPLOYEE')
        .slice(0, 3)
        .map((u) => ({ email: u.email })),
      adminId,
      sampleEmployees: userRows
        .filter((u) => u.role === 'EMPLOYEE')
        .slice(0, 20)
        .map((u) => ({ id: u.id, email: u.email, teamId: u.teamId! })),
      userCount: userRows.length,
      leaveCount: leaveRows.length,
      adjustmentCount: adjustmentRows.length,
    };
  });
}

/**
 * The default triggers, and the reviewers' notifications of the latest pending requests as if they
 * had been delivered already: the demo's bells are alive, and starting the server does not send a
 * burst of old e-mails.
 */
async function seedNotifications(tx: Tx, organizationId: number) {
  await insertDefaultTriggers(tx, organizationId);
  const pending = await tx
    .select({ id: leaves.id })
    .from(leaves)
    .where(and(eq(leaves.organizationId, organizationId), eq(leaves.status, 'PENDING')))
    .orderBy(desc(leaves.createdAt))
    .limit(12);
  for (const leave of pending.reverse()) {
    const { userId, ...params } = await leaveEventParams(tx, {}, organizationId, leave.id);
    await recordEvent(tx, {
      organizationId,
      type: 'LEAVE_CREATED',
      subjectUserId: userId,
      params: { ...params, decide: decideParams({}, leave.id, 1) },
    });
  }
  await tx.execute(sql`update notification_deliveries set status = 'DONE', delivered_at = now()
    where organization_id = ${organizationId}`);
  await tx.execute(sql`update notifications set status = 'SENT', sent_at = now()
    where organization_id = ${organizationId}`);
}
