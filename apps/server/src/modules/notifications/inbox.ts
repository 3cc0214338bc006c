import type { Notification, NotificationCount, NotificationQuery, Paged } from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import { callerSelect } from '../../http/auth';
import type { ClaimsContext, UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { DECIDE_LINK_PATTERN } from '../leaves/decide-links';

/** A user's own notifications: the bell, the history, the unread count and marking read. */

/** A timestamp as the API writes it (ISO 8601, UTC, milliseconds). */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One channel's delivery as the API shows it: an EMAILS row (the e-mails of an event and trigger not
 * yet expanded, decision 0022) is the recipient's e-mail, still PENDING; `nextAttemptAt` only while
 * PENDING.
 */
export const channelDeliveryJson = sql`json_build_object(
  'channel', case d.channel when 'EMAILS' then 'EMAIL' else d.channel end, 'status', d.status,
  'attempts', d.attempts, 'lastError', d.last_error,
  'nextAttemptAt', case when d.status = 'PENDING' then ${isoTime(sql`d.run_at`)} end)`;

/** A notification's deliveries, e-mail first: its own e-mail, and its event and trigger's Slack post. */
const deliveriesJson = sql`coalesce((select json_agg(x.j order by x.channel) from (
    select d.channel, ${channelDeliveryJson} as j from notification_deliveries d
    where d.notification_id = n.id and d.channel = 'EMAIL'
    union all
    select d.channel, ${channelDeliveryJson} from notification_deliveries d
    where d.event_id = n.event_id and d.trigger_id = n.trigger_id and d.channel in ('SLACK', 'EMAILS')
  ) x), '[]'::json)`;

/** A text with its decide links made the request's address: they are the e-mail's (decision 0035). */
const withoutDecideLinksSql = (text: SQL) =>
  sql`case when strpos(${text}, 'ld-decide.') > 0 then regexp_replace(${text}, ${DECIDE_LINK_PATTERN}, '', 'g') else ${text} end`;

const notificationJson = sql`json_build_object(
  'id', n.id, 'title', n.title, 'status', n.status, 'event', e.type,
  'trigger', json_build_object('id', t.id, 'name', t.name), 'channels', n.channels,
  'textContent', ${withoutDecideLinksSql(sql`n.text_content`)},
  'htmlContent', ${withoutDecideLinksSql(sql`n.html_content`)}, 'params', e.params,
  'sentAt', ${isoTime(sql`n.sent_at`)},
  'readAt', ${isoTime(sql`n.read_at`)},
  'createdAt', ${isoTime(sql`n.created_at`)},
  'error', case when n.status = 'FAILED' then (
    select d.last_error from notification_deliveries d
    where d.status = 'FAILED' and ((d.channel = 'EMAIL' and d.notification_id = n.id)
      or (d.channel = 'SLACK' and d.event_id = n.event_id and d.trigger_id = n.trigger_id))
    order by d.id desc limit 1) end,
  'deliveries', ${deliveriesJson})`;

const joins = sql`join notification_events e on e.id = n.event_id
  join notification_triggers t on t.id = n.trigger_id`;

type Query = { page: number; size: number; eventType?: string; status?: string; unread?: boolean };

export async function listNotifications(
  { db, caller }: UseCaseContext,
  query: Query,
): Promise<Paged<Notification>> {
  const filters: SQL[] = [sql`n.user_id = ${caller.userId}`];
  if (query.eventType) filters.push(sql`e.type = ${query.eventType}`);
  if (query.status) filters.push(sql`n.status = ${query.status}`);
  if (query.unread !== undefined)
    filters.push(query.unread ? sql`n.status <> 'READ'` : sql`n.status = 'READ'`);
  const where = sql.join(filters, sql` and `);
  const offset = (query.page - 1) * query.size;
  const row = await firstRow<{ total: number; contents: Notification[] | null }>(
    db,
    sql`select (select count(*)::int from notifications n ${joins} where ${where}) as total,
      (select json_agg(x.j order by x.id desc) from (
        select n.id, ${notificationJson} as j from notifications n ${joins}
        where ${where} order by n.id desc limit ${query.size} offset ${offset}) x) as contents`,
  );
  const total = row?.total ?? 0;
  return {
    contents: row?.contents ?? [],
    pageNumber: query.page - 1,
    pageSize: query.size,
    totalPages: Math.ceil(total / query.size),
    totalContents: total,
  };
}

export type { NotificationQuery };

export async function getNotification({ db, caller }: UseCaseContext, id: number): Promise<Notification> {
  const row = await firstRow<{ j: Notification }>(
    db,
    sql`select ${notificationJson} as j from notifications n ${joins}
      where n.id = ${id} and n.user_id = ${caller.userId}`,
  );
  if (!row) throw notFound('Notification');
  return row.j;
}

/**
 * Unread is every notification not READ, from the moment it exists: the bell never waits for an
 * e-mail or a Slack post (decision 0029).
 */
const countOf = (user: SQL) => sql`select count(*) filter (where n.status <> 'READ')::int as "unreadCount",
    count(*)::int as "totalCount"
  from notifications n where n.user_id = ${user}`;

/**
 * The bell's count, polled every 30 s by every open tab: one prepared statement that reads the
 * caller and counts on the (user_id, id, status) index.
 */
export async function countNotifications({ db, claims }: ClaimsContext): Promise<NotificationCount> {
  const row = await firstRow<{ me: number | null; unreadCount: number; totalCount: number }>(
    db,
    sql`with me as (${callerSelect(claims, { dataVersion: false })})
      select (select "userId" from me) as me, c."unreadCount", c."totalCount"
      from (${countOf(sql`(select "userId" from me)`)}) c`,
  );
  if (row?.me == null) throw appError('UNAUTHENTICATED');
  return { unreadCount: row.unreadCount, totalCount: row.totalCount };
}

/**
 * Marks the caller's own notifications READ. Every id must be the caller's: one that is not (a
 * missing one or someone else's) answers 404 and nothing is marked.
 */
export async function markRead({ db, caller }: UseCaseContext, ids: number[]): Promise<NotificationCount> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const list = sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    );
    const owned = await firstRow<{ n: number }>(
      tx,
      sql`select count(*)::int as n from notifications where id in (${list}) and user_id = ${caller.userId}`,
    );
    if ((owned?.n ?? 0) !== unique.length) throw notFound('Notification');
    await tx.execute(sql`update notifications set status = 'READ', read_at = coalesce(read_at, now())
      where id in (${list}) and user_id = ${caller.userId} and status <> 'READ'`);
    const count = await firstRow<NotificationCount>(tx, countOf(sql`${caller.userId}`));
    return count ?? { unreadCount: 0, totalCount: 0 };
  });
}
