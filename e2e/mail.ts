import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';

/*
 * The e-mails of the end-to-end server: without SMTP it writes each one to <dataDir>/mail/ as an
 * .eml file (global-setup.ts provides the folder as `mailDir`).
 */

/** The Accept and Reject links of the newest e-mail to `to` about leave `leaveId`, once it is written. */
export async function linksFromMail(
  to: string,
  leaveId: number,
): Promise<{ accept: string; reject: string }> {
  const dir = inject('mailDir');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = (() => {
      try {
        return readdirSync(dir).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    })();
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      const recipients = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []);
      const text = mail.text ?? '';
      if (!recipients.includes(to) || !text.includes(`/leaves/${leaveId}/decide?token=`)) continue;
      const accept = /^Accept: (\S+)$/m.exec(text)?.[1];
      const reject = /^Reject: (\S+)$/m.exec(text)?.[1];
      if (accept && reject) return { accept, reject };
    }
    if (Date.now() > deadline) throw new Error(`no e-mail with decide links reached ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
