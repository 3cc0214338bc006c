import { CalendarFeeds, ErrorBody, FeedParams, FeedQuery } from '@leavedesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../http/auth';
import { sendAnswer } from '../../http/send-answer';
import { getMyFeeds, regenerateMyFeeds } from './my-feeds';
import { readFeed } from './read-feed';

/** Where feed URLs point: PUBLIC_URL when set, else the address the request came to. */
function originOf(request: FastifyRequest): string {
  return request.server.services.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['feeds'];

  app.get(
    '/feeds/mine',
    {
      schema: {
        tags,
        summary: "The caller's calendar feed URLs (add ?holidays=1 for public holidays)",
        response: { 200: CalendarFeeds, 401: ErrorBody },
      },
    },
    async (request) => getMyFeeds(ctxOf(request), originOf(request)),
  );

  app.post(
    '/feeds/mine/regenerate',
    {
      schema: {
        tags,
        summary: 'New calendar feed URLs for the caller; the old ones stop working at once',
        response: { 200: CalendarFeeds, 401: ErrorBody },
      },
    },
    async (request) => regenerateMyFeeds(ctxOf(request), originOf(request)),
  );

  app.get(
    '/feeds/:token.ics',
    {
      // The secret token in the path is the only credential: a calendar app sends no header.
      config: { public: true },
      schema: {
        tags,
        summary: 'A calendar feed (iCalendar), read-only, opened by its secret token alone',
        security: [],
        params: FeedParams,
        querystring: FeedQuery,
        response: {
          200: z.string().describe('text/calendar (RFC 5545)'),
          304: z.null().describe('Not modified since the ETag or date the client holds'),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const answer = await readFeed(request.server.services, request.params.token, request.query.holidays);
      return sendAnswer(request, reply, answer, {
        contentType: 'text/calendar; charset=utf-8',
        lastModified: true,
        vary: 'Accept-Encoding',
      });
    },
  );
}
