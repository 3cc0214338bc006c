import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-data-dir';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (`<…@…>`): the same message sent twice reads as one in mail clients. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through `SMTP_URL`; without it every message becomes an `.eml` file under
 * `<data dir>/mail/` so each flow works on a laptop. Those files can hold a new password: only the
 * server's own user may read them (folder 0700, files 0600, an older folder's mode corrected).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    // Bounded waits: an unreachable mail server must not hold a request for minutes. Pooled: a few
    // connections kept open and reused for many messages (the notification worker sends batches),
    // instead of a TCP (and TLS) handshake and greeting per message; closed after 30 s idle.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      pool: true,
      maxConnections: 5,
      idleTimeout: 30_000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      chmodSync(dir, PRIVATE_DIR_MODE);
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      opts.log.info({ file, subject: m.subject }, 'e-mail written to file (SMTP_URL not set)');
    },
    close() {},
  };
}

/** The domain of the sender address (MAIL_FROM), for Message-IDs and the feeds' UIDs. */
export function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'leavedesk.local';
}
