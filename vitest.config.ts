import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
// `*.pg.test.ts` needs a PostgreSQL server (connections to break); `*.pglite.test.ts` is about the
// embedded database alone: each runs in its own project only.
const pgOnly = 'apps/server/**/*.pg.test.ts';
const pgliteOnly = 'apps/server/**/*.pglite.test.ts';
// The server's test files share their worker's modules instead of importing the server afresh
// (about 3 s a file, 150 files in each database's project); each file still gets its own database
// and apps, closed after its last test by the harness (file-setup.ts registers that for every file).
const serverFiles = { isolate: false, setupFiles: ['apps/server/test/file-setup.ts'] };

export default defineConfig({
  test: {
    // One test file per core. Vitest's default, cores - 1, is a single worker on the 2-core CI
    // machine, which left one core idle while a file imported the server or waited on PostgreSQL:
    // the PostgreSQL project took 305 s with one worker and 240 s with two. The end-to-end files
    // still run one at a time, after the others (fileParallelism: false below).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          exclude: [...configDefaults.exclude, pgOnly],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          ...serverFiles,
          globalSetup: ['apps/server/test/pglite-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg',
                include: serverTests,
                exclude: [...configDefaults.exclude, pgliteOnly],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                ...serverFiles,
                globalSetup: ['apps/server/test/pg-global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
