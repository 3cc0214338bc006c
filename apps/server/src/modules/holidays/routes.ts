import {
  ErrorBody,
  FetchedHoliday,
  Holiday,
  HolidayBatchAnswer,
  HolidayBatchBody,
  HolidayFetchQuery,
  HolidayListParams,
  HolidayOverview,
  IdParam,
} from '@leavedesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, requireRole } from '../../http/auth';
import { deleteHoliday } from './delete-holiday';
import { fetchHolidays } from './fetch-holidays';
import { importHolidays } from './import-holidays';
import { listHolidayOverview } from './list-holiday-overview';
import { listHolidays } from './list-holidays';

export async function holidayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['holidays'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  // The role is checked before the input: an employee learns nothing from a 400.
  const organizationAdmin = async (request: FastifyRequest) => requireRole(request, 'ORGANIZATION_ADMIN');

  app.get(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Stored holidays counted per year and country',
        response: { 200: z.array(HolidayOverview), ...errors },
      },
    },
    async (request) => listHolidayOverview(ctxOf(request)),
  );

  app.get(
    '/holidays/fetch',
    {
      preValidation: organizationAdmin,
      schema: {
        tags,
        summary: 'Public holidays of a country and year from the holiday source',
        querystring: HolidayFetchQuery,
        response: { 200: z.array(FetchedHoliday), ...errors, 502: ErrorBody },
      },
    },
    async (request) => fetchHolidays(ctxOf(request), request.query),
  );

  app.get(
    '/holidays/:countryCode/:year',
    {
      schema: {
        tags,
        summary: 'Stored holidays of a country and year, by date',
        params: HolidayListParams,
        response: { 200: z.array(Holiday), ...errors },
      },
    },
    async (request) => listHolidays(ctxOf(request), request.params),
  );

  app.post(
    '/holidays/batch',
    {
      preValidation: organizationAdmin,
      schema: {
        tags,
        summary: 'Import holidays; dates already stored for a country are skipped',
        body: HolidayBatchBody,
        response: { 200: HolidayBatchAnswer, ...errors },
      },
    },
    async (request) => importHolidays(ctxOf(request), request.body),
  );

  app.delete(
    '/holidays/:id',
    {
      preValidation: organizationAdmin,
      schema: {
        tags,
        summary: 'Remove a stored holiday',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteHoliday(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
