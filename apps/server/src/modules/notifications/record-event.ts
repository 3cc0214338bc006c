import type { EventParams, EventType, Receptor } from '@leavedesk/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { notificationDeliveries, notificationEvents, notificationTriggers } from '../../db/schema';
import { withoutDecideLinks } from '../leaves/decide-links';
import { type Rendered, renderTemplates, TemplatesNotRendered } from './templates';

/**
 * Events and their notifications (server-rules §6). `recordEvent` runs inside the transaction of
 * the change that causes the event: the event row, and for each ENABLED trigger of its type one
 * notification per recipient (rendered once per trigger) with its deliveries, all commit or roll
 * back with the change. Recipients are resolved and inserted by one statement per trigger, however
 * large the team.
 */
export interface EventInput<K extends EventType> {
  organizationId: number;
  type: K;
  /** The requester (leave events), the new user, the registering or acting admin. */
  subjectUserId: number;
  params: EventParams[K];
  /**
   * Who the REVIEWERS receptor names when the leave's current approval step is not the default
   * one (issue 28): its approvers by id. Unset, the receptor's own rule below.
   */
  approverIds?: number[];
  /**
   * Who the USER receptor names when it is not the subject: LEAVE_SUBSTITUTE_ASSIGNED (issue 28)
   * keeps the requester as subject (their team's admins, their team) and notifies the substitute
   * as USER.
   */
  userReceptorId?: number;
  /** Only the triggers whose receptor is REVIEWERS fan out (a step passed: its next approvers). */
  reviewersOnly?: boolean;
}

type TriggerRow = typeof notificationTriggers.$inferSelect;

/** Who each receptor is, for the subject user `s` (a users row aliased `s`) and candidate `u`. */
function receptorCondition(receptor: Receptor, approverIds?: number[], userReceptorId?: number) {
  switch (receptor) {
    case 'USER':
      return userReceptorId != null ? sql`u.id = ${userReceptorId}` : sql`u.id = s.id`;
    case 'TEAM_ADMIN':
      return sql`u.role = 'TEAM_ADMIN' and u.team_id = s.team_id`;
    case 'ORGANIZATION_ADMIN':
      return sql`u.role = 'ORGANIZATION_ADMIN'`;
    case 'ALL_TEAM_MEMBERS':
      return sql`u.team_id = s.team_id`;
    case 'REVIEWERS':
      if (approverIds) return sql`u.id = any(${`{${approverIds.join(',')}}`}::int[])`;
      // Those who may accept or reject the subject's leaves: the admins of their team and the
      // organization admins, never the subject, unless they are the only active organization admin.
      return sql`u.id <> s.id and ((u.role = 'TEAM_ADMIN' and u.team_id = s.team_id) or u.role = 'ORGANIZATION_ADMIN')
        or (u.id = s.id and u.role = 'ORGANIZATION_ADMIN' and not exists (
          select 1 from users o where o.organization_id = s.organization_id and o.id <> s.id
            and o.role = 'ORGANIZATION_ADMIN' and o.status = 'ACTIVE' and o.deleted_at is null))`;
  }
}

/**
 * One statement: the recipients (deduplicated, ACTIVE or PENDING people of the organization) and
 * their notifications; when the trigger e-mails, one EMAILS delivery that the worker expands into
 * an EMAIL delivery per notification (delivery.ts), so the change that causes the event writes one
 * row per recipient, not two; when it posts to Slack, one Slack post for the event and trigger.
 * Both only when anyone was notified (server-rules §6: channels of the notifications; a trigger
 * whose receptors are nobody posts nothing). Answers how many notifications were created.
 *
 * No `on conflict`: the recipients are distinct and the event is new, so the unique key of
 * (event, trigger, person) cannot be hit, and a speculative insert per row cost a fifth of the
 * fan-out (decision 0022).
 */
async function fanOut(tx: DbOrTx, eventId: number, input: EventInput<EventType>, trigger: TriggerRow) {
  let rendered: Rendered;
  try {
    rendered = renderTemplates(trigger, input.params as Record<string, unknown>);
  } catch (error) {
    if (!(error instanceof TemplatesNotRendered)) throw error;
    await recordNotRendered(tx, eventId, input.organizationId, trigger, error);
    return { created: 0, rendered: undefined };
  }
  const channels = trigger.channels;
  const email = channels.includes('EMAIL');
  const slack = channels.includes('SLACK');
  const result = (await tx.execute(sql`
    with recipients as (
      -- Distinct without a DISTINCT: one subject row (by primary key), each person once.
      select u.id from users u
      join users s on s.id = ${input.subjectUserId} and s.organization_id = ${input.organizationId}
      where u.organization_id = ${input.organizationId} and u.deleted_at is null
        and u.status in ('ACTIVE', 'PENDING') and (${receptorCondition(trigger.receptors as Receptor, input.approverIds, input.userReceptorId)})
    ), created as (
      insert into notifications (organization_id, event_id, trigger_id, user_id, title, text_content,
        html_content, channels, status)
      select ${input.organizationId}, ${eventId}, ${trigger.id}, r.id, ${rendered.title},
        ${rendered.textContent}, ${rendered.htmlContent}, ${`{${channels.join(',')}}`}::text[], 'PENDING'
      from recipients r
      returning id
    ), emails as (
      insert into notification_deliveries (organization_id, channel, event_id, trigger_id)
      select ${input.organizationId}, 'EMAILS', ${eventId}, ${trigger.id}
      where ${email} and exists (select 1 from created)
      returning 1
    ), slack as (
      insert into notification_deliveries (organization_id, channel, event_id, trigger_id, content)
      select ${input.organizationId}, 'SLACK', ${eventId}, ${trigger.id},
        ${JSON.stringify({ title: rendered.title, text: withoutDecideLinks(rendered.textContent) })}::jsonb
      where ${slack} and exists (select 1 from created)
      returning 1
    )
    select (select count(*) from created)::int as created
  `)) as unknown as { rows: { created: number }[] };
  return { created: result.rows[0]?.created ?? 0, rendered };
}

/**
 * A trigger whose templates cannot be rendered (saved before they were checked as they are today)
 * never fails the change that causes its event: nobody is notified, and one FAILED delivery with
 * the reason shows the admin, in the triggers list, that the trigger needs fixing.
 */
async function recordNotRendered(
  tx: DbOrTx,
  eventId: number,
  organizationId: number,
  trigger: TriggerRow,
  error: TemplatesNotRendered,
) {
  await tx.insert(notificationDeliveries).values({
    organizationId,
    channel: trigger.channels[0] ?? 'EMAIL',
    eventId,
    triggerId: trigger.id,
    status: 'FAILED',
    lastError: `${error.message} Fix them on the trigger's form.`,
  });
}

export async function recordEvent<K extends EventType>(tx: DbOrTx, input: EventInput<K>): Promise<number> {
  const [event] = await tx
    .insert(notificationEvents)
    .values({
      organizationId: input.organizationId,
      type: input.type,
      subjectUserId: input.subjectUserId,
      params: input.params as Record<string, unknown>,
    })
    .returning({ id: notificationEvents.id });
  const types: EventType[] =
    input.type === 'NOTIFICATION_CREATED' ? [input.type] : [input.type, 'NOTIFICATION_CREATED'];
  const triggers = await tx
    .select()
    .from(notificationTriggers)
    .where(
      and(
        eq(notificationTriggers.organizationId, input.organizationId),
        inArray(notificationTriggers.eventType, types),
        eq(notificationTriggers.status, 'ENABLED'),
      ),
    )
    .orderBy(notificationTriggers.id)
    // Held to the commit: no trigger this event fans out for can be removed meanwhile (removal
    // locks it for update), which is what its deliveries' foreign key once checked row by row.
    .for('key share');
  const own = triggers.filter(
    (t) => t.eventType === input.type && (!input.reviewersOnly || t.receptors === 'REVIEWERS'),
  );
  const listensToCreated = input.type !== 'NOTIFICATION_CREATED' && triggers.length > own.length;
  for (const trigger of own) {
    const { created, rendered } = await fanOut(tx, event.id, input, trigger);
    // Notifications of NOTIFICATION_CREATED triggers never cause that event again (no loop).
    if (listensToCreated && created > 0 && rendered) {
      const p = input.params as EventParams['LEAVE_CREATED'];
      await recordEvent(tx, {
        organizationId: input.organizationId,
        type: 'NOTIFICATION_CREATED',
        subjectUserId: input.subjectUserId,
        params: {
          organization: p.organization,
          user: p.user,
          notification: {
            title: rendered.title,
            // Decide links are the reviewers' own (decision 0035): others read the request's address.
            textContent: withoutDecideLinks(rendered.textContent),
            eventType: input.type,
            triggerName: trigger.name,
            recipientCount: created,
          },
          link: p.link,
        },
      });
    }
  }
  return event.id;
}

// ─── Params ─────────────────────────────────────────────────────────────────────────────────────

/** A link to a screen of the app: absolute when PUBLIC_URL is set (e-mails need one). */
export function appLink(config: Pick<Config, 'publicUrl'>, path: string): string {
  return config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}${path}` : path;
}

interface BaseRow {
  organization: EventParams['USER_CREATED']['organization'];
  user: EventParams['USER_CREATED']['user'];
}

/** The organization and the subject user's params, read in one statement. */
export async function eventBase(tx: DbOrTx, organizationId: number, userId: number): Promise<BaseRow> {
  const result = (await tx.execute(sql`
    select json_build_object('id', o.id, 'name', o.name, 'country', o.country, 'timezone', o.timezone) as organization,
      json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
        'fullName', trim(u.first_name || ' ' || u.last_name), 'email', u.email, 'role', u.role,
        'team', case when t.id is null then null else json_build_object('id', t.id, 'name', t.name) end) as "user"
    from users u join organizations o on o.id = u.organization_id
    left join teams t on t.id = u.team_id
    where u.id = ${userId} and u.organization_id = ${organizationId}
  `)) as unknown as { rows: BaseRow[] };
  const row = result.rows[0];
  if (!row) throw new Error(`event subject ${userId} not found in organization ${organizationId}`);
  return row;
}

/** A leave's params (`leave` with its type) and its requester's base, in one statement. */
export async function leaveEventParams(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  organizationId: number,
  leaveId: number,
): Promise<EventParams['LEAVE_CREATED'] & { userId: number }> {
  const result = (await tx.execute(sql`
    select l.user_id as "userId", json_build_object('id', l.id, 'status', l.status, 'startAt', l.start_at::text,
      'endAt', l.end_at::text, 'startDayPart', l.start_day_part, 'endDayPart', l.end_day_part,
      'duration', l.duration, 'unit', l.unit, 'startTime', l.start_time, 'endTime', l.end_time,
      'totalDays', l.total_days, 'reason', l.reason, 'cancelReason', l.cancel_reason,
      'reviewReason', l.review_reason,
      'type', json_build_object('id', lt.id, 'name', lt.name, 'symbol', lt.symbol)) as leave
    from leaves l join leave_types lt on lt.id = l.type_id
    where l.id = ${leaveId} and l.organization_id = ${organizationId}
  `)) as unknown as { rows: { userId: number; leave: EventParams['LEAVE_CREATED']['leave'] }[] };
  const row = result.rows[0];
  if (!row) throw new Error(`leave ${leaveId} not found`);
  const base = await eventBase(tx, organizationId, row.userId);
  return { ...base, leave: row.leave, link: appLink(config, `/leaves/${leaveId}`), userId: row.userId };
}
