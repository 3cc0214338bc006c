import type { Readable } from 'node:stream';
import { BalanceExportQuery, ErrorBody, type ExportFormat, LeaveExportQuery } from '@leavedesk/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../http/auth';
import { todayIn } from '../../lib/dates';
import { BALANCE_COLUMNS, exportBalances } from './export-balances';
import { exportLeaves, LEAVE_COLUMNS } from './export-leaves';
import { attachment, CONTENT_TYPES, tableFile } from './table-file';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const file = z
  .string()
  .describe('The file: CSV (UTF-8 with a byte order mark) or XLSX, as an attachment, written as it is read');

/**
 * Exports for payroll and reports (decision 0019): the file is streamed as the database is read.
 * Everything that can refuse the request (the query, the user asked for) is decided before the
 * first byte, so a refusal is still an ordinary error answer.
 */
export async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/leaves/export',
    {
      schema: {
        tags: ['leaves'],
        summary:
          'Every leave GET /leaves would list with these filters (and `typeId`), newest start first, as a CSV or XLSX file: your own, your team’s (team admin) or everyone’s (organization admin)',
        querystring: LeaveExportQuery,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const batches = await exportLeaves(ctxOf(request), filters);
      const name = `leaves-${todayIn(request.caller.timezone)}`;
      return sendFile(reply, format, name, tableFile(format, 'Leaves', LEAVE_COLUMNS, batches));
    },
  );

  app.get(
    '/leaves/balances/export',
    {
      schema: {
        tags: ['leaves'],
        summary:
          'The balance of every person you may see (organization admin: everyone or one team; team admin: your team; employee: yourself) for each active type of their policy, in the cycle period containing `date` (default today), as a CSV or XLSX file: allowance, carried over, expired, adjustments, total, used, pending, remaining',
        querystring: BalanceExportQuery,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const { format, date, teamId } = request.query;
      const exported = await exportBalances(ctxOf(request), { date, teamId });
      return sendFile(
        reply,
        format,
        `balances-${exported.date}`,
        tableFile(format, 'Balances', BALANCE_COLUMNS, exported.batches),
      );
    },
  );
}

/** A streamed file as the answer (Fastify pipes a stream as it is, without serializing it). */
function sendFile(reply: FastifyReply, format: ExportFormat, name: string, stream: Readable) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', attachment(name, format))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
