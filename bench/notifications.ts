/**
 * The notification data of the benchmark (issue 10, Speed): realistic inboxes in the benchmark's
 * organization for the bell's count, and a second organization whose one team has 1,000 people,
 * for the fan-out of one event and for the e-mail deliveries. Everything goes through the server's
 * own code (`leaveEventParams`, `recordEvent`): the rows are the ones the server writes.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db, DbOrTx } from '../apps/server/src/db/client';
import { notificationTriggers } from '../apps/server/src/db/schema';
import type { HolidayProvider } from '../apps/server/src/modules/holidays/provider';
import { DEFAULT_TRIGGERS } from '../apps/server/src/modules/notifications/default-triggers';
import { leaveEventParams, recordEvent } from '../apps/server/src/modules/notifications/record-event';
import { seedDemoOrganization } from '../apps/server/src/scripts/demo-data';
import { log, percentile } from './support';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
/** The server's configuration as the events' links need it. */
export const eventConfig = { publicUrl: 'https://leavedesk.example.com' };

/** A trigger like the default reviewers' one, sent to the requester's whole team by e-mail. */
async function teamTrigger(tx: DbOrTx, organizationId: number, name: string): Promise<number> {
  const template = DEFAULT_TRIGGERS.find((t) => t.eventType === 'LEAVE_CREATED')!;
  const [row] = await tx
    .insert(notificationTriggers)
    .values({ ...template, organizationId, name, receptors: 'ALL_TEAM_MEMBERS', channels: ['EMAIL'] })
    .returning({ id: notificationTriggers.id });
  return row.id;
}

async function recordLeaveCreated(tx: DbOrTx, organizationId: number, leaveId: number) {
  const { userId, ...params } = await leaveEventParams(tx, eventConfig, organizationId, leaveId);
  return recordEvent(tx, { organizationId, type: 'LEAVE_CREATED', subjectUserId: userId, params });
}

export interface Inboxes {
  events: number;
  notifications: number;
  unread: number;
  /** Notifications per person: the median and the largest (the organization admin reviews all). */
  medianPerUser: number;
  maxPerUser: number;
}

/**
 * Gives the organization's people inboxes of a few dozen notifications, some read: an e-mail trigger
 * to the whole team (as an organization might add) and the default reviewers' trigger, for the
 * latest `perTeam` requests of each team, recorded as the server records them; then delivered
 * (SENT), and all but each person's newest five and one in ten of the rest READ. The trigger is
 * disabled afterwards, so later requests of the benchmark notify only through the defaults.
 */
export async function giveInboxes(db: Db, organizationId: number, perTeam: number): Promise<Inboxes> {
  return db.transaction(async (tx) => {
    const triggerId = await teamTrigger(tx, organizationId, 'Team calendar: new request');
    const leaves = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select id from (
          select l.id, row_number() over (partition by u.team_id order by l.created_at desc, l.id desc) as rn
          from leaves l join users u on u.id = l.user_id where l.organization_id = ${organizationId}
        ) x where rn <= ${perTeam} order by id`),
    );
    for (const leave of leaves) await recordLeaveCreated(tx, organizationId, leave.id);
    await tx.execute(sql`update notification_triggers set status = 'DISABLED' where id = ${triggerId}`);
    await tx.execute(sql`update notification_deliveries set status = 'DONE', delivered_at = now()
      where organization_id = ${organizationId} and status = 'PENDING'`);
    await tx.execute(sql`update notifications set status = 'SENT', sent_at = now()
      where organization_id = ${organizationId} and status = 'PENDING'`);
    await tx.execute(sql`
      update notifications n set status = 'READ', read_at = now()
      from (select id, row_number() over (partition by user_id order by id desc) as rn
        from notifications where organization_id = ${organizationId}) r
      where n.id = r.id and r.rn > 5 and n.id % 10 <> 0`);
    const [stats] = rowsOf<Omit<Inboxes, 'events'>>(
      await tx.execute(sql`
        select sum(total)::int as notifications, sum(unread)::int as unread,
          (percentile_disc(0.5) within group (order by total))::int as "medianPerUser",
          max(total)::int as "maxPerUser"
        from (select count(*) as total, count(*) filter (where status <> 'READ') as unread
          from notifications where organization_id = ${organizationId} group by user_id) per_user`),
    );
    return { events: leaves.length, ...stats };
  });
}

/** The e-mail addresses of every `step`th person of the organization (its admin first). */
export async function spreadOfPeople(db: Db, organizationId: number, step: number): Promise<string[]> {
  const rows = rowsOf<{ email: string }>(
    await db.execute(sql`
      select email from (select email, row_number() over (order by id) as rn from users
        where organization_id = ${organizationId} and deleted_at is null and status = 'ACTIVE') x
      where (rn - 1) % ${step} = 0 order by rn`),
  );
  return rows.map((r) => r.email);
}

export interface FanOutOrganization {
  organizationId: number;
  triggerId: number;
  teamSize: number;
  /** Requests of team members, whose LEAVE_CREATED events the measurements record. */
  leaveIds: number[];
}

/**
 * A second organization whose only team has 1,000 people (its admin and team admin included), with
 * the default triggers and an e-mail trigger to all team members on LEAVE_CREATED.
 */
export async function seedFanOutOrganization(
  db: Db,
  holidays: HolidayProvider,
  o: { password: string; timezone: string; today: string },
): Promise<FanOutOrganization> {
  const seeded = await seedDemoOrganization(db, holidays, {
    organizationName: 'Fan-out Corp',
    emailDomain: 'fanout.leavedesk.test',
    password: o.password,
    country: 'DE',
    timezone: o.timezone,
    teams: ['Everyone'],
    users: 1000,
    yearsBack: 0,
    leavesPerUserPerYear: 2,
    today: o.today,
    seed: 7,
  });
  const triggerId = await teamTrigger(db, seeded.organizationId, 'Everyone: new leave request');
  const leaves = rowsOf<{ id: number }>(
    await db.execute(sql`select id from leaves where organization_id = ${seeded.organizationId}
      order by id limit 20`),
  );
  const [team] = rowsOf<{ size: number }>(
    await db.execute(sql`select count(*)::int as size from users where organization_id = ${seeded.organizationId}
      and team_id is not null and deleted_at is null and status in ('ACTIVE', 'PENDING')`),
  );
  return {
    organizationId: seeded.organizationId,
    triggerId,
    teamSize: team.size,
    leaveIds: leaves.map((l) => l.id),
  };
}

/**
 * Times `recordEvent` of a LEAVE_CREATED event in the fan-out organization, each run in its own
 * transaction that is then rolled back (the tables do not grow between runs, and no e-mail is left
 * to send). The first run checks that the event really created one notification and one e-mail
 * delivery per team member. Answers the times in ms, sorted.
 */
export async function timeFanOut(db: Db, org: FanOutOrganization, runs: number): Promise<number[]> {
  const warmUp = 5;
  const times: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    const leaveId = org.leaveIds[i % org.leaveIds.length];
    try {
      await db.transaction(async (tx) => {
        // The event's params are the caller's work (create-leave reads them before recording).
        const { userId, ...params } = await leaveEventParams(tx, eventConfig, org.organizationId, leaveId);
        const started = performance.now();
        const eventId = await recordEvent(tx, {
          organizationId: org.organizationId,
          type: 'LEAVE_CREATED',
          subjectUserId: userId,
          params,
        });
        const elapsed = performance.now() - started;
        if (i >= warmUp) times.push(elapsed);
        if (i === 0) await checkFanOut(tx, org, eventId);
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  }
  return times.sort((a, b) => a - b);
}

async function checkFanOut(tx: DbOrTx, org: FanOutOrganization, eventId: number) {
  const [made] = rowsOf<{ notifications: number; emails: number }>(
    await tx.execute(sql`
      select count(*)::int as notifications,
        (select count(*)::int from notification_deliveries d where d.event_id = ${eventId}
          and d.trigger_id = ${org.triggerId} and d.channel = 'EMAILS') as emails
      from notifications where event_id = ${eventId} and trigger_id = ${org.triggerId}`),
  );
  // The e-mails wait as one EMAILS delivery, expanded by the worker into one per notification.
  if (made.notifications !== org.teamSize || made.emails !== 1)
    throw new Error(
      `the fan-out made ${made.notifications} notifications and ${made.emails} e-mail batches for a team of ${org.teamSize}`,
    );
  log(`fan-out check: one event → ${made.notifications} notifications and their e-mails (one batch)`);
}

/** Summary of sorted times: median and p99, one decimal. */
export function timing(sorted: number[]) {
  const round = (v: number) => Math.round(v * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), runs: sorted.length };
}

/**
 * Records LEAVE_CREATED events in the fan-out organization (committed) until at least `count`
 * e-mails wait to be delivered; answers the ids of the notifications those e-mails deliver.
 */
export async function pendingEmails(db: Db, org: FanOutOrganization, count: number): Promise<Set<number>> {
  return db.transaction(async (tx) => {
    const events: number[] = [];
    for (let made = 0, i = 0; made < count; i++) {
      events.push(await recordLeaveCreated(tx, org.organizationId, org.leaveIds[i % org.leaveIds.length]));
      // The notifications of e-mailing triggers: each has its e-mail to deliver.
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from notifications
          where 'EMAIL' = any(channels) and event_id = ${events.at(-1)}`),
      );
      made += row.n;
    }
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from notifications
        where 'EMAIL' = any(channels) and status = 'PENDING' and event_id in (${sql.join(
          events.map((e) => sql`${e}`),
          sql`, `,
        )})`),
    );
    return new Set(rows.map((r) => r.id));
  });
}
