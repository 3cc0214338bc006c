// Generates the SQL migration for the current schema with drizzle-kit.
// Until the first release the history is one initial migration: it is rebuilt from scratch, and
// the SQL drizzle-kit does not write (src/db/data-version.sql: triggers) is appended to it.
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';

const fresh = process.argv.includes('--fresh') || !process.argv.includes('--incremental');
if (fresh) rmSync(new URL('../drizzle', import.meta.url), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', fresh ? 'init' : 'change'], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});
if (fresh) {
  const extra = readFileSync(new URL('../src/db/data-version.sql', import.meta.url), 'utf8');
  appendFileSync(new URL('../drizzle/0000_init.sql', import.meta.url), `--> statement-breakpoint\n${extra}`);
}
