import {
  Balance,
  CalendarLeave,
  CalendarQuery,
  CreateLeaveBody,
  ErrorBody,
  IdParam,
  Leave,
  LeaveCheckAnswer,
  LeaveCheckBody,
  LeaveContext,
  LeaveListQuery,
  LeaveUserParam,
  PagedLeaves,
  ReviewLeaveBody,
} from '@leavedesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimsCtxOf, ctxOf } from '../../http/auth';
import { sendAnswer } from '../../http/send-answer';
import { checkLeave } from './check-leave';
import { createLeave } from './create-leave';
import { getBalances } from './get-balances';
import { getLeave } from './get-leave';
import { getLeaveContext } from './get-leave-context';
import { listCalendarJson } from './list-calendar';
import { listLeavesJson } from './list-leaves';
import { reviewLeave } from './review-leave';
import { withdrawLeave } from './withdraw-leave';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export async function leaveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/leaves',
    {
      schema: {
        tags: ['leaves'],
        summary:
          'Leaves, newest start first: your own, your team’s (team admin) or everyone’s (organization admin)',
        querystring: LeaveListQuery,
        response: { 200: PagedLeaves, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await listLeavesJson(ctxOf(request), request.query)),
  );

  app.get(
    '/leaves/calendar',
    {
      schema: {
        tags: ['leaves'],
        summary:
          'PENDING and ACCEPTED leaves of the organization (or one team) in a range of at most 100 days, without reasons',
        querystring: CalendarQuery,
        response: { 200: z.array(CalendarLeave), ...errors },
      },
    },
    // The database writes the JSON (see listCalendarJson); it is sent without a second serialization.
    async (request, reply) =>
      sendAnswer(request, reply, await listCalendarJson(ctxOf(request), request.query)),
  );

  app.post(
    '/leaves/check',
    {
      config: { callerInStatement: true },
      schema: {
        tags: ['leaves'],
        summary:
          'Preview a leave request: working and calendar days, conflicts, holidays, and whether it would be accepted',
        body: LeaveCheckBody,
        response: { 200: LeaveCheckAnswer, ...errors },
      },
    },
    async (request) => checkLeave(claimsCtxOf(request), request.body),
  );

  app.post(
    '/leaves',
    {
      schema: {
        tags: ['leaves'],
        summary: 'Request a leave for yourself',
        body: CreateLeaveBody,
        response: { 201: Leave, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createLeave(ctxOf(request), request.body)),
  );

  app.get(
    '/leaves/:id',
    {
      schema: {
        tags: ['leaves'],
        summary: 'One leave request, as the caller may see it',
        params: IdParam,
        response: { 200: Leave, ...errors },
      },
    },
    async (request) => getLeave(ctxOf(request), request.params.id),
  );

  app.get(
    '/leaves/:id/context',
    {
      schema: {
        tags: ['leaves'],
        summary:
          "What a reviewer weighs: the requester's balance of the type before and after the leave in each period it touches, team mates away on its days, holidays in its range (whoever may see the leave)",
        params: IdParam,
        response: { 200: LeaveContext, ...errors },
      },
    },
    async (request) => getLeaveContext(ctxOf(request), request.params.id),
  );

  app.put(
    '/leaves/:id',
    {
      schema: {
        tags: ['leaves'],
        summary: 'Accept or reject a pending leave (team admin of the requester, organization admin)',
        params: IdParam,
        body: ReviewLeaveBody,
        response: { 200: Leave, ...errors, 409: ErrorBody },
      },
    },
    async (request) => reviewLeave(ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/leaves/:id',
    {
      schema: {
        tags: ['leaves'],
        summary: 'Withdraw your own pending leave',
        params: IdParam,
        response: { 204: z.null(), ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await withdrawLeave(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/leaves/:userId/balance',
    {
      config: { callerInStatement: true },
      schema: {
        tags: ['leaves'],
        summary:
          'Balances of a user (or "mine") for the current cycle period, one per activated type of their policy',
        params: LeaveUserParam,
        response: { 200: z.array(Balance), ...errors },
      },
    },
    async (request) => getBalances(claimsCtxOf(request), request.params.userId),
  );
}
