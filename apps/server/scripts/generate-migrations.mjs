// Generates the SQL migration for the current schema with drizzle-kit: by default the next
// incremental migration (`drizzle/NNNN_change.sql`: rename it for what it does, and fix its tag in
// meta/_journal.json). `--fresh` rebuilds the whole history as one `0000_init.sql`, with the SQL
// drizzle-kit does not write (src/db/data-version.sql: triggers) appended; only for a database
// nobody runs (decision 0002).
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';

const fresh = process.argv.includes('--fresh');
if (fresh) rmSync(new URL('../drizzle', import.meta.url), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', fresh ? 'init' : 'change'], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});
if (fresh) {
  const extra = readFileSync(new URL('../src/db/data-version.sql', import.meta.url), 'utf8');
  appendFileSync(new URL('../drizzle/0000_init.sql', import.meta.url), `--> statement-breakpoint\n${extra}`);
}
