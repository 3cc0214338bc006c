import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { todayIn } from '../lib/dates';
import { createDateHolidaysProvider } from '../modules/holidays/provider';
import { seedDemoOrganization } from './demo-data';

/** npm run seed:demo — a demo organization in the configured database (DATA_DIR or DATABASE_URL). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
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
  console.error(err);
  process.exit(1);
});
