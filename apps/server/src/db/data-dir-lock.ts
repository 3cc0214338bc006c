import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-data-dir';

/**
 * One process owns an embedded database. PGlite has no lock of its own: a second process that
 * opens the same directory (a second server, `npm run seed:demo` next to a running server) writes
 * over the first one's pages and silently corrupts the database. So whoever opens it first holds
 * `DATA_DIR/leavedesk.lock`, and everyone else is refused with a sentence naming the holder.
 *
 * The lock file is created atomically with its content (written aside, then hard-linked into
 * place: the link fails if the file exists) and names the holder: pid, what it is, since when. It
 * is removed on close and on exit. A process killed with -9 leaves it behind: a lock whose process
 * is gone is stale and taken over. On Linux the holder's boot id and process start time are kept
 * too, so a lock from before a reboot, or whose pid now belongs to another process (a container
 * restarted with the same pids), is recognised as stale as well.
 */
export const LOCK_FILE = 'leavedesk.lock';

export interface LockRecord {
  pid: number;
  /** What holds it, as others are told: "the LeaveDesk server on port 3000". */
  holder: string;
  startedAt: string;
  host: string;
  /** Linux: the kernel's boot id and the process's start time (in clock ticks since boot). */
  bootId?: string;
  processStart?: string;
  /** Tells our own lock from a later holder's when we remove it. */
  id: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly record: LockRecord | undefined,
  ) {
    super(
      record
        ? `The data directory ${dataDir} is in use by ${record.holder} (pid ${record.pid}` +
            `${record.host !== os.hostname() ? ` on ${record.host}` : ''}, since ${record.startedAt}). ` +
            'Only one process may open the embedded database at a time: stop that process first ' +
            `(Ctrl+C in its terminal, or kill ${record.pid}) and try again, or set DATA_DIR to another ` +
            'directory. For a demo next to your own data, run npm run demo: it has a data directory of its own.'
        : `The data directory ${dataDir} is already open in this process.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Lock files held by this process. */
const held = new Set<string>();

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStart(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/** The lock file's record; `null` when it vanished, `undefined` when it cannot be read as one. */
function readRecord(file: string): LockRecord | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const record = JSON.parse(text) as LockRecord;
    return Number.isInteger(record.pid) && record.pid > 0 ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote the record still runs. */
export function holderIsAlive(record: LockRecord): boolean {
  // Never this process: it holds no lock on this file (see `held`), so the pid was reused.
  if (record.pid === process.pid) return false;
  const boot = bootId();
  if (record.bootId && boot && record.bootId !== boot) return false;
  try {
    process.kill(record.pid, 0);
  } catch (err) {
    // EPERM: it runs, as another user.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (record.processStart) {
    const now = processStart(record.pid);
    if (now && now !== record.processStart) return false;
  }
  return true;
}

/**
 * Takes the lock on `dataDir` for `holder`, or throws DataDirLockedError naming the process that
 * holds it. A stale lock (its process is gone) is taken over.
 */
export function lockDataDir(dataDir: string, holder: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  if (held.has(file)) throw new DataDirLockedError(dir, undefined);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const record: LockRecord = {
    pid: process.pid,
    holder,
    startedAt: new Date().toISOString(),
    host: os.hostname(),
    bootId: bootId(),
    processStart: processStart(process.pid),
    id: randomUUID(),
  };
  const draft = `${file}.${process.pid}.${record.id}`;
  writeFileSync(draft, `${JSON.stringify(record, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
      }
      const current = readRecord(file);
      if (current === null) continue;
      if (current && holderIsAlive(current)) throw new DataDirLockedError(dir, current);
      // A dead process's lock, or a file that is no lock at all: take it over.
      try {
        unlinkSync(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  } finally {
    unlinkSync(draft);
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    process.removeListener('exit', release);
    if (readRecord(file)?.id === record.id) unlinkSync(file);
  };
  // A process that exits without closing the database (an error at start-up, process.exit) still
  // lets the next one in; only kill -9 leaves a stale lock behind, and that one is taken over.
  process.on('exit', release);
  return { dataDir: dir, release };
}
