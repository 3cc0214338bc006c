import type { ApprovalStep } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  timezone: text('timezone').notNull().default('UTC'),
  weekFirstDay: text('week_first_day').notNull().default('MONDAY'),
  workingDays: text('working_days')
    .array()
    .notNull()
    .default(sql`ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY']::text[]`),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
});

/**
 * An organization's data version: raised by the database when a transaction that changed its
 * leaves, people, teams, types or policies commits (src/db/data-version.sql). Answers cached for a
 * version are valid while it stays the same. A table of its own, not a column of `organizations`:
 * the triggers lock this row only at commit, and nothing else ever locks it, so it cannot take part
 * in a deadlock with the transactions that lock the organization row (default policy changes).
 * No row yet means version 0.
 */
export const organizationVersions = pgTable('organization_versions', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  dataVersion: integer('data_version').notNull().default(0),
  /**
   * When the version was last raised (the committing transaction's clock, so it only grows for an
   * organization): the `Last-Modified` of the calendar feeds.
   */
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }),
  /**
   * Raised with the data version by every change the calendar's answers show except the leaves
   * themselves (people, teams, types, policies, the organization's name and working days): the
   * leaves raise the versions of the months their dates touch instead (`organizationMonthVersions`).
   */
  calendarVersion: integer('calendar_version').notNull().default(0),
});

/**
 * A month's leave version in an organization: raised once by every committing transaction that
 * created, changed or removed a leave whose dates touch that month (before or after the change),
 * in month order (src/db/data-version.sql). The calendar's answers (month grid, day list, range)
 * are kept for the calendar version plus the versions of the months they show (decision 0021): a
 * request in March leaves November's grid cached. No row yet means version 0.
 */
export const organizationMonthVersions = pgTable(
  'organization_month_versions',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);

/**
 * How many PENDING and ACCEPTED leaves of an organization cover each day, whoever their people are
 * (removed people's leaves are taken off when read: they are few). Kept by the database: each
 * statement that writes leaves notes its changes per day (`note_leave_days`), and the deferred
 * trigger that raises the data version adds them up at commit, in day order, after locking the
 * organization's version row (src/db/data-version.sql, decision 0021). The calendar grid's counts
 * read ~42 rows of it instead of walking the month's leaves.
 */
export const leaveDayCounts = pgTable(
  'leave_day_counts',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day] })],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Who decides its members' requests, step by step (issue 28; decision 0033). */
    approvalSteps: jsonb('approval_steps')
      .$type<ApprovalStep[]>()
      .notNull()
      .default([{ approvers: 'REVIEWERS' }]),
    ...timestamps,
  },
  (t) => [uniqueIndex('teams_org_name_unique').on(t.organizationId, sql`lower(${t.name})`)],
);

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    symbol: text('symbol').notNull().default(''),
    cycle: text('cycle').notNull(),
    amount: integer('amount').notNull(),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    status: text('status').notNull().default('ACTIVE'),
    /**
     * STANDARD, or TIME_OFF_IN_LIEU (issue 29): a balance earned by overtime entries, not granted by
     * a period's allowance.
     */
    kind: text('kind').notNull().default('STANDARD'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leave_types_org_name_active_unique')
      .on(t.organizationId, sql`lower(${t.name})`)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const leavePolicies = pgTable(
  'leave_policies',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Removed (DELETE) while leaves or deleted users still point at it: kept for them, listed nowhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('leave_policies_org_idx').on(t.organizationId),
    // At most one default policy per organization, whatever two admins do at the same time.
    uniqueIndex('leave_policies_org_default_unique').on(t.organizationId).where(sql`${t.isDefault}`),
  ],
);

export const activatedTypes = pgTable(
  'activated_types',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => leavePolicies.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => leaveTypes.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    requiresApproval: boolean('requires_approval').notNull(),
    cycle: text('cycle').notNull(),
    position: integer('position').notNull().default(0),
    /** PER_YEAR: at most this many whole days of what remains of a year carry into the next (0 = none). */
    carryOverLimit: integer('carry_over_limit').notNull().default(0),
    /** Carried-over days expire at the end of this month of the year (1–12); null = never. */
    carryOverExpiresAfterMonths: integer('carry_over_expires_after_months'),
    /** PER_YEAR (issue 29): UPFRONT, the whole allowance on the period's first day; MONTHLY, a twelfth a month. */
    accrual: text('accrual').notNull().default('UPFRONT'),
    /** MONTHLY: days (halves allowed) a request may take ahead of what will have been earned; 0 otherwise. */
    borrowLimit: numeric('borrow_limit', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    /** DAYS or HOURS (issue 29): the unit of the allowance, the balances and the durations of the type's leaves. */
    unit: text('unit').notNull().default('DAYS'),
    /** Multiply the allowance by the person's scheduled hours per week ÷ the organization's full week (issue 29). */
    prorateBySchedule: boolean('prorate_by_schedule').notNull().default(false),
    /** TIME_OFF_IN_LIEU types: an overtime entry expires this many months after its date; null = never. */
    expiresAfterMonths: integer('expires_after_months'),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.typeId] }), index('activated_types_type_idx').on(t.typeId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A password sent by "forgot password": valid alongside the old one until used or expired. */
    resetPasswordHash: text('reset_password_hash'),
    resetPasswordExpiresAt: timestamp('reset_password_expires_at', { withTimezone: true, mode: 'date' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    role: text('role').notNull(),
    status: text('status').notNull(),
    country: text('country'),
    timezone: text('timezone'),
    teamId: integer('team_id').references(() => teams.id),
    leavePolicyId: integer('leave_policy_id').references(() => leavePolicies.id),
    joinedAt: date('joined_at', { mode: 'string' }).notNull(),
    avatarAssetId: integer('avatar_asset_id'),
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_live_unique').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    index('users_org_team_idx').on(t.organizationId, t.teamId),
    // The few deleted users of an organization, whose leaves every list and the calendar leave out.
    index('users_org_deleted_idx').on(t.organizationId).where(sql`${t.deletedAt} is not null`),
    // An organization's admins and team admins: the reviewers a request's notification goes to,
    // found among 10,000 people without reading them all.
    index('users_org_role_idx').on(t.organizationId, t.role),
  ],
);

/**
 * Fixed-window counters of the `/auth/*` rate limits, kept in the database so every server process
 * behind a load balancer counts the same attempts. Keys are hashes (no e-mail or IP in clear).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('holidays_org_country_date_unique').on(t.organizationId, t.country, t.date)],
);

export const leaves = pgTable(
  'leaves',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => leaveTypes.id),
    policyId: integer('policy_id')
      .notNull()
      .references(() => leavePolicies.id),
    startAt: date('start_at', { mode: 'string' }).notNull(),
    endAt: date('end_at', { mode: 'string' }).notNull(),
    /** FULL, or AFTERNOON: the first day from noon (counts 0.5 when it is a working day). */
    startDayPart: text('start_day_part').notNull().default('FULL'),
    /** FULL, or MORNING: the last day until noon. */
    endDayPart: text('end_day_part').notNull().default('FULL'),
    /** Working days, halves included (numeric holds 2.5 exactly), or hours for an HOURS leave (7.25). */
    duration: numeric('duration', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    /** DAYS or HOURS (issue 29): the unit of `duration`, the type's unit when the leave was asked for. */
    unit: text('unit').notNull().default('DAYS'),
    /** A one-day HOURS leave's hours ("HH:mm", quarter hours), when given; null otherwise. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    totalDays: integer('total_days').notNull(),
    /** PENDING, ACCEPTED, REJECTED, or CANCELLED (set together with `cancelledAt`). */
    status: text('status').notNull(),
    reason: text('reason'),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** Why the reviewer decided as they did (optional), for the requester to read. */
    reviewReason: text('review_reason'),
    /** The requester's team's approval steps when it was asked for (decision 0033): a later change of the team's steps does not move it. */
    approvalSteps: jsonb('approval_steps')
      .$type<ApprovalStep[]>()
      .notNull()
      .default([{ approvers: 'REVIEWERS' }]),
    /** The step (1-based) waiting for a decision; once decided, the step that decided it. */
    approvalStep: integer('approval_step').notNull().default(1),
    /**
     * Who covers for the requester during the leave (issue 28, optional): an active person of the
     * organization other than the requester. While the leave is ACCEPTED and covers today, the
     * approval steps waiting on the requester are also decided by this person.
     */
    substituteId: integer('substitute_id').references(() => users.id),
    /** When the leave was withdrawn or cancelled (status CANCELLED): kept in the history, never counted. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** Who cancelled it: the requester, or a reviewer of theirs. */
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    /** The working dates the duration counted, fixed at creation: a leave crossing a period boundary counts its own days in each. */
    workingDates: date('working_dates', { mode: 'string' }).array(),
    /**
     * The scheduled hours of each of `working_dates` (same order), fixed at creation (issue 29):
     * what an HOURS balance counts for each date, halves weighing half. Null for rows written before.
     */
    workingHours: numeric('working_hours', { precision: 4, scale: 2, mode: 'number' }).array(),
    /**
     * How many times the row changed: raised by the database on every update that changes it
     * (trigger `leaves_revision`, migration 0003), whoever writes it. The feeds' `SEQUENCE`.
     */
    revision: integer('revision').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('leaves_user_start_idx').on(t.userId, t.startAt),
    // The leaves a person covers for (substitutes, issue 28).
    index('leaves_substitute_idx').on(t.substituteId).where(sql`${t.substituteId} is not null`),
    // Leaves whose approval steps name a person (`@>`, list-leaves.ts namedApproverOf).
    index('leaves_approval_steps_idx').using('gin', t.approvalSteps.op('jsonb_path_ops')),
    // A team's review list: the members' leaves of a status, by start; one person's counted leaves.
    // CANCELLED leaves are listed (the history) since issue 13, so these three cover every row.
    index('leaves_user_status_start_idx').on(t.userId, t.status, t.startAt),
    // Review lists by status, newest first, and their counts (index-only with the user id).
    index('leaves_org_status_start_idx').on(t.organizationId, t.status, t.startAt, t.userId),
    // The calendar and overlap searches: start_at is bounded on both sides (a leave spans at most
    // 366 days); lists of every status, newest first.
    index('leaves_org_range_idx').on(t.organizationId, t.startAt, t.endAt),
    // The organization's longest leave (max over an index-only walk): the tight lower bound of
    // `start_at` in overlap searches.
    // The calendar grid (issue 15): counts and chips of a month of the counted leaves, index-only
    // (no heap visit for the status or the person), walked backwards from a day for its chips.
    index('leaves_org_counted_range_idx')
      .on(t.organizationId, t.startAt, t.endAt, t.userId)
      .where(sql`${t.status} in ('PENDING', 'ACCEPTED')`),
    index('leaves_org_total_days_idx').on(t.organizationId, t.totalDays).where(sql`${t.cancelledAt} is null`),
  ],
);

/**
 * Days an admin added to (or removed from) one person's balance of one type, in the period of
 * `effectiveOn` (by the type's cycle): counted in that period's total. An opening balance is one.
 */
/**
 * A person's work schedule history (issue 29): from `effective_from` on, until the next entry, the
 * hours they work on each weekday (quarter hours, 0 = not a working day). Before the first entry,
 * and with none, they work the organization's working days for its `metadata.hoursPerDay`. Leaves
 * keep the working dates fixed at creation: a later change here does not recount them.
 */
export const userSchedules = pgTable(
  'user_schedules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    mondayHours: numeric('monday_hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    tuesdayHours: numeric('tuesday_hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    wednesdayHours: numeric('wednesday_hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    thursdayHours: numeric('thursday_hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    fridayHours: numeric('friday_hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    saturdayHours: numeric('saturday_hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    sundayHours: numeric('sunday_hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
  },
  // One entry per person and date; the check and create read a person's entries in date order.
  (t) => [uniqueIndex('user_schedules_user_effective_unique').on(t.userId, t.effectiveFrom)],
);

export const leaveAdjustments = pgTable(
  'leave_adjustments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => leaveTypes.id),
    /** Days, in steps of 0.5 (hours, in quarter hours, for an HOURS type); negative removes. */
    amount: numeric('amount', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamps.createdAt,
  },
  // One person's adjustments of a range of dates: the balance and the check read them with the leaves.
  (t) => [index('leave_adjustments_user_date_idx').on(t.userId, t.effectiveOn)],
);

export const assets = pgTable('assets', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  ownerId: integer('owner_id').references(() => users.id),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bucket: text('bucket').notNull(),
  storageKey: text('storage_key').notNull(),
  etag: text('etag').notNull(),
  createdAt: timestamps.createdAt,
});

/** Notification triggers: which event notifies whom, on which channels, with which templates. */
export const notificationTriggers = pgTable(
  'notification_triggers',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    eventType: text('event_type').notNull(),
    receptors: text('receptors').notNull(),
    channels: text('channels').array().notNull(),
    status: text('status').notNull().default('ENABLED'),
    textTemplate: text('text_template').notNull(),
    htmlTemplate: text('html_template').notNull(),
    ...timestamps,
  },
  (t) => [index('notification_triggers_org_event_idx').on(t.organizationId, t.eventType, t.status)],
);

/**
 * Events, written in the transaction of the change that causes them: the subject user and the
 * typed params (contracts' EVENT_PARAMS). Their notifications are created in the same transaction.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    subjectUserId: integer('subject_user_id').references(() => users.id),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('notification_events_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * One notification per recipient and trigger of an event, rendered once at creation. Status:
 * PENDING until every channel delivered, then SENT; FAILED when a delivery gave up; READ once read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: the event's (its organization's, with cascade) covers it (decision 0022). */
    organizationId: integer('organization_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    /** No foreign key: recordEvent's key-share lock on the trigger guards it (decision 0022). */
    triggerId: integer('trigger_id').notNull(),
    /**
     * No foreign key: the recipients are read from users by the statement that writes their
     * notifications, and people are never deleted, only marked so (decision 0022).
     */
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    textContent: text('text_content').notNull(),
    htmlContent: text('html_content').notNull(),
    channels: text('channels').array().notNull(),
    status: text('status').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('notifications_event_trigger_user_unique').on(t.eventId, t.triggerId, t.userId),
    // The bell: a user's notifications newest first, and the unread count (index-only).
    index('notifications_user_idx').on(t.userId, t.id, t.status),
    index('notifications_trigger_idx').on(t.triggerId),
  ],
);

/**
 * The work of delivering notifications, claimed by any server process with a lease
 * (`FOR UPDATE SKIP LOCKED`): EMAIL, one per notification; SLACK, one per event and trigger;
 * EMAILS, one per event and trigger, written with the notifications and expanded by the worker into
 * their EMAIL rows (decision 0022).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    // Only the event's foreign key (with cascade): the organization, trigger and notification are
    // written in the same statement as the delivery, and recordEvent holds a key-share lock on each
    // trigger it fans out for, so none can go while its deliveries are written; one check per
    // delivery instead of four keeps a 1,000-person fan-out fast (decision 0022).
    organizationId: integer('organization_id').notNull(),
    channel: text('channel').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    triggerId: integer('trigger_id').notNull(),
    /** The notification an e-mail delivers; null for a Slack post (it covers the event and trigger). */
    notificationId: integer('notification_id'),
    /** What a Slack post says, rendered with the notifications (e-mails read their notification). */
    content: jsonb('content').$type<{ title: string; text: string }>(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('notification_deliveries_due_idx').on(t.runAt).where(sql`${t.status} = 'PENDING'`),
    index('notification_deliveries_notification_idx').on(t.notificationId),
    index('notification_deliveries_event_trigger_idx').on(t.eventId, t.triggerId),
  ],
);

/**
 * The calendar feeds of a user (`MINE`, `TEAM`, `ORGANIZATION`). A feed's URL token is
 * `{id}.{HMAC(feed key, id:nonce)}` (modules/feeds/feed-tokens.ts): the database holds the nonce,
 * never the token, so a copy of the database alone opens no feed. A new nonce (regenerate) kills
 * the old URL. The rows go when the user is deactivated or removed.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('calendar_feeds_user_kind_unique').on(t.userId, t.kind)],
);

/**
 * The audit trail: one row per change an admin (or a person to their own record) made, written in
 * the transaction of the change (modules/audit/record-audit.ts). Names are kept as they were at the
 * time; `changes` holds only the fields that changed, secrets hidden. Never updated; deleted only
 * by the retention job (AUDIT_RETENTION_DAYS).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Who made the change; no foreign key: the record outlives what it names. */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    kind: text('kind').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    targetLabel: text('target_label').notNull(),
    /** `[{field, before, after}]`: only what changed. */
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // The list, newest first, and its filters by date range, by person and by kind.
    index('audit_entries_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('audit_entries_org_actor_created_idx').on(t.organizationId, t.actorId, t.createdAt),
    index('audit_entries_org_kind_created_idx').on(t.organizationId, t.kind, t.createdAt),
    // The retention job's walk over the oldest entries of every organization.
    index('audit_entries_created_idx').on(t.createdAt),
  ],
);

/**
 * One decision per approval step of a leave (issue 28): who accepted or rejected it, when and why.
 * The unique (leave, step) makes a second decision of the same step impossible whatever races.
 */
export const leaveDecisions = pgTable(
  'leave_decisions',
  {
    id: serial('id').primaryKey(),
    leaveId: integer('leave_id')
      .notNull()
      .references(() => leaves.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('leave_decisions_leave_step_unique').on(t.leaveId, t.step)],
);

/**
 * Review reminders (issue 28): for a pending leave's step, the last working day its approvers were
 * reminded (once a working day) and whether the organization admins were told too (escalation).
 * Kept apart from `leaves` so that a reminder changes no leave row (its revision, the feeds, the
 * calendar's versions).
 */
export const leaveReminders = pgTable(
  'leave_reminders',
  {
    leaveId: integer('leave_id')
      .notNull()
      .references(() => leaves.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    remindedOn: date('reminded_on', { mode: 'string' }).notNull(),
    escalated: boolean('escalated').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.leaveId, t.step] })],
);

/**
 * Overtime entries (issue 29): time worked beyond one's schedule, to be taken back as leave of a
 * TIME_OFF_IN_LIEU type. An ACCEPTED entry adds `amount` (in the type's unit) to the person's
 * balance of the type from `date`, until `expires_on` (null = never); leave of the type uses the
 * oldest unexpired entries first. PENDING when the type requires approval, decided by the
 * person's reviewers.
 */
export const overtimeEntries = pgTable(
  'overtime_entries',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => leaveTypes.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** In the type's unit when entered: days in halves, or hours in quarter hours. */
    amount: numeric('amount', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull().default('DAYS'),
    /** The day after which what is left of the entry is gone: `date` + the type's `expiresAfterMonths`; null = never. */
    expiresOn: date('expires_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    /** PENDING, ACCEPTED, REJECTED or CANCELLED. */
    status: text('status').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewReason: text('review_reason'),
    ...timestamps,
  },
  (t) => [
    index('overtime_entries_user_type_date_idx').on(t.userId, t.typeId, t.date),
    index('overtime_entries_org_status_idx').on(t.organizationId, t.status),
  ],
);
