import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/client';

/**
 * For the PGlite run: one migrated database image made once per run; every test file starts its
 * own in-memory PGlite from it (well under a second, instead of ~4 s for a fresh initdb).
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create('memory://');
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  const image = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'leavedesk-pglite-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    project.provide('pgliteImage', file);
  } catch (err) {
    // Vitest runs no teardown for a setup that threw.
    remove();
    throw err;
  }
  return remove;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}
