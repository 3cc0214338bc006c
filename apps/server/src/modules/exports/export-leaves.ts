import type { Leave, LeaveExportQuery } from '@leavedesk/contracts';
import { LEAVE_MSG } from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UseCaseContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { type LeavesFilter, leavesWhere, readLeaves, visibleUserId } from '../leaves/list-leaves';
import type { Cell, Column } from './table-file';

/** Leaves read per statement: a batch is a few hundred kilobytes of JSON, whatever the export's size. */
export const LEAVE_BATCH = 1000;

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

const nameOf = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}` : null;

/**
 * A leave as a row of LEAVE_COLUMNS: the list's answer, flattened. Day parts and statuses are the
 * API's values (FULL, AFTERNOON, MORNING; CANCELLED…), which a payroll import can match on;
 * timestamps are ISO 8601 UTC, as in the API.
 */
export function leaveCells(leave: Leave): Cell[] {
  return [
    leave.id,
    leave.user.firstName,
    leave.user.lastName,
    leave.user.email,
    leave.user.team?.name ?? null,
    leave.activatedType.name,
    leave.startAt,
    leave.startDayPart,
    leave.endAt,
    leave.endDayPart,
    leave.duration,
    leave.totalDays,
    leave.status,
    leave.reason,
    leave.createdAt,
    nameOf(leave.reviewer),
    leave.reviewedAt,
    nameOf(leave.cancelledBy),
    leave.cancelledAt,
    leave.cancelReason,
  ];
}

/**
 * GET /leaves/export, before the first byte: the filters checked (a user the caller may not see is
 * a 404, a reversed range a 400), answering the batches to write. The batches are the list's
 * leaves (GET /leaves with the same filters, the same visibility, the same order: newest start
 * first), read LEAVE_BATCH at a time after the last one written (by start date and id, so a batch
 * costs the same at the end of the file as at its start), each read only once the file has taken
 * the one before. Each batch is a statement of its own: a leave requested while a long export is
 * being written may or may not be in it, and none is written twice.
 */
export async function exportLeaves(
  ctx: UseCaseContext,
  input: Omit<z.output<typeof LeaveExportQuery>, 'format'>,
): Promise<AsyncIterable<Cell[][]>> {
  if (input.from && input.to && input.to < input.from)
    throw badRequest(LEAVE_MSG.calendarRangeReversed, 'to');
  const userId = await visibleUserId(ctx, input.userId);
  const filter: LeavesFilter = {
    userId,
    teamId: input.teamId,
    status: input.status,
    from: input.from,
    to: input.to,
    typeId: input.typeId,
  };
  const where = leavesWhere(ctx.caller, filter);
  return (async function* batches() {
    let after: { startAt: string; id: number } | undefined;
    for (;;) {
      const page = after
        ? sql`${where} and (l.start_at, l.id) < (${after.startAt}::date, ${after.id})`
        : where;
      const { contents } = await readLeaves(ctx.db, ctx.caller, page, LEAVE_BATCH, 0, { count: false });
      if (contents.length > 0) yield contents.map(leaveCells);
      if (contents.length < LEAVE_BATCH) return;
      const last = contents[contents.length - 1]!;
      after = { startAt: last.startAt, id: last.id };
    }
  })();
}
