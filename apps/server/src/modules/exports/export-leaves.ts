import type { LeaveExportQuery } from '@leavedesk/contracts';
import { END_DAY_PART_LABELS, LEAVE_MSG, START_DAY_PART_LABELS } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { firstRow } from '../../db/first-row';
import type { UseCaseContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { leavesWhere, visibleUserId } from '../leaves/list-leaves';
import type { Cell, Column } from './table-file';

/** Leaves read per statement: a batch is a few hundred kilobytes of JSON, whatever the export's size. */
export const LEAVE_BATCH = 2000;

/**
 * The list's `Leave` answer, flattened. Payroll reads it as people do: the day parts say when the
 * leave starts and ends ('Morning', 'Afternoon': a full first day starts in the morning, a full
 * last day ends in the afternoon), not the API's FULL/MORNING; statuses are the badges' words
 * (CANCELLED…); timestamps are ISO 8601 UTC, as in the API; people are named "First Last".
 */
export const LEAVE_COLUMNS: readonly Column[] = [
  { heading: 'Leave ID', kind: 'number' },
  { heading: 'First name', kind: 'text', width: 16 },
  { heading: 'Last name', kind: 'text', width: 16 },
  { heading: 'Email', kind: 'text', width: 28 },
  { heading: 'Team', kind: 'text', width: 16 },
  { heading: 'Leave type', kind: 'text', width: 16 },
  { heading: 'Start date', kind: 'date', width: 12 },
  { heading: 'Start part', kind: 'text' },
  { heading: 'End date', kind: 'date', width: 12 },
  { heading: 'End part', kind: 'text' },
  { heading: 'Working days', kind: 'number' },
  { heading: 'Calendar days', kind: 'number' },
  { heading: 'Status', kind: 'text', width: 12 },
  { heading: 'Reason', kind: 'text', width: 30 },
  { heading: 'Requested at', kind: 'text', width: 24 },
  { heading: 'Reviewed by', kind: 'text', width: 20 },
  { heading: 'Reviewed at', kind: 'text', width: 24 },
  { heading: 'Cancelled by', kind: 'text', width: 20 },
  { heading: 'Cancelled at', kind: 'text', width: 24 },
  { heading: 'Cancel reason', kind: 'text', width: 30 },
];

/** A leave as the batch statement sends it: LEAVE_COLUMNS in order, timestamps as the database writes them. */
type LeaveTuple = [
  number,
  string,
  string,
  string,
  string | null,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  string,
  string | null,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

/** ISO 8601 UTC with milliseconds, as the API writes timestamps (`toISOString`). */
const iso = (value: string | null) => (value == null ? null : new Date(value).toISOString());

/**
 * GET /leaves/export, before the first byte: the filters checked (a user the caller may not see is
 * a 404, a reversed range a 400), answering the batches to write. The batches hold the list's
 * leaves (GET /leaves with the same filters, the same visibility, the same order: newest start
 * first; the condition is the list's own, `leavesWhere`), read LEAVE_BATCH at a time after the
 * last one written (by start date and id, so a batch costs the same at the end of the file as at
 * its start), each only once the file has taken the one before. Each batch is a statement of its
 * own: a leave requested while a long export is being written may or may not be in it, and none
 * is written twice.
 *
 * The statement writes the file's columns as short arrays rather than the list's `Leave` answers
 * (a whole `User` per leave): the export reads 30,000 leaves where a page reads 20. Reasons are
 * always the caller's to read here: whoever sees a leave in the list may read its reason, except
 * a team admin's view of another team, which the list never shows them (canReadReason).
 */
export async function exportLeaves(
  ctx: UseCaseContext,
  input: Omit<z.output<typeof LeaveExportQuery>, 'format'>,
): Promise<AsyncIterable<Cell[][]>> {
  if (input.from && input.to && input.to < input.from)
    throw badRequest(LEAVE_MSG.calendarRangeReversed, 'to');
  const userId = await visibleUserId(ctx, input.userId);
  const where = leavesWhere(ctx.caller, { ...input, userId });
  const read = async (after?: { startAt: string; id: number }) => {
    const page = after ? sql`${where} and (l.start_at, l.id) < (${after.startAt}::date, ${after.id})` : where;
    const row = await firstRow<{ leaves: LeaveTuple[] | null }>(
      ctx.db,
      sql`select json_agg(json_build_array(
            l.id, u.first_name, u.last_name, u.email, tm.name, t.name,
            l.start_at, l.start_day_part, l.end_at, l.end_day_part, l.duration, l.total_days, l.status,
            l.reason, l.created_at, r.first_name || ' ' || r.last_name, l.reviewed_at,
            c.first_name || ' ' || c.last_name, l.cancelled_at, l.cancel_reason
          ) order by l.start_at desc, l.id desc) as leaves
          from (
            select l.* from leaves l where ${page}
            order by l.start_at desc, l.id desc
            limit ${LEAVE_BATCH}
          ) l
          join users u on u.id = l.user_id
          left join teams tm on tm.id = u.team_id
          join leave_types t on t.id = l.type_id
          left join users r on r.id = l.reviewer_id
          left join users c on c.id = l.cancelled_by`,
    );
    return row?.leaves ?? [];
  };
  return (async function* batches() {
    // One batch read ahead: the database reads the next while the file writes this one.
    let next = read();
    for (;;) {
      const tuples = await next;
      const last = tuples.length === LEAVE_BATCH ? tuples[tuples.length - 1]! : undefined;
      if (last) {
        next = read({ startAt: last[6], id: last[0] });
        // Marked handled: a download abandoned meanwhile never awaits it.
        next.catch(() => undefined);
      }
      if (tuples.length > 0)
        yield tuples.map((t) => {
          const cells: Cell[] = [...t];
          cells[7] = START_DAY_PART_LABELS[t[7] as keyof typeof START_DAY_PART_LABELS] ?? t[7];
          cells[9] = END_DAY_PART_LABELS[t[9] as keyof typeof END_DAY_PART_LABELS] ?? t[9];
          // Requested, reviewed and cancelled at.
          for (const i of [14, 16, 18]) cells[i] = iso(t[i] as string | null);
          return cells;
        });
      if (!last) return;
    }
  })();
}
