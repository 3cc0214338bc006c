import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerOrganization } from '../../test/harness';
import { MailCatcher } from '../modules/notifications/notifications.fixture';
import { createMailer } from './mailer';

const mode = (p: string) => statSync(p).mode & 0o777;

describe('e-mails written as .eml files (no SMTP_URL)', () => {
  it('are readable by the server user alone: the folder 0700, each file 0600', async () => {
    const t = await createTestApp();
    const admin = await registerOrganization(t);
    await t.call('POST', '/api/auth/forget-password', { body: { email: admin.email } });
    await t.app.services.afterAnswer.idle();

    const dir = path.join(t.config.dataDir, 'mail');
    const [file] = readdirSync(dir);
    expect(readFileSync(path.join(dir, file), 'utf8')).toContain('Your new password: ');
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, file))).toBe(0o600);
  });

  it('close a mail folder that an earlier version left open to others', async () => {
    const t = await createTestApp();
    const dir = path.join(t.config.dataDir, 'mail');
    mkdirSync(dir, { mode: 0o755 });
    const admin = await registerOrganization(t);
    await t.call('POST', '/api/auth/forget-password', { body: { email: admin.email } });
    await t.app.services.afterAnswer.idle();

    expect(readdirSync(dir)).toHaveLength(1);
    expect(mode(dir)).toBe(0o700);
  });
});

describe('e-mails through SMTP_URL', () => {
  it('reuse a few pooled connections: twenty messages do not open twenty connections', async () => {
    const smtp = await new MailCatcher().start();
    const log = (await createTestApp()).app.log;
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'LeaveDesk <no-reply@leavedesk.test>',
      dataDir: '',
      log,
    });
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          mailer.send({ to: `person${i}@example.com`, subject: `Message ${i}`, text: 'Hello' }),
        ),
      );
      expect(smtp.mails.map((m) => m.subject).sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `Message ${i}`).sort(),
      );
      expect(smtp.connections).toBeGreaterThan(0);
      expect(smtp.connections).toBeLessThanOrEqual(5);
    } finally {
      mailer.close();
      await smtp.stop();
    }
  });
});
