import { readFileSync, writeFileSync } from 'node:fs';
import { cpuMs, log, type Measured } from './support';

/**
 * Issue 14's exports: the whole generated organization (1,000 people, three years of leaves)
 * exported by its admin from the running server, as CSV and as XLSX, and every person's balances.
 * Each file is downloaded `runs` times (after one warm-up) by one client reading as fast as it
 * can; the time is from the request to the last byte. Memory: the server's peak resident set
 * during the download less its resident set just before (the kernel's high-water mark, reset
 * before each run through /proc/<pid>/clear_refs; sampled every 5 ms where that is refused).
 * Targets: ≤ 2 s (the slowest run), and flat memory: a peak below MEMORY_TARGET_MB, whereas
 * the leaves' answers alone would take ~50 MB held at once.
 */
export const TIME_TARGET_MS = 2000;
export const MEMORY_TARGET_MB = 40;

function rssKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : 0;
}

/** Resets the peak resident set of a process (Linux: "5" to clear_refs); false where refused. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface Run {
  ms: number;
  /** CPU time the server process spent (user and system): what the machine's other work does not inflate. */
  serverCpuMs: number;
  bytes: number;
  rows: number;
  peakDeltaMb: number;
}

async function download(url: string, token: string, pid: number): Promise<Run> {
  const before = rssKb(pid, 'VmRSS');
  const hwm = resetPeak(pid);
  let sampled = before;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, rssKb(pid, 'VmRSS'));
  }, 5);
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: token } });
  if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  const peak = Math.max(sampled, hwm ? rssKb(pid, 'VmHWM') : 0);
  return {
    ms,
    serverCpuMs: cpuMs(pid) - cpuBefore,
    bytes,
    rows: newlines - 1,
    peakDeltaMb: (peak - before) / 1024,
  };
}

export async function measureExports(opts: {
  api: string;
  adminToken: string;
  serverPid: number;
  leaveCount: number;
  runs?: number;
}): Promise<Measured[]> {
  const runs = opts.runs ?? 3;
  const parts = [
    { name: 'export: every leave, CSV (GET /leaves/export)', path: '/leaves/export?format=csv' },
    { name: 'export: every leave, XLSX (GET /leaves/export)', path: '/leaves/export?format=xlsx' },
    {
      name: 'export: every balance, CSV (GET /leaves/balances/export)',
      path: '/leaves/balances/export?format=csv',
    },
    {
      name: 'export: every balance, XLSX (GET /leaves/balances/export)',
      path: '/leaves/balances/export?format=xlsx',
    },
  ];
  const measured: Measured[] = [];
  for (const part of parts) {
    const url = `${opts.api}${part.path}`;
    await download(url, opts.adminToken, opts.serverPid);
    const done: Run[] = [];
    for (let i = 0; i < runs; i += 1) done.push(await download(url, opts.adminToken, opts.serverPid));
    const times = done.map((r) => r.ms).sort((a, b) => a - b);
    const peak = Math.max(...done.map((r) => r.peakDeltaMb));
    const cpu = done.map((r) => r.serverCpuMs).sort((a, b) => a - b);
    const { bytes, rows } = done[0]!;
    const memoryOk = peak <= MEMORY_TARGET_MB;
    log(
      `${part.name}: ${Math.round(times[0]!)}–${Math.round(times[times.length - 1]!)} ms over ${runs} runs (server CPU ${Math.round(cpu[0]!)}–${Math.round(cpu[cpu.length - 1]!)} ms), ${(bytes / 1024 / 1024).toFixed(1)} MiB${part.path.includes('csv') ? `, ${rows} rows` : ''}, peak RSS +${peak.toFixed(1)} MB${memoryOk ? '' : ` (over ${MEMORY_TARGET_MB} MB)`}`,
    );
    measured.push({
      name: part.name,
      kind: 'timing',
      target: TIME_TARGET_MS,
      p50: Math.round(times[Math.floor(times.length / 2)]!),
      p99: Math.round(times[times.length - 1]!),
      // A peak over the memory target fails the row like an error would.
      non2xx: 0,
      errors: memoryOk ? 0 : 1,
      details: {
        runs,
        bytes,
        leavesInOrganization: opts.leaveCount,
        ...(part.path.includes('csv') ? { rows } : {}),
        peakRssDeltaMb: Number(peak.toFixed(1)),
        serverCpuMsMedian: Math.round(cpu[Math.floor(cpu.length / 2)]!),
        memoryTargetMb: MEMORY_TARGET_MB,
      },
    });
  }
  return measured;
}
