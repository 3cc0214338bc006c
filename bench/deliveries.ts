/**
 * E-mail deliveries per second (issue 10, Speed): a local SMTP server (`smtp-server`, accepting
 * everything) started here, one or two built server processes on the bench database with
 * `SMTP_URL` pointing at it and their delivery worker on, and a few thousand pending e-mails
 * recorded by the server's own code once the processes are up. Measured from the first message
 * received to the last; every message is checked by its Message-ID (derived from the notification):
 * none twice, none missing, none unknown.
 */
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../apps/server/src/db/client';
import { type FanOutOrganization, pendingEmails } from './notifications';
import {
  cpuMs,
  log,
  type Measured,
  serverSessionsCpu,
  sessionsCpuBetween,
  startServer,
  stopProcesses,
  waitFor,
} from './support';

interface Received {
  at: number;
  messageId: string | undefined;
}

function localSmtpServer(received: Received[]) {
  return new SMTPServer({
    // The server's mailer keeps pooled connections open: closing ends them at once, not after 30 s.
    closeTimeout: 50,
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // A reverse DNS lookup per connection would measure the resolver, not the server.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
        received.push({ at: performance.now(), messageId: /^Message-ID:\s*(<[^>\s]+>)/im.exec(head)?.[1] });
        callback();
      });
    },
  });
}

/** CPU time so far of the delivering processes, of their PostgreSQL sessions and of this process. */
async function cpu(db: Db, children: ChildProcess[]) {
  const self = process.cpuUsage();
  return {
    servers: children.reduce((sum, c) => sum + cpuMs(c.pid), 0),
    backends: await serverSessionsCpu(db),
    bench: (self.user + self.system) / 1000,
  };
}

async function until(what: () => Promise<boolean>, stalledAfterMs: number, progress: () => number) {
  let last = progress();
  let lastChange = Date.now();
  while (!(await what())) {
    await new Promise((r) => setTimeout(r, 100));
    const now = progress();
    if (now !== last) [last, lastChange] = [now, Date.now()];
    if (Date.now() - lastChange > stalledAfterMs) throw new Error(`deliveries stalled at ${now} messages`);
  }
}

export async function measureDeliveries(opts: {
  name: string;
  db: Db;
  databaseUrl: string;
  org: FanOutOrganization;
  processes: number;
  emails: number;
  firstPort: number;
}): Promise<Measured> {
  const received: Received[] = [];
  const smtp = localSmtpServer(received);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port: smtpPort } = smtp.server.address() as AddressInfo;
  const children: ChildProcess[] = [];
  try {
    for (let i = 0; i < opts.processes; i++) {
      const port = opts.firstPort + i;
      const child = startServer(opts.databaseUrl, port, {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFICATION_WORKER: 'true',
      });
      children.push(child);
      await waitFor(`http://127.0.0.1:${port}/api/health`, child);
    }
    const before = await cpu(opts.db, children);
    // Recorded once the workers are polling (every second), as a burst of events would be.
    const expected = await pendingEmails(opts.db, opts.org, opts.emails);
    const ids = sql.join(
      [...expected].map((id) => sql`${id}`),
      sql`, `,
    );
    log(`${opts.name}: ${expected.size} e-mails pending, ${opts.processes} server process(es) delivering…`);
    // Done when every message arrived and every delivery is recorded DONE: no process can send one
    // of them again after that, so a duplicate would have arrived by then.
    await until(
      async () => {
        if (new Set(received.map((r) => r.messageId)).size < expected.size) return false;
        const [row] = (
          (await opts.db.execute(sql`select count(*)::int as n from notification_deliveries
            where notification_id in (${ids}) and status <> 'DONE'`)) as unknown as { rows: { n: number }[] }
        ).rows;
        return row.n === 0;
      },
      60_000,
      () => received.length,
    );
    const after = await cpu(opts.db, children);
    await stopProcesses(children);
    const perMessage = (ms: number) => Number((ms / received.length).toFixed(2));
    const cpuPerMessage = {
      serverCpuMs: perMessage(after.servers - before.servers),
      postgresCpuMs: perMessage(sessionsCpuBetween(before.backends, after.backends)),
      // The local SMTP server, and this process's own polling and recording of the e-mails.
      benchCpuMs: perMessage(after.bench - before.bench),
    };

    const seen = new Map<string, number>();
    for (const r of received) if (r.messageId) seen.set(r.messageId, (seen.get(r.messageId) ?? 0) + 1);
    const idOf = (messageId: string) => Number(/^<notification\.(\d+)\./.exec(messageId)?.[1]);
    const duplicates = [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
    const unknown =
      received.filter((r) => !r.messageId).length +
      [...seen.keys()].filter((m) => !expected.has(idOf(m))).length;
    const delivered = new Set([...seen.keys()].map(idOf));
    const missing = [...expected].filter((id) => !delivered.has(id)).length;
    const [sent] = (
      (await opts.db.execute(sql`select count(*)::int as n from notifications
        where id in (${ids}) and status = 'SENT'`)) as unknown as { rows: { n: number }[] }
    ).rows;
    const times = received.map((r) => r.at).sort((a, b) => a - b);
    const seconds = (times[times.length - 1] - times[0]) / 1000;
    const rate = Math.round((received.length - 1) / seconds);
    log(
      `${opts.name}: ${received.length} messages in ${seconds.toFixed(2)} s (first to last): ${rate} per second; ${duplicates} duplicates, ${missing} missing, ${unknown} unknown, ${sent.n} notifications SENT; CPU per message: server ${cpuPerMessage.serverCpuMs} ms, PostgreSQL ${cpuPerMessage.postgresCpuMs} ms, bench and SMTP server ${cpuPerMessage.benchCpuMs} ms`,
    );
    return {
      name: opts.name,
      kind: 'deliveries',
      rps: rate,
      non2xx: 0,
      // Anything but exactly one message per pending e-mail is a failure of the run.
      errors: duplicates + missing + unknown + (expected.size - sent.n),
      details: {
        processes: opts.processes,
        messages: received.length,
        expected: expected.size,
        seconds: Number(seconds.toFixed(3)),
        duplicates,
        missing,
        unknown,
        sent: sent.n,
        ...cpuPerMessage,
      },
    };
  } finally {
    await stopProcesses(children);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}
