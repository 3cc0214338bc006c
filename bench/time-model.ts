/**
 * The time model on every person of the benchmark's organization (issue 29): each person gets a
 * work schedule history of one to three entries, in four shapes taken in turn (a five-day week of
 * 8 hours, a four-day week, mornings only, 7.5-hour days with a change to four days this year), so
 * every balance and check walks a schedule; and the organization's Vacation is prorated by that
 * schedule (beside the monthly accrual run.ts sets), so every balance also weighs it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';

type Week = [number, number, number, number, number, number, number];

const FULL: Week = [8, 8, 8, 8, 8, 0, 0];
const FOUR_DAYS: Week = [8, 8, 8, 8, 0, 0, 0];
const MORNINGS: Week = [4, 4, 4, 4, 4, 0, 0];
const SEVEN_AND_A_HALF: Week = [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0];
const FOUR_SHORT: Week = [7.5, 7.5, 7.5, 7.5, 0, 0, 0];

/** The histories, by person id modulo 4: [years before this one, month, week][]. */
const SHAPES: Array<Array<[number, number, Week]>> = [
  [[3, 1, FULL]],
  [
    [3, 1, FULL],
    [1, 7, FOUR_DAYS],
  ],
  [[2, 3, MORNINGS]],
  [
    [3, 1, SEVEN_AND_A_HALF],
    [1, 1, FULL],
    [0, 4, FOUR_SHORT],
  ],
];

export interface TimeModel {
  people: number;
  entries: number;
}

export async function giveSchedules(db: Db, organizationId: number, today: string): Promise<TimeModel> {
  const year = Number(today.slice(0, 4));
  let entries = 0;
  for (let shape = 0; shape < SHAPES.length; shape++) {
    for (const [yearsBack, month, week] of SHAPES[shape]) {
      const from = `${year - yearsBack}-${String(month).padStart(2, '0')}-01`;
      const inserted = await db.execute(sql`insert into user_schedules (user_id, effective_from,
          monday_hours, tuesday_hours, wednesday_hours, thursday_hours, friday_hours, saturday_hours, sunday_hours)
        select id, ${from}::date, ${week[0]}, ${week[1]}, ${week[2]}, ${week[3]}, ${week[4]}, ${week[5]}, ${week[6]}
        from users where organization_id = ${organizationId} and id % 4 = ${shape}`);
      entries += (inserted as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
    }
  }
  await db.execute(sql`update activated_types a set prorate_by_schedule = true
    from leave_types t where t.id = a.type_id and t.name = 'Vacation'
      and a.organization_id = ${organizationId}`);
  const people = (
    (await db.execute(
      sql`select count(*)::int as n from users where organization_id = ${organizationId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0].n;
  return { people, entries };
}
