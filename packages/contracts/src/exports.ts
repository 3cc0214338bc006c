import { z } from 'zod';
import { EXPORT_FORMATS } from './enum-values';
import { DateOrTimestamp, Id } from './input';
import { LeaveListQuery } from './leaves';

export const ExportFormat = z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx.' });
export type ExportFormat = z.infer<typeof ExportFormat>;

/**
 * GET /leaves/export: the filters of GET /leaves (`userId`, `teamId`, `status`, `from`, `to`,
 * `typeId`) without paging, and the file's format (default csv). Every matching leave, newest
 * start first, as the caller may see them in the list.
 */
export const LeaveExportQuery = LeaveListQuery.omit({ pageNumber: true, pageSize: true, sort: true }).extend({
  format: ExportFormat.default('csv'),
});
export type LeaveExportQuery = z.input<typeof LeaveExportQuery>;

/**
 * GET /leaves/balances/export: one row per person and active type of their policy, for the
 * cycle period of each type containing `date` (default today in the organization's time zone),
 * with the balance's columns. `teamId` narrows an organization admin's export to one team.
 */
export const BalanceExportQuery = z.object({
  format: ExportFormat.default('csv'),
  date: DateOrTimestamp.optional(),
  teamId: Id.optional(),
});
export type BalanceExportQuery = z.input<typeof BalanceExportQuery>;
