import { once } from 'node:events';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
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

describe('text a spreadsheet would run as a formula', () => {
  const formulas = ['+1+1', '=SUM(A1:A2)', '-2+3', '@SUM(1)'];
  async function* one(): AsyncIterable<Cell[][]> {
    yield formulas.map((text, i) => [text, i, '2026-03-02']);
  }
  async function file(format: 'csv' | 'xlsx'): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of tableFile(format, 'Leaves', columns, one())) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('is kept exactly in XLSX, as a string cell: an XLSX string is never a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file('xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leaves')!;
    const cells = formulas.map((_, i) => sheet.getRow(i + 2).getCell(1));
    expect(cells.map((c) => c.value)).toEqual(['+1+1', '=SUM(A1:A2)', '-2+3', '@SUM(1)']);
    expect(cells.map((c) => c.type)).toEqual(formulas.map(() => ExcelJS.ValueType.String));
    expect(sheet.getRow(3).getCell(2).value).toBe(1);
  });

  it("is prefixed with ' in CSV, where the program opening the file guesses each cell's type", async () => {
    const rows = parse(await file('csv'), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Name)).toEqual(["'+1+1", "'=SUM(A1:A2)", "'-2+3", "'@SUM(1)"]);
    expect(rows.map((r) => r.Days)).toEqual(['0', '1', '2', '3']);
  });
});
