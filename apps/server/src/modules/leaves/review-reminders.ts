import { type ApprovalStep, approvalSettingsOf } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { databaseUnavailable } from '../../lib/pg-errors';
import { addDays, dayNumber, workingDates } from '../../lib/working-days';
import { leaveEventParams, recordEvent } from '../notifications/record-event';
import { activeApprovers, approversOfStep, stepsOf } from './approval';

/**
 * Reminders of requests that wait for a decision (issue 28, decision 0034).
 *
 * A PENDING request that has waited at its current approval step for the organization's
 * `metadata.reminderAfterWorkingDays` working days (default 2; 0 = never) records the event
 * LEAVE_REVIEW_REMINDER once a working day, for the approvers of that step; from
 * `metadata.escalateAfterWorkingDays` working days (default 5; 0 = never) the organization admins
 * are among its reviewers too (`escalated: true`). None once it is decided, or once its start has
 * passed by more than a week. A step waits from when the leave was asked for (step 1) or from the
 * decision that passed the step before it. Working days are the organization's working days less
 * the public holidays of the organization's country, counted in its time zone: the days after the
 * one it started waiting on, up to today; reminders go out on working days only.
 *
 * A pass reads every due request of the installation in one statement and the holidays and
 * approvers it needs in one statement each per organization with due requests; then, per
 * organization, one transaction claims them and records their events. The claim is one
 * `INSERT … ON CONFLICT (leave_id, step) DO UPDATE … WHERE reminded_on < today RETURNING` on
 * `leave_reminders`: of two processes running the pass at once, each (leave, step, day) is claimed
 * by exactly one, the other waits on the row and finds it already claimed for today. A reminder
 * changes no leaves row (the leave's revision drives feeds and caches).
 */

/** A request waits no longer once its start has passed by more than this many days. */
const STALE_AFTER_DAYS = 7;

interface Candidate {
  id: number;
  organizationId: number;
  userId: number;
  teamId: number | null;
  approvalSteps: ApprovalStep[] | null;
  approvalStep: number;
  /** The date (organization's zone) it started waiting at its step. */
  since: string;
  today: string;
  timezone: string;
  country: string;
  workingDays: string[];
  metadata: Record<string, unknown>;
}

interface Due extends Candidate {
  waitingDays: number;
  escalated: boolean;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * One statement: the PENDING requests of every organization whose reminders are not off, whose
 * start has not passed by more than a week, and which were not reminded at their step today (in
 * their organization's zone), with the date they started waiting at their step.
 */
async function candidates(db: DbOrTx, now: Date): Promise<Candidate[]> {
  const at = now.toISOString();
  return rowsOf<Candidate>(
    await db.execute(sql`
      with orgs as (
        select o.id, o.timezone, o.country, o.working_days, o.metadata,
          (${at}::timestamptz at time zone o.timezone)::date as today
        from organizations o
        where coalesce(o.metadata->>'reminderAfterWorkingDays', '') <> '0'
      )
      select l.id, l.organization_id as "organizationId", l.user_id as "userId", u.team_id as "teamId",
        l.approval_steps as "approvalSteps", l.approval_step as "approvalStep",
        ((case when l.approval_step > 1 then d.decided_at else l.created_at end) at time zone o.timezone)::date::text as since,
        o.today::text as today, o.timezone, o.country, o.working_days as "workingDays", o.metadata
      from orgs o
      join leaves l on l.organization_id = o.id and l.status = 'PENDING'
        and l.start_at >= o.today - ${STALE_AFTER_DAYS}::int
      join users u on u.id = l.user_id and u.deleted_at is null
      left join leave_decisions d on d.leave_id = l.id and d.step = l.approval_step - 1
      left join leave_reminders r on r.leave_id = l.id and r.step = l.approval_step
      where (r.reminded_on is null or r.reminded_on < o.today)
        and (l.approval_step = 1 or d.decided_at is not null)
      order by l.organization_id, l.id
    `),
  );
}

/** The public holidays of organizations' own countries from `from` to `to`, by organization. */
async function holidaysOf(db: DbOrTx, organizationIds: number[], from: string, to: string) {
  const rows = rowsOf<{ organizationId: number; date: string }>(
    await db.execute(sql`
      select h.organization_id as "organizationId", h.date::text as date
      from holidays h join organizations o on o.id = h.organization_id and h.country = o.country
      where h.organization_id = any(${`{${organizationIds.join(',')}}`}::int[])
        and h.date > ${from}::date and h.date <= ${to}::date
    `),
  );
  const byOrg = new Map<number, Set<string>>();
  for (const r of rows) {
    const set = byOrg.get(r.organizationId) ?? new Set<string>();
    set.add(r.date);
    byOrg.set(r.organizationId, set);
  }
  return byOrg;
}

/** The candidates due a reminder today: waited long enough, and today is a working day. */
function dueOf(list: Candidate[], holidays: Map<number, Set<string>>): Due[] {
  const due: Due[] = [];
  for (const c of list) {
    const settings = approvalSettingsOf(c.metadata);
    const after = settings.reminderAfterWorkingDays;
    if (after === 0 || dayNumber(c.today) - dayNumber(c.since) < after) continue;
    const off = holidays.get(c.organizationId) ?? new Set<string>();
    const days = workingDates(addDays(c.since, 1), c.today, c.workingDays, off);
    // Reminders go out on working days: the last working date counted is today.
    if (days.length < after || days.at(-1) !== c.today) continue;
    const escalate = settings.escalateAfterWorkingDays;
    due.push({ ...c, waitingDays: days.length, escalated: escalate > 0 && days.length >= escalate });
  }
  return due;
}

/**
 * Claims the reminders of `due` for today, in the caller's transaction: answers the ones this
 * process claimed (a leave decided or moved to another step since it was read is not claimed).
 */
async function claim(tx: DbOrTx, due: Due[]): Promise<Set<number>> {
  const list = (values: (string | number | boolean)[]) => `{${values.join(',')}}`;
  const claimed = rowsOf<{ leaveId: number }>(
    await tx.execute(sql`
      insert into leave_reminders (leave_id, step, reminded_on, escalated)
      select c.leave_id, c.step, c.day, c.escalated
      from unnest(${list(due.map((d) => d.id))}::int[], ${list(due.map((d) => d.approvalStep))}::int[],
        ${list(due.map((d) => d.today))}::date[], ${list(due.map((d) => d.escalated))}::boolean[])
        as c(leave_id, step, day, escalated)
      join leaves l on l.id = c.leave_id and l.status = 'PENDING' and l.approval_step = c.step
      order by c.leave_id
      on conflict (leave_id, step) do update
        set reminded_on = excluded.reminded_on, escalated = excluded.escalated
        where leave_reminders.reminded_on < excluded.reminded_on
      returning leave_id as "leaveId"
    `),
  );
  return new Set(claimed.map((c) => c.leaveId));
}

export interface ReminderPassResult {
  /** Requests reminded by this pass (claimed and recorded). */
  reminded: number;
  /** Of them, those whose reminder went to the organization admins too. */
  escalated: number;
}

/**
 * One reminder pass at `now` (the clock is the caller's: tests drive the days). Safe to run at
 * any time, from any number of processes at once: a request is reminded at most once per step and
 * day of its organization.
 */
export async function runReviewReminders(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  now: Date = new Date(),
): Promise<ReminderPassResult> {
  const found = await candidates(db, now);
  const result: ReminderPassResult = { reminded: 0, escalated: 0 };
  if (found.length === 0) return result;
  const byOrg = new Map<number, Candidate[]>();
  for (const c of found) byOrg.set(c.organizationId, [...(byOrg.get(c.organizationId) ?? []), c]);
  const earliest = found.reduce((min, c) => (c.since < min ? c.since : min), found[0].since);
  const latest = found.reduce((max, c) => (c.today > max ? c.today : max), found[0].today);
  const holidays = await holidaysOf(db, [...byOrg.keys()], earliest, latest);
  for (const [organizationId, list] of byOrg) {
    const due = dueOf(list, holidays);
    if (due.length === 0) continue;
    const done = await remindOrganization(db, config, organizationId, due);
    result.reminded += done.reminded;
    result.escalated += done.escalated;
  }
  return result;
}

/** One organization's due reminders: claimed and recorded in one transaction. */
async function remindOrganization(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  organizationId: number,
  due: Due[],
): Promise<ReminderPassResult> {
  const people = await activeApprovers(
    db,
    organizationId,
    due.map((d) => stepsOf(d)),
    due.map((d) => d.teamId),
  );
  const admins = people.filter((p) => p.role === 'ORGANIZATION_ADMIN').map((p) => p.id);
  return db.transaction(async (tx) => {
    const claimed = await claim(tx, due);
    const result: ReminderPassResult = { reminded: 0, escalated: 0 };
    for (const d of due) {
      if (!claimed.has(d.id)) continue;
      const steps = stepsOf(d);
      const step = steps[d.approvalStep - 1] ?? steps[0];
      const approvers = approversOfStep(step, { id: d.userId, teamId: d.teamId }, people).map((p) => p.id);
      // The REVIEWERS receptor of this event: the step's approvers, and once escalated the
      // organization admins too (never the requester, unless they are the only admin to ask).
      const approverIds = d.escalated
        ? [...new Set([...approvers, ...admins.filter((id) => id !== d.userId || approvers.includes(id))])]
        : approvers;
      const { userId, ...params } = await leaveEventParams(tx, config, organizationId, d.id);
      await recordEvent(tx, {
        organizationId,
        type: 'LEAVE_REVIEW_REMINDER',
        subjectUserId: userId,
        params: {
          ...params,
          approval: { step: d.approvalStep, steps: steps.length, decided: false },
          waitingDays: d.waitingDays,
          escalated: d.escalated,
        },
        approverIds,
      });
      result.reminded += 1;
      if (d.escalated) result.escalated += 1;
    }
    return result;
  });
}

export interface ReviewReminderOptions {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  /** How often a pass runs (REVIEW_REMINDER_INTERVAL, default 10 minutes). */
  everyMs: number;
  /** When the first pass runs after start (default 5 seconds: start-up has work enough). */
  firstAfterMs?: number;
  /** The clock (tests may move it). */
  now?: () => Date;
}

/**
 * Runs the reminder pass in every server process (REVIEW_REMINDERS=true): soon after start, then
 * every `everyMs`. Its timers never keep the process alive, and `stop()` waits for a pass in flight.
 */
export class ReviewReminders {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly opts: ReviewReminderOptions) {}

  get started(): boolean {
    return this.timer !== undefined;
  }

  start() {
    if (this.timer) return;
    const round = () => {
      this.running ??= this.runOnce()
        .catch((error) => {
          const lost = databaseUnavailable(error);
          this.opts.log.warn(lost ? { database: lost } : { err: error }, 'review reminder pass failed');
        })
        .finally(() => {
          this.running = undefined;
        });
    };
    this.first = setTimeout(round, this.opts.firstAfterMs ?? 5000);
    this.first.unref?.();
    this.timer = setInterval(round, this.opts.everyMs);
    this.timer.unref?.();
  }

  async stop() {
    clearTimeout(this.first);
    clearInterval(this.timer);
    this.first = undefined;
    this.timer = undefined;
    await this.running;
  }

  /** One pass now (or at the options' clock). */
  async runOnce(now: Date = this.opts.now?.() ?? new Date()): Promise<ReminderPassResult> {
    const result = await runReviewReminders(this.opts.db, this.opts.config, now);
    if (result.reminded > 0) this.opts.log.info(result, 'review reminders recorded');
    return result;
  }
}
