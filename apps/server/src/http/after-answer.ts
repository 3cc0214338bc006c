import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Work a route starts only once its answer has gone out, so that how long it takes never shows in
 * the answer's time (the new-password e-mail: an address that gets one must not answer slower than
 * one that does not). Each task is tracked: closing the server waits for the ones under way, and
 * tests wait for them with `idle()`.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();
  private readonly closing = new AbortController();
  /** Aborted when the server closes: a task that waits (a retry) stops waiting and gives up. */
  readonly signal = this.closing.signal;

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * Runs `task` when `reply` has been sent, or when its client went away first (the work is owed
   * either way). A failure is logged as `what`, never thrown.
   */
  schedule(reply: FastifyReply, what: string, task: () => Promise<void>): void {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    this.running.add(done);
    const start = () => {
      task()
        .catch((err: unknown) => this.log.error({ err }, what))
        .finally(() => {
          this.running.delete(done);
          finish();
        });
    };
    reply.then(start, start);
  }

  /** Resolves once no scheduled task is waiting or running. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** Tells the tasks that the server is closing, then waits for them to end. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.idle();
  }
}
