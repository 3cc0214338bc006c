// npm test: build the app (the end-to-end tests drive the real build), then every test project,
// closing with one plain summary line.
//
// The run gets a temporary directory of its own (TMPDIR): whatever a test or the harness leaves in
// it is found, named and removed here, and a `leavedesk-*` folder left behind fails the run, so a
// test that forgets to clean up is caught the day it is written. Other runs on the same machine
// cannot disturb the check.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStale } from './stale.mjs';

const root = path.resolve(new URL('.', import.meta.url).pathname, '..');
buildStale();
const runTmp = mkdtempSync(path.join(tmpdir(), 'leavedesk-run-'));
// An interrupted run still reaches the clean-up below once vitest has stopped.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (process.exitCode = 130));

const report = path.join(runTmp, 'report.json');
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const result = spawnSync('npx', args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: runTmp, TMP: runTmp, TEMP: runTmp },
});
const leftBehind = readdirSync(runTmp).filter((name) => name.startsWith('leavedesk-'));
if (leftBehind.length > 0) {
  console.log(
    `The tests left ${leftBehind.length} temporary ${leftBehind.length === 1 ? 'folder' : 'folders'} behind ` +
      `(each test must remove what it creates, also when it fails): ${leftBehind.join(', ')}`,
  );
  process.exitCode = 1;
}
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

rmSync(runTmp, { recursive: true, force: true });
process.exit(process.exitCode || (result.status ?? 1));
