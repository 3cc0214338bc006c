import {
  type EventType,
  type NotificationTrigger,
  SAMPLE_PARAMS,
  type TriggerBody,
  type TriggerPreview,
  type TriggerPreviewBody,
} from '@leavedesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { notificationTriggers } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { AppError, appError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { renderTemplates, sampleTitle, validateTemplates } from './templates';

/** Notification triggers CRUD (organization admins; the routes check the role). */

export type TriggerInput = z.output<typeof TriggerBody>;

interface TriggerRow {
  id: number;
  name: string;
  title: string;
  eventType: NotificationTrigger['eventType'];
  receptors: NotificationTrigger['receptors'];
  channels: NotificationTrigger['channels'];
  status: NotificationTrigger['status'];
  textTemplate: string;
  htmlTemplate: string;
  failedCount: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

const ts = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

async function readTriggers(db: DbOrTx, organizationId: number, id?: number): Promise<TriggerRow[]> {
  const result = (await db.execute(sql`
    select t.id, t.name, t.title, t.event_type as "eventType", t.receptors, t.channels, t.status,
      t.text_template as "textTemplate", t.html_template as "htmlTemplate",
      coalesce(f.failed, 0)::int as "failedCount", f.last_error as "lastError",
      ${ts('t.created_at')} as "createdAt", ${ts('t.updated_at')} as "updatedAt"
    from notification_triggers t
    left join lateral (
      select count(*) as failed,
        (select d2.last_error from notification_deliveries d2
          where d2.trigger_id = t.id and d2.status = 'FAILED' order by d2.id desc limit 1) as last_error
      from notification_deliveries d where d.trigger_id = t.id and d.status = 'FAILED'
    ) f on true
    where t.organization_id = ${organizationId} ${id === undefined ? sql`` : sql`and t.id = ${id}`}
    order by (t.status = 'ARCHIVED'), t.id
  `)) as unknown as { rows: TriggerRow[] };
  return result.rows;
}

/** A trigger as the API answers it: with its title rendered as the list shows it. */
function withSampleTitle(row: TriggerRow): NotificationTrigger {
  return { ...row, sampleTitle: sampleTitle(row.eventType, row.title) };
}

export async function listTriggers({ db, caller }: UseCaseContext): Promise<NotificationTrigger[]> {
  return (await readTriggers(db, caller.organizationId)).map(withSampleTitle);
}

export async function getTrigger({ db, caller }: UseCaseContext, id: number): Promise<NotificationTrigger> {
  const [row] = await readTriggers(db, caller.organizationId, id);
  if (!row) throw notFound('Notification trigger');
  return withSampleTitle(row);
}

/** A trigger as the audit trail shows it. */
function triggerAuditFields(t: typeof notificationTriggers.$inferSelect) {
  const { name, title, eventType, receptors, channels, status, textTemplate, htmlTemplate } = t;
  return { name, title, eventType, receptors, channels, status, textTemplate, htmlTemplate };
}

/** A 400 naming each template problem and its field; the message is the first problem. */
function assertTemplates(eventType: EventType, input: TriggerInput) {
  const details = validateTemplates(eventType, input);
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', details[0].message, details);
}

export async function createTrigger(ctx: UseCaseContext, input: TriggerInput): Promise<NotificationTrigger> {
  assertTemplates(input.eventType, input);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationTriggers)
      .values({
        organizationId: ctx.caller.organizationId,
        name: input.name,
        title: input.title,
        eventType: input.eventType,
        receptors: input.receptors,
        channels: input.channels,
        status: input.status ?? 'ENABLED',
        textTemplate: input.textTemplate,
        htmlTemplate: input.htmlTemplate,
      })
      .returning();
    await recordAudit(tx, ctx, {
      kind: 'TRIGGER_CREATED',
      target: { type: 'TRIGGER', id: row.id, label: row.name },
      after: triggerAuditFields(row),
    });
    return row.id;
  });
  return getTrigger(ctx, id);
}

export async function updateTrigger(
  ctx: UseCaseContext,
  id: number,
  input: TriggerInput,
): Promise<NotificationTrigger> {
  assertTemplates(input.eventType, input);
  const { caller } = ctx;
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(notificationTriggers)
      .where(
        and(eq(notificationTriggers.id, id), eq(notificationTriggers.organizationId, caller.organizationId)),
      )
      .for('update');
    if (!current) throw notFound('Notification trigger');
    if (current.status === 'ARCHIVED')
      throw appError('CONFLICT', 'This trigger is archived and can no longer be changed.');
    const [row] = await tx
      .update(notificationTriggers)
      .set({
        name: input.name,
        title: input.title,
        eventType: input.eventType,
        receptors: input.receptors,
        channels: input.channels,
        status: input.status ?? current.status,
        textTemplate: input.textTemplate,
        htmlTemplate: input.htmlTemplate,
        updatedAt: new Date(),
      })
      .where(eq(notificationTriggers.id, id))
      .returning();
    await recordAudit(tx, ctx, {
      kind: 'TRIGGER_UPDATED',
      target: { type: 'TRIGGER', id, label: row.name },
      before: triggerAuditFields(current),
      after: triggerAuditFields(row),
    });
  });
  return getTrigger(ctx, id);
}

/**
 * Removes a trigger; one that has created notifications is archived instead, so the history keeps
 * its name. The row is locked first: an event fanning out at the same moment either committed its
 * notifications before (and we archive) or waits and then finds the trigger gone or archived.
 */
export async function deleteTrigger(ctx: UseCaseContext, id: number): Promise<'deleted' | 'archived'> {
  const { caller } = ctx;
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(notificationTriggers)
      .where(
        and(eq(notificationTriggers.id, id), eq(notificationTriggers.organizationId, caller.organizationId)),
      )
      .for('update');
    if (!current) throw notFound('Notification trigger');
    const used = (await tx.execute(
      sql`select exists (select 1 from notifications where trigger_id = ${id})
        or exists (select 1 from notification_deliveries where trigger_id = ${id}) as used`,
    )) as unknown as { rows: { used: boolean }[] };
    const target = { type: 'TRIGGER' as const, id, label: current.name };
    const before = triggerAuditFields(current);
    if (used.rows[0]?.used) {
      await tx
        .update(notificationTriggers)
        .set({ status: 'ARCHIVED', updatedAt: new Date() })
        .where(eq(notificationTriggers.id, id));
      await recordAudit(tx, ctx, {
        kind: 'TRIGGER_ARCHIVED',
        target,
        before: { status: before.status },
        after: { status: 'ARCHIVED' },
      });
      return 'archived';
    }
    await tx.delete(notificationTriggers).where(eq(notificationTriggers.id, id));
    await recordAudit(tx, ctx, { kind: 'TRIGGER_DELETED', target, before });
    return 'deleted';
  });
}

/**
 * The trigger form's live preview: the templates rendered with sample params, or their problems. An
 * empty HTML template previews the HTML made from the text, as it will be sent.
 */
export function previewTrigger(input: z.output<typeof TriggerPreviewBody>): TriggerPreview {
  const errors = validateTemplates(input.eventType, input);
  const bad = new Set(errors.map((e) => e.field));
  const params = SAMPLE_PARAMS[input.eventType] as unknown as Record<string, unknown>;
  // A field with a problem is rendered empty, so the others still show.
  const usable = (field: 'title' | 'textTemplate' | 'htmlTemplate') => (bad.has(field) ? '' : input[field]);
  const rendered = renderTemplates(
    { title: usable('title'), textTemplate: usable('textTemplate'), htmlTemplate: usable('htmlTemplate') },
    params,
  );
  return {
    title: bad.has('title') ? null : rendered.title,
    textContent: bad.has('textTemplate') ? null : rendered.textContent,
    htmlContent: bad.has('htmlTemplate') ? null : rendered.htmlContent,
    errors,
  };
}
