import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * DATA_DIR holds the embedded database (password hashes, roles), the token signing secret, e-mails
 * with new passwords and the uploaded pictures: only the server's own user may read or change any
 * of it. Folders are 0700, files 0600, whatever umask the server was started with.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Any permission for the group or for others. */
const SHARED_BITS = 0o077;

/**
 * Every file and folder this process creates from now on is private to its user, whatever umask it
 * was started with. Called first thing by the processes that open DATA_DIR (the server, the demo
 * seed); the files our own code writes carry their mode as well (PRIVATE_FILE_MODE), and the
 * embedded database's file system its own (PrivateNodeFS).
 */
export function keepNewFilesPrivate(): void {
  process.umask(SHARED_BITS);
}

/** The part of Emscripten's NODEFS that gives a file or folder its mode. */
interface NodeFsOps {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
  stream_ops: { setattr(stream: unknown, attr: { mode?: number }): void };
}

/**
 * PGlite's NodeFS without group or other permissions. PostgreSQL runs inside WebAssembly on
 * Emscripten's NODEFS, which sets the modes PostgreSQL asks for with an explicit chmod, the process
 * umask notwithstanding: initdb writes its ~970 files 0666, and PostgreSQL later writes some 0644
 * (its own umask inside Emscripten is 022). Here every mode NODEFS creates or sets loses the group
 * and other bits; this PGlite instance's NODEFS alone is changed (each instance has its own module).
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const keepPrivate = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as NodeFsOps;
      const { mknod, setattr } = nodefs.node_ops;
      const setStreamAttr = nodefs.stream_ops.setattr;
      const owner = <T extends { mode?: number }>(attr: T): T =>
        attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~SHARED_BITS };
      nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~SHARED_BITS, dev);
      nodefs.node_ops.setattr = (node, attr) => setattr(node, owner(attr));
      nodefs.stream_ops.setattr = (stream, attr) => setStreamAttr(stream, owner(attr));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [keepPrivate, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

/** Where the repair is told: the server's logger. */
export interface WarningLog {
  warn(fields: object, message: string): void;
}

export interface PrivacyRepair {
  /** Files and folders that others could read, change or enter, now 0600 or 0700. */
  repaired: number;
  /** Entries whose mode could not be changed (another user's), with the reason. */
  failed: string[];
}

/**
 * Creates DATA_DIR (0700) when it is missing, and makes it and everything in it private to the
 * server's user: a folder or file that its group or others may use becomes 0700 or 0600. A data
 * directory from before this rule (or made under a loose umask) is repaired on the next start.
 * Symbolic links are left alone (changing one's mode would change its target's). What was
 * repaired, or could not be, is logged once.
 */
export function makeDataDirPrivate(dataDir: string, log: WarningLog): PrivacyRepair {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const result: PrivacyRepair = { repaired: 0, failed: [] };
  const visit = (entry: string) => {
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(entry);
    } catch (err) {
      // Gone since the folder was read (a mail file moved away by another process).
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    if (stats.isSymbolicLink()) return;
    const folder = stats.isDirectory();
    if (stats.mode & SHARED_BITS) {
      try {
        chmodSync(entry, folder ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
        result.repaired += 1;
      } catch (err) {
        result.failed.push(`${entry} (${(err as NodeJS.ErrnoException).code})`);
      }
    }
    if (!folder) return;
    let names: string[];
    try {
      names = readdirSync(entry);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        result.failed.push(`${entry} (${(err as NodeJS.ErrnoException).code})`);
      return;
    }
    for (const name of names) visit(path.join(entry, name));
  };
  visit(dataDir);
  if (result.repaired > 0)
    log.warn(
      { dataDir, repaired: result.repaired },
      `Made ${result.repaired} files and folders of the data directory private to the server's user: ` +
        'other users of this machine could read or change them.',
    );
  if (result.failed.length > 0)
    log.warn(
      { dataDir, failed: result.failed.slice(0, 20), count: result.failed.length },
      `${result.failed.length} files or folders of the data directory could not be made private to the ` +
        "server's user (they belong to another user): change their owner or mode yourself.",
    );
  return result;
}
