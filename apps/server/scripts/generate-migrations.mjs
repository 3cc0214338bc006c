// Generates the SQL migration for the current schema with drizzle-kit.
// Until the first release the history is one initial migration: it is rebuilt from scratch.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const fresh = process.argv.includes('--fresh') || !process.argv.includes('--incremental');
if (fresh) rmSync(new URL('../drizzle', import.meta.url), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', fresh ? 'init' : 'change'], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});
