// npm test: build the app (the end-to-end tests drive the real build), then every test project,
// closing with one plain summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStale } from './stale.mjs';

const root = path.resolve(new URL('.', import.meta.url).pathname, '..');
buildStale();
const dir = mkdtempSync(path.join(tmpdir(), 'leavedesk-test-report-'));
const report = path.join(dir, 'report.json');
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: process.env });
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`\nTests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
  if (r.numTotalTests === 0) {
    console.log('No test ran: that is a failure.');
    process.exitCode = 1;
  }
} catch {
  console.log('\nNo test report was written.');
}
rmSync(dir, { recursive: true, force: true });
process.exit(process.exitCode || (result.status ?? 1));
