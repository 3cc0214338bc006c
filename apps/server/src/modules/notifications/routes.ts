import {
  DeliveryIssue,
  DeliveryIssueQuery,
  ErrorBody,
  EventSchema,
  eventSchemas,
  IdParam,
  Notification,
  NotificationCount,
  NotificationQuery,
  NotificationTrigger,
  paged,
  ReadNotificationsBody,
  SlackTestBody,
  TriggerBody,
  TriggerPreview,
  TriggerPreviewBody,
} from '@leavedesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimsCtxOf, ctxOf, requireRole } from '../../http/auth';
import { AppError } from '../../http/errors';
import { listDeliveryIssues, retryDelivery } from './deliveries';
import { countNotifications, getNotification, listNotifications, markRead } from './inbox';
import { postToSlack, SlackError } from './slack';
import {
  createTrigger,
  deleteTrigger,
  getTrigger,
  listTriggers,
  previewTrigger,
  updateTrigger,
} from './triggers';

/** Runs before body validation, so a caller without the role hears 403 whatever they sent. */
const organizationAdminOnly = async (request: FastifyRequest) => requireRole(request, 'ORGANIZATION_ADMIN');

/** The event schemas never change while the process runs. */
let schemas: EventSchema[] | undefined;

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const tags = ['notifications'];

  app.get(
    '/v1/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first (page is one-based)",
        querystring: NotificationQuery,
        response: { 200: paged(Notification), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => listNotifications(ctxOf(request), request.query),
  );

  app.get(
    '/v1/notifications/count',
    {
      config: { callerInStatement: true },
      schema: {
        tags,
        summary: "The caller's unread (not READ, whatever their delivery) and total notifications",
        response: { 200: NotificationCount, 401: ErrorBody },
      },
    },
    async (request) => countNotifications(claimsCtxOf(request)),
  );

  app.post(
    '/v1/notifications/read',
    {
      schema: {
        tags,
        summary: "Mark the caller's own notifications read",
        body: ReadNotificationsBody,
        response: { 200: NotificationCount, ...errors },
      },
    },
    async (request) => {
      const count = await markRead(ctxOf(request), request.body);
      return count;
    },
  );

  app.get(
    '/v1/notifications/deliveries',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary:
          "The organization's e-mails and Slack posts waiting after a failure (PENDING) or failed (FAILED), newest first (page is one-based)",
        querystring: DeliveryIssueQuery,
        response: { 200: paged(DeliveryIssue), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listDeliveryIssues(ctxOf(request), request.query),
  );

  app.post(
    '/v1/notifications/deliveries/:id/retry',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary:
          'Try a FAILED delivery again: queued at once, retried for NOTIFICATION_GIVE_UP_AFTER; 409 unless FAILED',
        params: IdParam,
        response: { 200: DeliveryIssue, ...errors },
      },
    },
    async (request) => retryDelivery(ctxOf(request), request.params.id),
  );

  app.get(
    '/v1/notifications/events',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary: 'The events, their params schema and the receptors each allows',
        response: { 200: z.array(EventSchema), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => {
      schemas ??= eventSchemas();
      return schemas;
    },
  );

  app.get(
    '/v1/notifications/triggers',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary: "The organization's triggers, archived last",
        response: { 200: z.array(NotificationTrigger), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listTriggers(ctxOf(request)),
  );

  app.post(
    '/v1/notifications/triggers/preview',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary: 'Render templates with sample params of the event (the form preview)',
        body: TriggerPreviewBody,
        response: { 200: TriggerPreview, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => previewTrigger(request.body),
  );

  app.post(
    '/v1/notifications/slack/test',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary: 'Post a test message to a Slack incoming-webhook URL',
        body: SlackTestBody,
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const allowPrivate = request.server.services.config.slackAllowPrivateUrls;
      try {
        await postToSlack(
          request.body.url,
          {
            title: 'LeaveDesk test message',
            text: `${request.caller.email} connected this channel: notifications of Slack triggers will be posted here.`,
          },
          allowPrivate,
        );
      } catch (error) {
        if (!(error instanceof SlackError)) throw error;
        const refused = error.reason === 'answer';
        throw new AppError(
          refused ? 'UPSTREAM_FAILED' : 'BAD_REQUEST',
          error.message,
          refused ? undefined : [{ field: 'url', message: error.message }],
        );
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/notifications/triggers/:id',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary: 'One trigger',
        params: IdParam,
        response: { 200: NotificationTrigger, ...errors },
      },
    },
    async (request) => getTrigger(ctxOf(request), request.params.id),
  );

  app.post(
    '/v1/notifications/triggers',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary: 'Create a trigger (templates validated against the event)',
        body: TriggerBody,
        response: { 201: NotificationTrigger, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTrigger(ctxOf(request), request.body)),
  );

  app.put(
    '/v1/notifications/triggers/:id',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary: 'Update a trigger',
        params: IdParam,
        body: TriggerBody,
        response: { 200: NotificationTrigger, ...errors },
      },
    },
    async (request) => updateTrigger(ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/notifications/triggers/:id',
    {
      onRequest: organizationAdminOnly,
      schema: {
        tags,
        summary: 'Remove a trigger (archived instead when it has sent notifications)',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTrigger(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/notifications/:id',
    {
      schema: {
        tags,
        summary: "One of the caller's notifications",
        params: IdParam,
        response: { 200: Notification, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getNotification(ctxOf(request), request.params.id),
  );
}
