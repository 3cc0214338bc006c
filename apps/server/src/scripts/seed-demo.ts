import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { todayIn } from '../lib/dates';
import { createDateHolidaysProvider } from '../modules/holidays/provider';
import { seedDemoOrganization } from './demo-data';

/**
 * npm run seed:demo — a demo organization in the configured database (DATA_DIR or DATABASE_URL).
 * The embedded database is opened like the server opens it, under the data directory's lock: next
 * to a server running on the same directory it stops at once, naming the server.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: 'npm run seed:demo',
  });
  const timezone = 'Europe/Berlin';
  const suffix = Date.now().toString(36).slice(-5);
  const domain = `demo-${suffix}.leavedesk.test`;
  const password = 'demo-password';
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
    console.log(`
Demo organization "Northwind Demo" is ready: ${result.userCount} people in 4 teams, ${result.leaveCount} leaves.
Start the app (npm start) and sign in at http://localhost:${config.port}/signin with password "${password}" as:
  organization admin: ${result.admin.email}
${result.teamAdmins.map((t) => `  team admin (${t.team}): ${t.email}`).join('\n')}
${result.employees.map((e) => `  employee: ${e.email}`).join('\n')}
`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
