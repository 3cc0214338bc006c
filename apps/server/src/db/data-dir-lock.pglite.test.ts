import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/harness';
import { runScript, serversStoppedAfterAll, startServer, tempDir } from '../../test/server-process';
import { DataDirLockedError, LOCK_FILE, type LockRecord, lockDataDir } from './data-dir-lock';

const servers = serversStoppedAfterAll();

function lockRecord(dataDir: string): LockRecord {
  return JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockRecord;
}

function writeLock(dataDir: string, record: Partial<LockRecord>) {
  writeFileSync(
    path.join(dataDir, LOCK_FILE),
    JSON.stringify({
      holder: 'the LeaveDesk server on port 3000',
      startedAt: '2026-01-05T09:00:00.000Z',
      host: 'old-host',
      id: 'x',
      ...record,
    }),
  );
}

/** The pid of a process that has just ended. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid;
}

/** Field 22 of /proc/<pid>/stat, as the lock records it. */
function processStart(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

describe('the data directory lock', () => {
  it('refuses a second holder, names the first, and is gone once released', () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir, 'the LeaveDesk server on port 3000');
    expect(lockRecord(dataDir)).toMatchObject({
      pid: process.pid,
      holder: 'the LeaveDesk server on port 3000',
    });
    expect(() => lockDataDir(dataDir, 'npm run seed:demo')).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    lockDataDir(dataDir, 'npm run seed:demo').release();
  });

  it('takes over the lock of a process that is gone (kill -9), and a file that is no lock', () => {
    const dataDir = tempDir();
    writeLock(dataDir, { pid: deadPid() });
    const lock = lockDataDir(dataDir, 'the LeaveDesk server on port 3000');
    expect(lockRecord(dataDir).pid).toBe(process.pid);
    lock.release();

    writeFileSync(path.join(dataDir, LOCK_FILE), '');
    lockDataDir(dataDir, 'the LeaveDesk server on port 3000').release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to another process, and respects the one still held',
    () => {
      const dataDir = tempDir();
      const other = process.ppid;
      writeLock(dataDir, { pid: other, processStart: '1' });
      lockDataDir(dataDir, 'the LeaveDesk server on port 3000').release();

      writeLock(dataDir, { pid: other, processStart: processStart(other) });
      expect(() => lockDataDir(dataDir, 'npm run seed:demo')).toThrow(`(pid ${other} on old-host`);
    },
  );

  it('never removes a lock that another process took over', () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir, 'the LeaveDesk server on port 3000');
    writeLock(dataDir, { pid: process.ppid, id: 'someone-else' });
    lock.release();
    expect(lockRecord(dataDir).id).toBe('someone-else');
  });
});

describe('one process owns an embedded database', () => {
  it('a second server and npm run seed:demo are refused with the holder and what to do; after kill -9 the next server takes over', async () => {
    const dataDir = tempDir();
    const first = await startServer({ DATA_DIR: dataDir });
    servers.push(first);
    const port = new URL(first.url).port;
    const email = uniqueEmail('owner');
    const register = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        organizationName: 'Lock Test',
        country: 'DE',
        firstName: 'Ada',
        lastName: 'Admin',
        email,
        password: 'correct-horse-1',
      }),
    });
    expect(register.status).toBe(201);
    expect(lockRecord(dataDir)).toMatchObject({
      pid: first.child.pid,
      holder: `the LeaveDesk server on port ${port}`,
    });

    const refusal =
      `The data directory ${dataDir} is in use by the LeaveDesk server on port ${port} ` +
      `(pid ${first.child.pid}, since `;
    const whatToDo = `stop that process first (Ctrl+C in its terminal, or kill ${first.child.pid})`;
    const second = await runScript('main.ts', { DATA_DIR: dataDir, PORT: '0' }).exited;
    expect(second.code, second.output).toBe(1);
    expect(second.output).toContain(refusal);
    expect(second.output).toContain(whatToDo);
    const seed = await runScript('scripts/seed-demo.ts', { DATA_DIR: dataDir }).exited;
    expect(seed.code, seed.output).toBe(1);
    expect(seed.output).toContain(refusal);
    expect(seed.output).not.toContain('Demo organization');

    const signIn = () =>
      fetch(`${servers.at(-1)!.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct-horse-1' }),
      });
    expect((await signIn()).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(lockRecord(dataDir).pid).toBe(first.child.pid);
    const next = await startServer({ DATA_DIR: dataDir });
    servers.push(next);
    expect(lockRecord(dataDir).pid).toBe(next.child.pid);
    expect((await signIn()).status).toBe(200);
    await next.stop();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);
});

describe('npm run demo', () => {
  it('seeds a fresh demo directory of its own and tells the sign-in addresses on the right port; it never empties a directory it did not make', async () => {
    const demoDir = tempDir();
    mkdirSync(path.join(demoDir, 'mail'));
    writeFileSync(path.join(demoDir, '.leavedesk-demo'), '');
    writeFileSync(path.join(demoDir, 'mail', 'last-time.eml'), 'old');
    const seeded = await runScript('scripts/seed-demo.ts', { DATA_DIR: demoDir, PORT: '4567' }, ['--fresh'])
      .exited;
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toContain(
      'Sign in at http://localhost:4567/signin with password "demo-password" as:',
    );
    expect(seeded.output).toMatch(/organization admin: admin@demo-\w+\.leavedesk\.test/);
    expect(existsSync(path.join(demoDir, 'mail', 'last-time.eml'))).toBe(false);
    expect(existsSync(path.join(demoDir, LOCK_FILE))).toBe(false);

    const ownData = tempDir();
    writeFileSync(path.join(ownData, 'jwt-secret'), 'mine');
    const refused = await runScript('scripts/seed-demo.ts', { DATA_DIR: ownData }, ['--fresh']).exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `${ownData} holds data that npm run demo did not make, so it is left alone.`,
    );
    expect(readFileSync(path.join(ownData, 'jwt-secret'), 'utf8')).toBe('mine');
  }, 240_000);
});
