import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { databaseUnavailable } from '../../lib/pg-errors';

export interface AuditPrunerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Entries older than this many days are deleted (AUDIT_RETENTION_DAYS). */
  retentionDays: number;
  /** How often to look (default hourly). */
  everyMs?: number;
  /** Rows per DELETE statement: a short statement, short locks, whatever the backlog. */
  batchSize?: number;
}

/**
 * Deletes audit entries past the retention period, in every server process. Each round deletes
 * bounded batches of the oldest expired rows, picked with `FOR UPDATE SKIP LOCKED`, until none
 * is left: two processes pruning at once take different rows, never wait on each other, and a
 * round run twice deletes nothing more. Nothing is kept in memory; a restart just prunes again.
 */
export class AuditPruner {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly everyMs: number;
  private readonly batchSize: number;

  constructor(private readonly opts: AuditPrunerOptions) {
    this.everyMs = opts.everyMs ?? 60 * 60 * 1000;
    this.batchSize = opts.batchSize ?? 1000;
  }

  start() {
    if (this.timer) return;
    const round = () => {
      this.running ??= this.pruneOnce()
        .catch((error) => {
          const lost = databaseUnavailable(error);
          this.opts.log.warn(lost ? { database: lost } : { err: error }, 'audit retention round failed');
        })
        .finally(() => {
          this.running = undefined;
        });
    };
    // The first round soon after start, not during it: start-up has work enough.
    this.first = setTimeout(round, 30_000);
    this.first.unref?.();
    this.timer = setInterval(round, this.everyMs);
    this.timer.unref?.();
  }

  async stop() {
    clearTimeout(this.first);
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Deletes every entry older than the retention period; answers how many. */
  async pruneOnce(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.opts.retentionDays * 86_400_000);
    let total = 0;
    for (;;) {
      const result = (await this.opts.db.execute(sql`
        delete from audit_entries where id in (
          select id from audit_entries where created_at < ${cutoff.toISOString()}::timestamptz
          order by created_at limit ${this.batchSize}
          for update skip locked
        )`)) as unknown as { affectedRows?: number; rowCount?: number };
      const deleted = result.rowCount ?? result.affectedRows ?? 0;
      total += deleted;
      if (deleted < this.batchSize) return total;
    }
  }
}
