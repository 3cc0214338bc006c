import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { type Cell, type Column, tableFile } from './table-file';

/**
 * The file writers alone, without the database. An XLSX download waits for the zip after every few
 * hundred rows (memory); one that the browser abandons must stop there too, and stop reading
 * batches, instead of waiting for a zip that will never drain.
 */
const columns: Column[] = [
  { heading: 'Name', kind: 'text' },
  { heading: 'Days', kind: 'number' },
  { heading: 'Start', kind: 'date' },
];

function source(count: number) {
  const state = { asked: 0, finished: false };
  async function* batches(): AsyncIterable<Cell[][]> {
    try {
      for (let i = 0; i < count; i += 1) {
        state.asked += 1;
        yield Array.from({ length: 500 }, (_, r) => [`Person ${i}-${r} with a longer name`, r, '2026-03-02']);
      }
    } finally {
      state.finished = true;
    }
  }
  return { state, batches: batches() };
}

async function within(ms: number, done: () => boolean) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`not done within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(['xlsx', 'csv'] as const)('a %s download', (format) => {
  it('that is abandoned stops reading batches', async () => {
    const { state, batches } = source(2000);
    const file = tableFile(format, 'Leaves', columns, batches);
    await once(file, 'data');
    file.destroy();
    await within(5000, () => state.finished);
    expect(state.asked).toBeLessThan(2000);
  });

  it('that is read to the end holds every row', async () => {
    const { state, batches } = source(6);
    const chunks: Buffer[] = [];
    for await (const chunk of tableFile(format, 'Leaves', columns, batches)) chunks.push(chunk as Buffer);
    expect(state).toEqual({ asked: 6, finished: true });
    const body = Buffer.concat(chunks);
    if (format === 'csv') expect(body.toString('utf8').trim().split('\r\n')).toHaveLength(1 + 6 * 500);
    else expect(body.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
