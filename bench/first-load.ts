/**
 * How fast does a first visit show something (issue 12, "First load")? The built app (`npm run
 * build` first) runs as `npm start` runs it, on a fresh embedded database holding the demo
 * organization (`npm run seed:demo`'s generator); Chromium loads each page cold (a new browser
 * context: no cache, no stored state) and the page itself notes when the content shows:
 *
 *   - the sign-in page: the JavaScript it downloads (bytes on the wire and decoded);
 *   - Home: its first balance card, as the organization admin;
 *   - Calendar: its first leave chip, as the organization admin.
 *
 * Times run from the start of the navigation (performance.timeOrigin) to the first animation frame
 * in which the element has a size. Each is the median of BENCH_RUNS loads (default 3), after one
 * load of each page not counted (the server's first answers warm it up). Nothing is asserted: the
 * figures go to bench/README.md.
 *
 *   npm run bench:first-load -w bench
 *   CHROMIUM_PATH=/usr/bin/chromium BENCH_RUNS=5 npm run bench:first-load -w bench
 *   BENCH_WEB_DIST=/elsewhere/apps/web/dist npm run bench:first-load -w bench   (another web build)
 *   BENCH_COMPARE=/other/checkout npm run bench:first-load -w bench
 *
 * BENCH_COMPARE measures a second build beside this one: the root of another checkout, built (its
 * apps/web/dist, apps/server/dist/main.js, with its packages installed). Each build gets its own
 * server and its own copy of the demo organization, and their loads alternate (this build, the
 * other, this build, ...), so that both see the machine in the same state: on a shared machine the
 * same load drifts by 20 % within minutes, more than most changes are worth.
 *
 * Looking into a load: BENCH_TRACE=1 prints each load's waterfall (files, calls, paints);
 * BENCH_PROFILE=1 the page's main thread by file and function (a CPU profile of the renderer;
 * BENCH_PROFILE_FILE=/tmp/prof also writes it, /tmp/prof_.cpuprofile for Home, for DevTools or a
 * script that maps it through the build's source maps);
 * BENCH_TRACE_FILE=/tmp/load writes each load's Chromium trace (/tmp/load_.json for Home,
 * /tmp/load_calendar.json, ...) for DevTools' Performance panel. The last two slow the load.
 * BENCH_SERVER_PROFILE=/tmp/dir writes the server's CPU profile there when it stops (node's
 * --cpu-prof: from its start-up, which comes first, to its stop).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/chromium-args';
import { root, stopProcesses } from './support';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = 4700 + Math.floor(Math.random() * 150);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The demo organization, seeded into `dataDir` before the server opens it. */
function seedDemo(dataDir: string): { admin: string; password: string } {
  const seed = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-demo.js'), '--json'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`The demo seed failed: ${seed.stderr}`);
  const demo = JSON.parse(seed.stdout.trim().split('\n').at(-1) ?? '{}');
  return { admin: demo.admin.email, password: demo.password };
}

async function startServer(build: Build): Promise<ChildProcess> {
  const { dataDir, base, webDist } = build;
  const profileDir = process.env.BENCH_SERVER_PROFILE;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...nodeArgs, build.serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: new URL(base).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await sleep(250);
  }
  server.kill();
  throw new Error('The server did not start');
}

/** Milliseconds from the start of navigation until `selector` shows, in a cold context. */
async function timeToVisible(browser: Browser, base: string, url: string, selector: string, token?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  try {
    // As source text: tsx would wrap functions in helpers the page does not have.
    await context.addInitScript(`
      ${token ? `localStorage.setItem('ACCESS_TOKEN', ${JSON.stringify(token)});` : ''}
      // The element's size is read in the next frame, once the page has laid itself out: read at
      // each change, it would force a layout in the middle of the app's own rendering.
      var observer = new MutationObserver(function () {
        if (!document.querySelector(${JSON.stringify(selector)})) return;
        observer.disconnect();
        requestAnimationFrame(function () {
          var el = document.querySelector(${JSON.stringify(selector)});
          if (el && el.getBoundingClientRect().height > 0) window.__shown = window.__shown || performance.now();
          else observe();
        });
      });
      function observe() {
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      }
      observe();
    `);
    const page = await context.newPage();
    const profiler = process.env.BENCH_PROFILE ? await startProfile(page) : undefined;
    const traceFile = process.env.BENCH_TRACE_FILE;
    if (traceFile) await browser.startTracing(page, { screenshots: true });
    await page.goto(`${base}${url}`);
    await page.waitForFunction(
      () => (window as unknown as { __shown?: number }).__shown !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    if (process.env.BENCH_TRACE) await printTimeline(page, url);
    if (profiler) await printProfile(profiler, url);
    if (traceFile) writeFileSync(`${traceFile}${url.replace(/\W/g, '_')}.json`, await browser.stopTracing());
    return page.evaluate(() => (window as unknown as { __shown: number }).__shown);
  } finally {
    await context.close();
  }
}

/**
 * BENCH_TRACE=1: what the load waited for, in the order it started: the document, each file and
 * API call (start and end, ms from the start of navigation, bytes on the wire), then when the
 * element showed.
 */
async function printTimeline(page: import('playwright-core').Page, url: string) {
  const entries = await page.evaluate(() =>
    performance.getEntries().map((e) => {
      const r = e as PerformanceResourceTiming;
      return {
        type: e.entryType,
        name: e.name.replace(location.origin, ''),
        start: Math.round(e.startTime),
        end: Math.round(r.responseEnd ?? e.startTime + e.duration),
        bytes: r.transferSize ?? 0,
      };
    }),
  );
  const shown = await page.evaluate(() => (window as unknown as { __shown: number }).__shown);
  console.log(`\n${url}: shown at ${Math.round(shown)} ms`);
  for (const e of entries)
    if (e.type === 'navigation' || e.type === 'resource' || e.type === 'paint')
      console.log(
        `  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${String(e.bytes).padStart(7)}  ${e.type === 'resource' ? '' : `${e.type} `}${e.name.slice(0, 90)}`,
      );
}

type Cdp = import('playwright-core').CDPSession;

async function startProfile(page: import('playwright-core').Page): Promise<Cdp> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return cdp;
}

/**
 * BENCH_PROFILE=1: where the page's main thread spent its time until the element showed (a CPU
 * profile of the renderer, sampled every 0.1 ms): per file, then the busiest functions.
 */
async function printProfile(cdp: Cdp, url: string) {
  const { profile } = await cdp.send('Profiler.stop');
  const file = process.env.BENCH_PROFILE_FILE;
  if (file) writeFileSync(`${file}_${url.replace(/\W/g, '')}.cpuprofile`, JSON.stringify(profile));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  for (const [i, id] of (profile.samples ?? []).entries())
    self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0) / 1000);
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    const file = node.callFrame.url.replace(/^.*\//, '') || node.callFrame.functionName || '(native)';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${v.toFixed(1).padStart(6)} ms  ${k}`);
  console.log(`\n${url}: main thread by file`);
  console.log(top(byFile, 15).join('\n'));
  console.log(`${url}: busiest functions`);
  console.log(top(byFunction, 25).join('\n'));
}

/** The scripts the sign-in page downloads: bytes on the wire (compressed) and decoded. */
async function signInScripts(browser: Browser, base: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const responses: Promise<{ wire: number; decoded: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      responses.push(
        (async () => {
          const sizes = await response.request().sizes();
          const body = await response.body();
          return { wire: sizes.responseBodySize, decoded: body.length };
        })(),
      );
    });
    await page.goto(`${base}/signin`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(responses);
    return {
      files: all.length,
      wire: all.reduce((sum, r) => sum + r.wire, 0),
      decoded: all.reduce((sum, r) => sum + r.decoded, 0),
    };
  } finally {
    await context.close();
  }
}

/** One build served by its own server, on its own copy of the demo organization. */
interface Build {
  label: string;
  webDist: string;
  /** The server's built main.js. */
  serverMain: string;
  base: string;
  dataDir: string;
  server?: ChildProcess;
  token?: string;
}

async function startBuild(build: Build) {
  const demo = seedDemo(build.dataDir);
  build.server = await startServer(build);
  const login = await fetch(`${build.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.admin, password: demo.password }),
  });
  build.token = ((await login.json()) as { accessToken: string }).accessToken;
}

async function main() {
  const builds: Build[] = [
    {
      label: 'this build',
      webDist: process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'),
      serverMain: path.join(root, 'apps/server/dist/main.js'),
    },
    ...(process.env.BENCH_COMPARE
      ? [
          {
            label: 'compared',
            webDist: path.join(process.env.BENCH_COMPARE, 'apps/web/dist'),
            serverMain: path.join(process.env.BENCH_COMPARE, 'apps/server/dist/main.js'),
          },
        ]
      : []),
  ].map((b, i) => ({
    ...b,
    base: `http://127.0.0.1:${port + i}`,
    dataDir: mkdtempSync(path.join(tmpdir(), 'leavedesk-first-load-')),
  }));
  let browser: Browser | undefined;
  try {
    for (const build of builds) await startBuild(build);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const build of builds) {
      const scripts = await signInScripts(browser, build.base);
      console.log(
        `\nSign-in page JavaScript (${build.label}): ${scripts.files} files, ${kb(scripts.wire)} on the wire, ${kb(scripts.decoded)} decoded`,
      );
    }
    const measures = [
      { name: "Home's first balance card", url: '/', selector: '[data-testid="balance-card"]' },
      { name: "Calendar's first leave chip", url: '/calendar', selector: '[data-testid="leave-chip"]' },
      { name: 'Sign-in form', url: '/signin', selector: 'form button[type="submit"]', signedOut: true },
    ];
    const results: { name: string; times: number[][] }[] = [];
    for (const m of measures) {
      const token = (build: Build) => (m.signedOut ? undefined : build.token);
      for (const build of builds) await timeToVisible(browser, build.base, m.url, m.selector, token(build)); // warm-up
      // With two builds, their loads alternate, so that both see the machine in the same state.
      const times: number[][] = builds.map(() => []);
      for (let i = 0; i < runs; i++)
        for (const [b, build] of builds.entries())
          times[b]?.push(await timeToVisible(browser, build.base, m.url, m.selector, token(build)));
      results.push({ name: m.name, times });
    }

    console.log(`\nCold loads, median of ${runs} (each run in ms):`);
    for (const r of results)
      for (const [b, build] of builds.entries()) {
        const times = r.times[b] ?? [];
        const name = builds.length > 1 ? `${r.name} (${build.label})` : r.name;
        console.log(
          `  ${name.padEnd(builds.length > 1 ? 45 : 30)} ${median(times).toFixed(0).padStart(5)} ms   (${times.map((t) => t.toFixed(0)).join(', ')})`,
        );
      }
  } finally {
    await browser?.close();
    await stopProcesses(builds.flatMap((build) => (build.server ? [build.server] : [])));
    for (const build of builds) rmSync(build.dataDir, { recursive: true, force: true });
  }
}

await main();
