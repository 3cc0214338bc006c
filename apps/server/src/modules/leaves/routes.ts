import { normalizeIP } from '@fastify/rate-limit';
import {
  Balance,
  BalanceQuery,
  CalendarDayQuery,
  CalendarGrid,
  CalendarGridQuery,
  CalendarLeave,
  CalendarQuery,
  CancelLeaveBody,
  CreateLeaveBody,
  DecideFromLinkBody,
  DecisionLink,
  DecisionLinkQuery,
  DecisionOutcome,
  ErrorBody,
  IdParam,
  Leave,
  LeaveAdjustment,
  LeaveAdjustmentBody,
  LeaveAdjustmentQuery,
  LeaveCheckAnswer,
  LeaveCheckBody,
  LeaveContext,
  LeaveListQuery,
  LeavePlanQuery,
  LeaveSuggestion,
  LeaveUserParam,
  PagedLeaves,
  PersonRef,
  ReviewLeaveBody,
  SubstituteCandidatesQuery,
} from '@leavedesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimsCtxOf, ctxOf } from '../../http/auth';
import { appError } from '../../http/errors';
import { sendAnswer } from '../../http/send-answer';
import { addAdjustment } from './add-adjustment';
import { cancelLeave } from './cancel-leave';
import { checkLeave } from './check-leave';
import { createLeave } from './create-leave';
import { decideFromLink, readDecisionLink } from './decide-from-link';
import { getBalances } from './get-balances';
import { getLeave } from './get-leave';
import { getLeaveContext } from './get-leave-context';
import { listAdjustments } from './list-adjustments';
import { calendarDayJson, calendarGridJson, listCalendarJson } from './list-calendar';
import { listLeavesJson } from './list-leaves';
import { planLeaves } from './plan-leaves';
import { reviewLeave } from './review-leave';
import { substituteCandidates } from './substitutes';
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
          'Leaves, newest start first or in the asked sort: your own, your team’s (team admin) or everyone’s (organization admin)',
        querystring: LeaveListQuery,
        response: { 200: PagedLeaves, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await listLeavesJson(ctxOf(request), request.query)),
  );

  // Decide links of the reviewers' e-mail (decision 0035): public, the token is the credential.
  // Limited per client address like the other public routes (a token cannot be guessed: the limit
  // only keeps the server's work bounded), six times the sign-in budget, as a reviewer may open
  // and decide a dozen requests in a minute.
  const perIp = fastify.createRateLimit({
    max: fastify.services.config.authRateLimit * 6,
    timeWindow: 60_000,
    keyGenerator: (r) => `decide:ip:${normalizeIP(r.ip)}`,
  });
  const byIp = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.max(1, Math.ceil(result.ttl / 1000)));
      throw appError('RATE_LIMITED');
    }
  };
  const decideErrors = {
    400: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    409: ErrorBody,
    410: ErrorBody,
    429: ErrorBody,
  };

  app.get(
    '/leaves/decisions',
    {
      config: { public: true },
      onRequest: byIp,
      schema: {
        tags: ['leaves'],
        security: [],
        summary:
          "What a decide link of the reviewers' e-mail decides, and the request as its reviewers read it (who, type, dates, balance after, who else is away); reading decides nothing",
        querystring: DecisionLinkQuery,
        response: { 200: DecisionLink, ...decideErrors },
      },
    },
    async (request) => readDecisionLink(request.server.services, request.query.token),
  );

  app.post(
    '/leaves/decisions',
    {
      config: { public: true },
      onRequest: byIp,
      schema: {
        tags: ['leaves'],
        security: [],
        summary:
          "Decide a request with a decide link's token (no other credential): accepts or rejects the link's step as its approver, once, while the link works (7 days, until the step is decided, while its approver may decide it)",
        body: DecideFromLinkBody,
        response: { 200: DecisionOutcome, ...decideErrors },
      },
    },
    async (request) => decideFromLink(request.server.services, request.body),
  );

  app.get(
    '/leaves/calendar',
    {
      config: { callerInStatement: true },
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
      sendAnswer(request, reply, await listCalendarJson(claimsCtxOf(request), request.query)),
  );

  app.get(
    '/leaves/calendar/grid',
    {
      config: { callerInStatement: true },
      schema: {
        tags: ['leaves'],
        summary:
          "A month's calendar grid (the weeks it touches, Sunday first): per day, how many PENDING and ACCEPTED leaves cover it and the first three as chips, the caller's team first; its size does not grow with the organization",
        querystring: CalendarGridQuery,
        response: { 200: CalendarGrid, ...errors },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await calendarGridJson(claimsCtxOf(request), request.query)),
  );

  app.get(
    '/leaves/calendar/day',
    {
      config: { callerInStatement: true },
      schema: {
        tags: ['leaves'],
        summary:
          "Every PENDING and ACCEPTED leave covering one day (organization or one team), the caller's team first, without reasons: the calendar's '+N more...' and selected day",
        querystring: CalendarDayQuery,
        response: { 200: z.array(CalendarLeave), ...errors },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await calendarDayJson(claimsCtxOf(request), request.query)),
  );

  app.get(
    '/leaves/substitute-candidates',
    {
      schema: {
        tags: ['leaves'],
        summary:
          'Whom you may name as substitute of a request: the active people of your organization but you, by name (the first 50 matching text)',
        querystring: SubstituteCandidatesQuery,
        response: { 200: z.array(PersonRef), ...errors },
      },
    },
    async (request) => substituteCandidates(ctxOf(request), request.query),
  );

  app.post(
    '/leaves/check',
    {
      config: { callerInStatement: true },
      schema: {
        tags: ['leaves'],
        summary:
          'Preview a leave request (whole days, or from noon of the first day / until noon of the last): working and calendar days, conflicts, holidays, the balance before and after in each period, and whether it would be accepted',
        body: LeaveCheckBody,
        response: { 200: LeaveCheckAnswer, ...errors },
      },
    },
    async (request) => checkLeave(claimsCtxOf(request), request.body),
  );

  app.get(
    '/leaves/mine/plan',
    {
      config: { callerInStatement: true },
      schema: {
        tags: ['leaves'],
        summary:
          'Plan your year: up to 10 stretches of `year` (from today on) where few days of leave of `typeId` give the most consecutive days off, best days off per day of leave first, by your schedule and holidays, around your pending and accepted leaves, each within what remains of the type',
        querystring: LeavePlanQuery,
        response: { 200: z.array(LeaveSuggestion), ...errors, 422: ErrorBody },
      },
    },
    async (request) => planLeaves(claimsCtxOf(request), request.query),
  );

  app.post(
    '/leaves',
    {
      schema: {
        tags: ['leaves'],
        summary: 'Request a leave for yourself (startDayPart AFTERNOON / endDayPart MORNING for half days)',
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
        summary: 'Withdraw your own pending leave (it becomes CANCELLED, kept in the history)',
        params: IdParam,
        response: { 204: z.null(), ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await withdrawLeave(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/leaves/:id/cancel',
    {
      schema: {
        tags: ['leaves'],
        summary:
          'Cancel a leave: the requester their own pending one or accepted one not yet started; a reviewer of the requester (team admin of the team, organization admin) a pending or accepted one at any time, with a reason',
        params: IdParam,
        body: CancelLeaveBody.nullish(),
        response: { 200: Leave, ...errors, 409: ErrorBody },
      },
    },
    async (request) => cancelLeave(ctxOf(request), request.params.id, request.body ?? {}),
  );

  app.get(
    '/leaves/:userId/balance',
    {
      config: { callerInStatement: true },
      schema: {
        tags: ['leaves'],
        summary:
          'Balances of a user (or "mine") for the cycle period containing `date` (default today), one per activated type of their policy: allowance, carried over and expired, adjustments, used, pending, remaining',
        params: LeaveUserParam,
        querystring: BalanceQuery,
        response: { 200: z.array(Balance), ...errors },
      },
    },
    async (request) => getBalances(claimsCtxOf(request), request.params.userId, request.query),
  );

  app.get(
    '/leaves/:userId/adjustments',
    {
      schema: {
        tags: ['leaves'],
        summary:
          'Balance adjustments of a user (or "mine") counted in the periods containing `date` (default today), with their notes and authors (self, team admin of the team, organization admin)',
        params: LeaveUserParam,
        querystring: LeaveAdjustmentQuery,
        response: { 200: z.array(LeaveAdjustment), ...errors },
      },
    },
    async (request) => listAdjustments(ctxOf(request), request.params.userId, request.query),
  );

  app.post(
    '/leaves/:userId/adjustments',
    {
      schema: {
        tags: ['leaves'],
        summary:
          "Add or remove days of one type in one person's balance for the period of `date` (default today), with a note (organization admin; team admin for their own team)",
        params: LeaveUserParam,
        body: LeaveAdjustmentBody,
        response: { 201: LeaveAdjustment, ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addAdjustment(ctxOf(request), request.params.userId, request.body)),
  );
}
