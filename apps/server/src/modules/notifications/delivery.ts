import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { databaseUnavailable } from '../../lib/pg-errors';
import { type DecideTokens, personalizeDecideLinks } from '../leaves/decide-links';
import { deliveryFailure, NO_SLACK_WEBHOOK, PermanentFailure } from './delivery-errors';
import { postToSlack } from './slack';

/**
 * Background delivery of notifications, run by every server process (server-rules §6).
 *
 * Deliveries are rows. A worker claims a batch of due ones in one statement that locks them with
 * `FOR UPDATE SKIP LOCKED` and pushes their `run_at` a lease ahead, so no other process takes
 * them while they are being sent; the lease outlives the slowest SMTP or Slack answer. Success marks
 * the delivery DONE and turns every notification whose deliveries are all DONE (or SKIPPED) into
 * SENT. A failure for a reason that may pass (the mail server or Slack unreachable, slow or saying
 * "try later") is retried with a backoff that doubles from `retryBaseMs` up to `retryMaxMs`, until
 * `giveUpAfterMs` after the delivery was queued; a permanent answer (an unknown mailbox, a Slack
 * webhook that no longer exists) fails it at once (decision 0029). A delivery that gives up is FAILED
 * with its notifications, keeping the last error (a sentence, never a stack); an organization admin
 * may queue it again. A Slack post while the organization has no webhook URL is SKIPPED with a
 * warning rather than failed. A process that dies mid-send leaves the row to be claimed again when
 * the lease ends: e-mails carry a Message-ID derived from the notification, so that one window
 * cannot look like two messages.
 *
 * The change that causes an event writes one EMAILS delivery for the e-mails of each trigger (a
 * 1,000-person team's fan-out stays one row per person in the request, decision 0022); each round
 * first expands a few of those into one EMAIL delivery per notification, in one statement that
 * deletes what it expanded, so the e-mails exist either as the one row or as theirs, never both
 * or neither.
 */
export interface DeliveryOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** How often to look for due deliveries. */
  pollMs: number;
  /** The first retry's delay; each next one doubles it. */
  retryBaseMs: number;
  /** The longest wait between two attempts (15 minutes). */
  retryMaxMs?: number;
  /** How long after it was queued a delivery that keeps failing for a passing reason gives up. */
  giveUpAfterMs: number;
  batchSize?: number;
  leaseMs?: number;
  allowPrivateSlack: boolean;
  /** The domain of Message-IDs (from MAIL_FROM). */
  messageIdDomain: string;
  /**
   * Signs the recipient's own decide links of the reviewers' e-mail when it is sent (decision
   * 0035); without it, those links are the request's address.
   */
  decideTokens?: DecideTokens;
}

interface Claimed {
  id: number;
  channel: 'EMAIL' | 'SLACK';
  attempts: number;
  organizationId: number;
  eventId: number;
  triggerId: number;
  notificationId: number | null;
  content: { title: string; text: string } | null;
}

interface EmailRow {
  id: number;
  title: string;
  textContent: string;
  htmlContent: string;
  email: string;
  createdAt: string;
  userId: number;
  /** The event's leave and `decide` params (LEAVE_CREATED): where the recipient's own links go. */
  leaveId: number | null;
  decide: unknown;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private failedRounds = 0;
  private readonly retryMaxMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(private readonly opts: DeliveryOptions) {
    this.retryMaxMs = opts.retryMaxMs ?? 15 * 60_000;
    this.batchSize = opts.batchSize ?? 20;
    this.leaseMs = opts.leaseMs ?? 120_000;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.tick().finally(() => {
        this.running = undefined;
      });
    }, ms);
    this.timer.unref?.();
  }

  private async tick() {
    try {
      const busy = (await this.runOnce()) >= this.batchSize;
      if (this.failedRounds > 0) this.opts.log.info('notification delivery resumed');
      this.failedRounds = 0;
      this.schedule(busy ? 0 : this.opts.pollMs);
    } catch (error) {
      // A database that restarts or drops connections costs rounds, never the process: wait 1 s,
      // then twice as long after each failed round (30 s at most), instead of hammering it.
      this.failedRounds += 1;
      const delay = Math.min(30_000, Math.max(this.opts.pollMs, 1000) * 2 ** (this.failedRounds - 1));
      const lost = databaseUnavailable(error);
      this.opts.log.warn(
        lost ? { database: lost, retryInMs: delay } : { err: error, retryInMs: delay },
        'notification delivery round failed; retrying',
      );
      this.schedule(delay);
    }
  }

  /**
   * Turns due EMAILS deliveries (the e-mails of one event and trigger) into an EMAIL delivery per
   * notification; answers how many it expanded. Locked with SKIP LOCKED like any claim: two
   * processes never expand one twice.
   */
  async expandEmails(): Promise<number> {
    const [row] = rows<{ expanded: number }>(
      await this.opts.db.execute(sql`
        with due as (
          select id, organization_id, event_id, trigger_id from notification_deliveries
          where status = 'PENDING' and channel = 'EMAILS' and run_at <= now()
          order by run_at, id
          limit ${this.batchSize}
          for update skip locked
        ), emails as (
          insert into notification_deliveries (organization_id, channel, event_id, trigger_id, notification_id)
          select d.organization_id, 'EMAIL', d.event_id, d.trigger_id, n.id
          from due d join notifications n on n.event_id = d.event_id and n.trigger_id = d.trigger_id
          order by n.id
          returning 1
        ), expanded as (
          delete from notification_deliveries x using due d where x.id = d.id
          returning 1
        )
        select (select count(*) from expanded)::int as expanded, (select count(*) from emails)::int as emails
      `),
    );
    return row?.expanded ?? 0;
  }

  /** Claims and delivers one batch of due deliveries; answers how many it claimed (or expanded). */
  async runOnce(): Promise<number> {
    const expanded = await this.expandEmails();
    const claimed = rows<Claimed>(
      await this.opts.db.execute(sql`
        update notification_deliveries d
        set attempts = d.attempts + 1, run_at = now() + ${`${this.leaseMs} milliseconds`}::interval
        where d.id in (
          select id from notification_deliveries
          where status = 'PENDING' and run_at <= now() and channel <> 'EMAILS'
          order by run_at, id
          limit ${this.batchSize}
          for update skip locked
        )
        returning d.id, d.channel, d.attempts, d.organization_id as "organizationId", d.event_id as "eventId",
          d.trigger_id as "triggerId", d.notification_id as "notificationId", d.content
      `),
    );
    if (claimed.length === 0) return expanded;
    const emails = await this.emailsOf(claimed);
    // Every delivery of the batch ends before the round does, even when one lost the database.
    const results = await Promise.allSettled(claimed.map((delivery) => this.deliver(delivery, emails)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return Math.max(claimed.length, expanded);
  }

  private async emailsOf(claimed: Claimed[]): Promise<Map<number, EmailRow>> {
    const ids = claimed
      .filter((c) => c.channel === 'EMAIL' && c.notificationId)
      .map((c) => c.notificationId!);
    if (ids.length === 0) return new Map();
    const found = rows<EmailRow>(
      await this.opts.db.execute(sql`
        select n.id, n.title, n.text_content as "textContent", n.html_content as "htmlContent", u.email,
          to_char(n.created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') as "createdAt",
          n.user_id as "userId",
          case when e.type = 'LEAVE_CREATED' then (e.params->'leave'->>'id')::int end as "leaveId",
          case when e.type = 'LEAVE_CREATED' then e.params->'decide' end as decide
        from notifications n join users u on u.id = n.user_id
        join notification_events e on e.id = n.event_id
        where n.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
      `),
    );
    return new Map(found.map((r) => [r.id, r]));
  }

  /**
   * Sends one delivery and records the outcome. What it reads from the database is read before
   * sending, and a failure of the database is the round's (thrown: the round backs off and the
   * lease brings the delivery back), never recorded as the delivery's failed attempt.
   */
  private async deliver(delivery: Claimed, emails: Map<number, EmailRow>) {
    const slackUrl = delivery.channel === 'SLACK' ? await this.slackUrlOf(delivery.organizationId) : null;
    if (delivery.channel === 'SLACK' && !slackUrl) {
      // The webhook was removed after the trigger was saved: Slack is left out, not failed.
      this.opts.log.warn({ deliveryId: delivery.id }, 'Slack post skipped: no webhook URL');
      await this.done(delivery, 'SKIPPED', NO_SLACK_WEBHOOK);
      return;
    }
    try {
      await this.send(delivery, emails, slackUrl);
    } catch (error) {
      await this.failed(delivery, error).catch((err) => {
        if (databaseUnavailable(err)) throw err;
        this.opts.log.warn({ err }, 'could not record a failed notification delivery');
      });
      return;
    }
    await this.done(delivery, 'DONE', null);
  }

  private async slackUrlOf(organizationId: number): Promise<string | null> {
    const [org] = rows<{ url: string | null }>(
      await this.opts.db.execute(
        sql`select metadata->>'slackWebhookUrl' as url from organizations where id = ${organizationId}`,
      ),
    );
    return org?.url || null;
  }

  private async send(delivery: Claimed, emails: Map<number, EmailRow>, slackUrl: string | null) {
    if (delivery.channel === 'EMAIL') {
      const n = emails.get(delivery.notificationId ?? -1);
      if (!n) throw new PermanentFailure('the notification no longer exists');
      // The reviewers' e-mail: the recipient's own decide links, signed now (decision 0035).
      const [text, html] = await personalizeDecideLinks(this.opts.db, this.opts.decideTokens, {
        userId: n.userId,
        leaveId: n.leaveId,
        decide: n.decide,
        texts: [n.textContent, n.htmlContent],
      });
      await this.opts.mailer.send({
        to: n.email,
        subject: n.title,
        text,
        html,
        messageId: `<notification.${n.id}.${n.createdAt}@${this.opts.messageIdDomain}>`,
      });
    } else {
      await postToSlack(
        slackUrl ?? '',
        delivery.content ?? { title: '', text: '' },
        this.opts.allowPrivateSlack,
      );
    }
  }

  /** The notifications a delivery serves: its own (e-mail), or those of its event and trigger (Slack). */
  private served(delivery: Claimed) {
    return delivery.channel === 'EMAIL'
      ? sql`n.id = ${delivery.notificationId}`
      : sql`n.event_id = ${delivery.eventId} and n.trigger_id = ${delivery.triggerId}`;
  }

  /**
   * Marks the delivery DONE (or SKIPPED, with the warning), and SENT each notification it serves
   * whose deliveries are now all DONE or SKIPPED. The notifications are locked first: two
   * deliveries of one notification (its e-mail and its Slack post) recorded at the same moment would
   * otherwise each see the other as not done yet, and neither would mark it. Locked, the second
   * waits for the first to commit, then looks again.
   */
  private async done(delivery: Claimed, status: 'DONE' | 'SKIPPED', warning: string | null) {
    await this.opts.db.transaction(async (tx) => {
      await tx.execute(sql`
        update notification_deliveries set status = ${status}, delivered_at = now(), last_error = ${warning}
        where id = ${delivery.id}
      `);
      await tx.execute(sql`
        select n.id from notifications n where ${this.served(delivery)} and n.status = 'PENDING'
        order by n.id for update
      `);
      await tx.execute(sql`
        update notifications n set status = 'SENT', sent_at = now()
        where ${this.served(delivery)} and n.status = 'PENDING'
          and not exists (
            select 1 from notification_deliveries d
            where d.status not in ('DONE', 'SKIPPED') and (
              (d.channel = 'EMAIL' and d.notification_id = n.id)
              or (d.channel in ('SLACK', 'EMAILS') and d.event_id = n.event_id and d.trigger_id = n.trigger_id)))
      `);
    });
  }

  /**
   * Records a failed attempt: retried after a wait that doubles from `retryBaseMs` up to
   * `retryMaxMs`, the last attempt falling on the give-up moment (`giveUpAfterMs` after the delivery
   * was queued); FAILED, with the notifications it serves, at once when the answer was permanent or
   * when the give-up moment has come.
   */
  private async failed(delivery: Claimed, error: unknown) {
    const { message, permanent } = deliveryFailure(delivery.channel, error);
    const delay = Math.min(this.retryMaxMs, this.opts.retryBaseMs * 2 ** Math.min(delivery.attempts - 1, 30));
    const giveUp = `${this.opts.giveUpAfterMs} milliseconds`;
    await this.opts.db.transaction(async (tx) => {
      const [row] = rows<{ status: string }>(
        await tx.execute(sql`
          update notification_deliveries
          set status = case when ${permanent} or now() >= created_at + ${giveUp}::interval
              then 'FAILED' else 'PENDING' end,
            last_error = ${message},
            run_at = least(now() + ${`${delay} milliseconds`}::interval, created_at + ${giveUp}::interval)
          where id = ${delivery.id}
          returning status
        `),
      );
      const final = row?.status === 'FAILED';
      this.opts.log.warn(
        {
          deliveryId: delivery.id,
          channel: delivery.channel,
          attempts: delivery.attempts,
          final,
          error: message,
        },
        final ? 'notification delivery failed for good' : 'notification delivery failed; will retry',
      );
      if (final)
        await tx.execute(sql`
          update notifications n set status = 'FAILED' where ${this.served(delivery)} and n.status = 'PENDING'
        `);
    });
  }
}
