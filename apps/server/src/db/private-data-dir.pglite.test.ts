import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/harness';
import { runScript, serversStoppedAfterAll, startServer, tempDir } from '../../test/server-process';
import { openDatabase } from './client';
import { LOCK_FILE } from './data-dir-lock';

/**
 * DATA_DIR holds password hashes and roles (the embedded database), the signing secret, e-mails
 * with new passwords and uploaded pictures: nothing in it may be readable or writable by other
 * users of the machine, whatever umask the server was started with, and a start repairs a
 * directory made before.
 */

const servers = serversStoppedAfterAll();

/** Every entry under `dir` (itself included), with its mode, as `relative/path 0644`. */
function entries(dir: string): { name: string; mode: number; folder: boolean }[] {
  const found: { name: string; mode: number; folder: boolean }[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    found.push({
      name: path.relative(dir, entry) || '.',
      mode: stats.mode & 0o777,
      folder: stats.isDirectory(),
    });
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

/** The entries that the group or others may read, change or enter. */
const shared = (dir: string) =>
  entries(dir)
    .filter((e) => e.mode & 0o077)
    .map((e) => `${e.name} ${e.mode.toString(8)}`);

async function waitFor<T>(what: string, probe: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const REPAIR_MESSAGE = (n: number) =>
  `Made ${n} files and folders of the data directory private to the server's user: ` +
  'other users of this machine could read or change them.';

/** The log lines of a server that say it repaired the data directory. */
function repairLines(output: string): { repaired: number; msg: string }[] {
  return output
    .split('\n')
    .filter((line) => line.includes('private to the server'))
    .map((line) => JSON.parse(line) as { repaired: number; msg: string });
}

describe('the data directory is private to the server', () => {
  it('keeps everything a server started with umask 000 writes private: database, secret, lock, pictures, mail', async () => {
    const dataDir = path.join(tempDir(), 'data');
    // JWT_SECRET unset: the server generates one into the data directory.
    const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET: '' }, 90_000, { umask: '000' });
    servers.push(server);
    const api = (url: string, init: RequestInit = {}) => fetch(`${server.url}/api${url}`, init);
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

    const email = uniqueEmail('private');
    const signUp = await api(
      '/auth/register',
      json({
        organizationName: 'Private Org',
        country: 'DE',
        firstName: 'Pia',
        lastName: 'Private',
        email,
        password: 'correct-horse-1',
        timezone: 'Europe/Berlin',
      }),
    );
    expect(signUp.status).toBe(201);
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c83c5a' } })
      .png()
      .toBuffer();
    form.append('files', new Blob([png], { type: 'image/png' }), 'me.png');
    const upload = await api('/assets?bucket=PROFILE_IMAGE', {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    // "Forgot password" e-mails a new password: without SMTP_URL, as an .eml file.
    expect((await api('/auth/forget-password', json({ email }))).status).toBe(204);
    const mailDir = path.join(dataDir, 'mail');
    await waitFor('the e-mail file', () =>
      existsSync(mailDir) && readdirSync(mailDir).some((f) => f.endsWith('.eml')) ? true : undefined,
    );

    const names = entries(dataDir).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['jwt-secret', LOCK_FILE, 'pglite', 'assets', 'mail']));
    expect(names.filter((n) => n.startsWith('pglite/')).length).toBeGreaterThan(100);
    expect(
      names.filter((n) => n.startsWith('assets/') && !statSync(path.join(dataDir, n)).isDirectory()),
    ).not.toEqual([]);
    expect(shared(dataDir), 'while it runs').toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    expect((await server.stop()).code).toBe(0);
    expect(shared(dataDir), 'once it stopped').toEqual([]);
    // A fresh directory had nothing to repair.
    expect(repairLines(server.output())).toEqual([]);
  }, 180_000);

  it('keeps what the demo seed writes with umask 000 private too', async () => {
    const demoDir = path.join(tempDir(), 'demo');
    const seeded = await runScript('scripts/seed-demo.ts', { DATA_DIR: demoDir }, ['--fresh'], {
      umask: '000',
    }).exited;
    expect(seeded.code, seeded.output).toBe(0);
    expect(entries(demoDir).map((e) => e.name)).toEqual(
      expect.arrayContaining(['.leavedesk-demo', 'pglite']),
    );
    expect(shared(demoDir)).toEqual([]);
  }, 180_000);

  it('repairs a data directory that others could read and change when the server starts, and says so once', async () => {
    const dataDir = path.join(tempDir(), 'data');
    // A data directory as an older server left it under umask 000: folders 0755, files 0666.
    const database = await openDatabase({ dataDir, holder: 'the test' });
    await database.close();
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'an-older-secret-an-older-secret-an-older-secret');
    mkdirSync(path.join(dataDir, 'mail'));
    writeFileSync(path.join(dataDir, 'mail', 'old.eml'), 'Subject: Your new password\n\nhunter2-hunter2\n');
    mkdirSync(path.join(dataDir, 'assets', '1'), { recursive: true });
    writeFileSync(path.join(dataDir, 'assets', '1', 'picture'), 'jpeg bytes');
    for (const entry of entries(dataDir))
      chmodSync(path.join(dataDir, entry.name), entry.folder ? 0o755 : 0o666);
    const loose = entries(dataDir).length;
    expect(shared(dataDir)).toHaveLength(loose);

    const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET: '' }, 90_000);
    servers.push(server);
    expect(shared(dataDir), 'while it runs').toEqual([]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await server.stop()).code).toBe(0);
    expect(shared(dataDir), 'once it stopped').toEqual([]);
    expect(repairLines(server.output())).toEqual([
      expect.objectContaining({ repaired: loose, msg: REPAIR_MESSAGE(loose) }),
    ]);
  }, 180_000);
});
