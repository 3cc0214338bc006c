import v8 from 'node:v8';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { keepNewFilesPrivate } from './db/private-data-dir';

async function main() {
  keepNewFilesPrivate();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  // With the embedded database, the process holds the database too (PGlite's memory, 128 MB and
  // up): keep the JavaScript heap close to what it uses. V8's default lets the old generation grow
  // to up to four times its live size before collecting it (55 MB live reached 134 MB under the
  // scale bench's load); 1.5 times costs a few more short collections (bench/README.md, Scale).
  if (!config.databaseUrl) v8.setFlagsFromString('--heap-growing-percent=50');
  const app = await buildApp(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`LeaveDesk is serving on ${address.replace('0.0.0.0', 'localhost')}`);
}

main().catch((err) => {
  // Another process owns the embedded database: its sentence says who and what to do.
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
