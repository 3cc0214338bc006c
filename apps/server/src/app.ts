import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { makeDataDirPrivate } from './db/private-data-dir';
import { AfterAnswer } from './http/after-answer';
import { AnswerCache } from './http/answer-cache';
import { registerAuth } from './http/auth';
import { clientErrorHandler, frameworkErrors } from './http/client-errors';
import type { Services } from './http/context';
import { registerErrorHandlers, registerNotFound } from './http/error-handler';
import { LOG_REDACT, loggedPath, logSerializers } from './http/logging';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { registerSecurityHeaders } from './http/security-headers';
import { findWebDist, registerWebApp, webPageFallback } from './http/web-app';
import { createMailer, mailDomain } from './lib/mailer';
import { argon2Passwords, dummyPasswordHash, type PasswordHasher } from './lib/passwords';
import { createTokenService, resolveJwtSecret } from './lib/tokens';
import { assetRoutes } from './modules/assets/routes';
import { AuditPruner } from './modules/audit/prune-audit';
import { auditRoutes } from './modules/audit/routes';
import { createDeviceCookies } from './modules/auth/device-cookies';
import { authRoutes } from './modules/auth/routes';
import { exportRoutes } from './modules/exports/routes';
import { createFeedTokens } from './modules/feeds/feed-tokens';
import { feedRoutes } from './modules/feeds/routes';
import {
  createDateHolidaysProvider,
  createHttpHolidaysProvider,
  type HolidayProvider,
} from './modules/holidays/provider';
import { holidayRoutes } from './modules/holidays/routes';
import { createDecideTokens } from './modules/leaves/decide-links';
import { ReviewReminders } from './modules/leaves/review-reminders';
import { leaveRoutes } from './modules/leaves/routes';
import { DeliveryWorker } from './modules/notifications/delivery';
import { notificationRoutes } from './modules/notifications/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { overtimeRoutes } from './modules/overtime/routes';
import { policyRoutes } from './modules/policies/routes';
import { scheduleRoutes } from './modules/schedules/routes';
import { teamRoutes } from './modules/teams/routes';
import { userRoutes } from './modules/users/routes';

export interface BuildOptions {
  /** An already open database (tests share one); otherwise one is opened from the config. */
  database?: Database;
  /** Replaces the holiday source (tests of the HTTP provider). */
  holidays?: HolidayProvider;
  /** Log to stdout (default: as the config says). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
  /** Replaces the password hashing (tests count the hashing work of each answer). */
  passwords?: PasswordHasher;
  /** Replaces the wait of a sign-in to an account under attack (tests record it). */
  slowDown?: (ms: number) => Promise<void>;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  const app = Fastify({
    logger:
      opts.logger === false || config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: LOG_REDACT, censor: '[redacted]' },
            serializers: logSerializers,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    logController: new LogController({ disableRequestLogging: true }),
    // Unique across the processes that share one database and one log collector.
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: typeof hops === 'number' ? (_addr: string, hop: number) => hop < hops : hops,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before anything is opened or written in it (PGlite, the lock, the secret, mail, assets).
  makeDataDirPrivate(config.dataDir, app.log);
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      holder: `the LeaveDesk server on port ${config.port}`,
      poolSize: config.databasePoolSize,
      onConnectionError: (err) =>
        app.log.warn(
          { database: { code: (err as { code?: string }).code, message: err.message } },
          'database connection lost; the pool replaces it',
        ),
    }));
  const ownsDatabase = !opts.database;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const decideTokens = createDecideTokens(secret);
  const services: Services = {
    config,
    db: database.db,
    tokens: createTokenService(secret, config.tokenTtl),
    answers: new AnswerCache(config.answerCacheMb * 1024 * 1024),
    mailer,
    passwords: opts.passwords ?? argon2Passwords,
    afterAnswer: new AfterAnswer(app.log),
    deliveries: new DeliveryWorker({
      db: database.db,
      mailer,
      log: app.log,
      pollMs: config.notificationPollMs,
      retryBaseMs: config.notificationRetryMs,
      giveUpAfterMs: config.notificationGiveUpAfterMs,
      allowPrivateSlack: config.slackAllowPrivateUrls,
      messageIdDomain: mailDomain(config.mailFrom),
      decideTokens,
    }),
    auditPruner: new AuditPruner({
      db: database.db,
      log: app.log,
      retentionDays: config.auditRetentionDays,
    }),
    reviewReminders: new ReviewReminders({
      db: database.db,
      config,
      log: app.log,
      everyMs: config.reviewReminderIntervalMs,
    }),
    feedTokens: createFeedTokens(secret),
    decideTokens,
    deviceCookies: createDeviceCookies(secret),
    slowDown: opts.slowDown ?? ((ms) => sleep(ms)),
    holidays:
      opts.holidays ??
      (config.holidaysUrl ? createHttpHolidaysProvider(config.holidaysUrl) : createDateHolidaysProvider()),
  };
  app.decorate('services', services);
  if (config.notificationWorker) app.addHook('onReady', async () => services.deliveries.start());
  app.addHook('onReady', async () => services.auditPruner.start());
  if (config.reviewReminders) app.addHook('onReady', async () => services.reviewReminders.start());
  // Made before the first sign-in, which would otherwise also pay for hashing it.
  app.addHook('onReady', async () => void (await dummyPasswordHash()));
  app.addHook('onClose', async () => {
    await services.afterAnswer.close();
    await services.deliveries.stop();
    await services.auditPruner.stop();
    await services.reviewReminders.stop();
    services.mailer.close();
    if (ownsDatabase) await database.close();
  });

  // API answers carry private data and tokens: no cache keeps them unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  // One structured line per request; no query string (asset URLs carry a token), no feed token.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: loggedPath(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.caller?.userId ?? request.claims?.userId,
      },
      'request',
    );
  });

  const overHttps = config.publicUrl?.startsWith('https:') ?? false;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // Only when served over HTTPS: on a plain-HTTP LAN address it would send every script and
        // image request to an https:// URL nobody answers.
        upgradeInsecureRequests: overHttps ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(services.db) });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 10 } });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'LeaveDesk API', version: '0.1.0', description: 'The HTTP contract of LeaveDesk.' },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // The document describes the API: the web app's routes (its page fallback, `/assets/*`) are
    // no operations of it.
    transform: (route) =>
      route.url.startsWith('/api/') ? jsonSchemaTransform(route) : { schema: { hide: true }, url: route.url },
  });

  registerErrorHandlers(app);
  const webDist = findWebDist(config.webDist);
  registerNotFound(app, webDist ? webPageFallback : undefined);
  registerAuth(app);

  await app.register(
    async (api) => {
      api.withTypeProvider<ZodTypeProvider>().get(
        '/health',
        {
          config: { public: true },
          schema: {
            tags: ['health'],
            security: [],
            response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
          },
        },
        async () => {
          await services.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: 'ok' as const };
        },
      );
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => {
        const doc = app.swagger() as { paths?: Record<string, unknown> };
        // The document describes paths relative to the /api server entry.
        const paths = Object.fromEntries(
          Object.entries(doc.paths ?? {}).map(([k, v]) => [k.replace(/^\/api/, ''), v]),
        );
        return { ...doc, paths };
      });
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(scheduleRoutes);
      await api.register(organizationRoutes);
      await api.register(teamRoutes);
      await api.register(policyRoutes);
      await api.register(leaveRoutes);
      await api.register(overtimeRoutes);
      await api.register(exportRoutes);
      await api.register(holidayRoutes);
      await api.register(notificationRoutes);
      await api.register(assetRoutes);
      await api.register(auditRoutes);
      await api.register(feedRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger's own policy asks for upgrade-insecure-requests, which breaks the page over plain
    // HTTP (its scripts are fetched from an https:// URL nobody answers): the same rule as above.
    transformStaticCSP: (header) =>
      overHttps ? header : header.replace(/\s*upgrade-insecure-requests;?/g, '').trim(),
    uiConfig: { url: '/api/openapi.json' } as never,
  });

  if (webDist) await registerWebApp(app, webDist);
  return app;
}
