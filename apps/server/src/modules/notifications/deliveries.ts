import type { DeliveryIssue, Paged } from '@leavedesk/contracts';
import { DELIVERY_TEXT } from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import type { UseCaseContext } from '../../http/context';
import { appError, notFound } from '../../http/errors';
import { channelDeliveryJson, isoTime } from './inbox';

/**
 * The organization's deliveries that wait after a failure or have failed, for its admins
 * (/notifications), and trying a failed one again (decision 0029).
 */

/**
 * A delivery that carries something: an e-mail of a notification, or a Slack post with its text.
 * The FAILED row a trigger whose templates could not be rendered leaves (decision 0015) is neither;
 * the triggers list shows it.
 */
const deliverable = sql`((d.channel = 'EMAIL' and d.notification_id is not null)
  or (d.channel = 'SLACK' and d.content is not null))`;

const issueJson = sql`(${channelDeliveryJson}::jsonb || jsonb_build_object(
  'id', d.id, 'title', coalesce(n.title, d.content->>'title', ''), 'event', e.type,
  'trigger', json_build_object('id', t.id, 'name', t.name),
  'recipient', case when u.id is not null then json_build_object(
    'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) end,
  'createdAt', ${isoTime(sql`d.created_at`)}))`;

async function readIssues(
  db: DbOrTx,
  where: SQL,
  page: { size: number; offset: number },
): Promise<{ total: number; contents: DeliveryIssue[] }> {
  const row = await firstRow<{ total: number; contents: DeliveryIssue[] | null }>(
    db,
    sql`with issues as (select d.* from notification_deliveries d where ${where})
      select (select count(*)::int from issues) as total,
        (select json_agg(x.j order by x.id desc) from (
          select d.id, ${issueJson} as j from issues d
          join notification_events e on e.id = d.event_id
          join notification_triggers t on t.id = d.trigger_id
          left join notifications n on n.id = d.notification_id
          left join users u on u.id = n.user_id
          order by d.id desc limit ${page.size} offset ${page.offset}) x) as contents`,
  );
  return { total: row?.total ?? 0, contents: row?.contents ?? [] };
}

export async function listDeliveryIssues(
  { db, caller }: UseCaseContext,
  query: { page: number; size: number; status?: 'PENDING' | 'FAILED' },
): Promise<Paged<DeliveryIssue>> {
  const state =
    query.status === 'FAILED'
      ? sql`d.status = 'FAILED'`
      : query.status === 'PENDING'
        ? sql`d.status = 'PENDING' and d.last_error is not null`
        : sql`(d.status = 'FAILED' or (d.status = 'PENDING' and d.last_error is not null))`;
  const { total, contents } = await readIssues(
    db,
    sql`d.organization_id = ${caller.organizationId} and ${deliverable} and ${state}`,
    { size: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    contents,
    pageNumber: query.page - 1,
    pageSize: query.size,
    totalPages: Math.ceil(total / query.size),
    totalContents: total,
  };
}

/**
 * Queues a FAILED delivery of the caller's organization again, as a new delivery: it gets the whole
 * give-up period (NOTIFICATION_GIVE_UP_AFTER) from now, and the notifications it serves are PENDING
 * again unless another of their deliveries is still FAILED. Answers the new delivery.
 */
export async function retryDelivery({ db, caller }: UseCaseContext, id: number): Promise<DeliveryIssue> {
  return db.transaction(async (tx) => {
    const current = await firstRow<{ status: string; deliverable: boolean }>(
      tx,
      sql`select d.status, ${deliverable} as deliverable from notification_deliveries d
        where d.id = ${id} and d.organization_id = ${caller.organizationId} and d.channel in ('EMAIL', 'SLACK')
        for update`,
    );
    if (!current) throw notFound('Delivery');
    if (!current.deliverable) throw appError('CONFLICT', DELIVERY_TEXT.notRenderable);
    if (current.status !== 'FAILED') throw appError('CONFLICT', DELIVERY_TEXT.notRetryable);
    const fresh = await firstRow<{ id: number }>(
      tx,
      sql`with old as (
          delete from notification_deliveries where id = ${id} returning *
        )
        insert into notification_deliveries (organization_id, channel, event_id, trigger_id, notification_id, content)
        select organization_id, channel, event_id, trigger_id, notification_id, content from old
        returning id`,
    );
    await tx.execute(sql`
      update notifications n set status = 'PENDING'
      where n.status = 'FAILED' and n.id in (
        select n2.id from notification_deliveries d join notifications n2 on
          (d.channel = 'EMAIL' and n2.id = d.notification_id)
          or (d.channel = 'SLACK' and n2.event_id = d.event_id and n2.trigger_id = d.trigger_id)
        where d.id = ${fresh!.id})
      and not exists (
        select 1 from notification_deliveries f
        where f.status = 'FAILED' and ((f.channel = 'EMAIL' and f.notification_id = n.id)
          or (f.channel = 'SLACK' and f.event_id = n.event_id and f.trigger_id = n.trigger_id)))
    `);
    const { contents } = await readIssues(tx, sql`d.id = ${fresh!.id}`, { size: 1, offset: 0 });
    return contents[0]!;
  });
}
