import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { type DataDirLock, DataDirLockedError, LOCK_FILE, lockDataDir } from '../db/data-dir-lock';
import { keepNewFilesPrivate, PRIVATE_FILE_MODE } from '../db/private-data-dir';
import { todayIn } from '../lib/dates';
import { createDateHolidaysProvider } from '../modules/holidays/provider';
import { seedDemoOrganization } from './demo-data';

/**
 * npm run seed:demo — a demo organization in the configured database (DATA_DIR or DATABASE_URL).
 * The embedded database is opened like the server opens it, under the data directory's lock: next
 * to a server running on the same directory it stops at once, naming the server.
 *
 * With --fresh (what npm run demo runs), the data directory is emptied first, under the lock, so
 * the demo starts anew; only a directory made that way, or an empty one, is ever emptied.
 * With --json the sign-in details are printed as one JSON object (the end-to-end tests read it).
 */
const DEMO_MARK = '.leavedesk-demo';

class Refusal extends Error {}

function emptyDemoDirectory(dataDir: string) {
  const entries = readdirSync(dataDir).filter((name) => !name.startsWith(LOCK_FILE));
  if (entries.length > 0 && !entries.includes(DEMO_MARK))
    throw new Refusal(
      `${dataDir} holds data that npm run demo did not make, so it is left alone. ` +
        'Point DATA_DIR elsewhere or remove the directory yourself.',
    );
  for (const name of entries) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  writeFileSync(path.join(dataDir, DEMO_MARK), 'Made by npm run demo, which empties it on every start.\n', {
    mode: PRIVATE_FILE_MODE,
  });
}

async function main() {
  keepNewFilesPrivate();
  const config = loadConfig();
  const fresh = process.argv.includes('--fresh');
  const json = process.argv.includes('--json');
  let lock: DataDirLock | undefined;
  if (fresh) {
    if (config.databaseUrl) throw new Refusal('A fresh demo uses the embedded database: unset DATABASE_URL.');
    lock = lockDataDir(config.dataDir, 'npm run demo (seeding the demo database)');
    emptyDemoDirectory(config.dataDir);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: 'npm run seed:demo',
    lock,
  });
  const timezone = 'Europe/Berlin';
  const suffix = Date.now().toString(36).slice(-5);
  const domain = `demo-${suffix}.leavedesk.test`;
  const password = 'demo-password';
  const signIn = `${config.publicUrl?.replace(/\/$/, '') ?? `http://localhost:${config.port}`}/signin`;
  try {
    const result = await seedDemoOrganization(database.db, createDateHolidaysProvider(), {
      organizationName: 'Northwind Demo',
      emailDomain: domain,
      password,
      country: 'DE',
      timezone,
      teams: ['Engineering', 'Sales', 'Support', 'Operations'],
      users: 40,
      yearsBack: 1,
      leavesPerUserPerYear: 10,
      today: todayIn(timezone),
    });
    if (json) {
      const { admin, teamAdmins, employees } = result;
      console.log(JSON.stringify({ password, admin, teamAdmins, employees }));
      return;
    }
    console.log(`
Demo organization "Northwind Demo" is ready: ${result.userCount} people in 4 teams, ${result.leaveCount} leaves.
${fresh ? 'Sign in' : 'Start the app (npm start) and sign in'} at ${signIn} with password "${password}" as:
  organization admin: ${result.admin.email}
${result.teamAdmins.map((t) => `  team admin (${t.team}): ${t.email}`).join('\n')}
${result.employees.map((e) => `  employee: ${e.email}`).join('\n')}
`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof DataDirLockedError || err instanceof Refusal ? err.message : err);
  process.exit(1);
});
