import type { Role } from '@leavedesk/contracts';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import type { Mailer } from '../lib/mailer';
import type { PasswordHasher } from '../lib/passwords';
import type { TokenService } from '../lib/tokens';
import type { AuditPruner } from '../modules/audit/prune-audit';
import type { DeviceCookies } from '../modules/auth/device-cookies';
import type { FeedTokens } from '../modules/feeds/feed-tokens';
import type { HolidayProvider } from '../modules/holidays/provider';
import type { DecideTokens } from '../modules/leaves/decide-links';
import type { ReviewReminders } from '../modules/leaves/review-reminders';
import type { DeliveryWorker } from '../modules/notifications/delivery';
import type { AfterAnswer } from './after-answer';
import type { AnswerCache } from './answer-cache';

/** The signed-in user making a request, as read from the database on every request. */
export interface Caller {
  userId: number;
  organizationId: number;
  role: Role;
  teamId: number | null;
  email: string;
  /** The caller's own time zone, else the organization's. */
  timezone: string;
  /** The caller's own country, else the organization's. */
  country: string;
  /** The organization's data version when the request began (see `answer-cache.ts`). */
  dataVersion: number;
}

/** What the server holds for its whole life: built once in buildApp, shared by every request. */
export interface Services {
  config: Config;
  db: Db;
  tokens: TokenService;
  /** Cached answers of the calendar and the leave lists, valid per organization data version. */
  answers: AnswerCache;
  mailer: Mailer;
  /** Password hashing for sign-in and "forgot password" (argon2id). */
  passwords: PasswordHasher;
  /** Work started once an answer has gone out (the new-password e-mail); closing waits for it. */
  afterAnswer: AfterAnswer;
  holidays: HolidayProvider;
  /** Delivers notifications in the background (present even when NOTIFICATION_WORKER is false). */
  deliveries: DeliveryWorker;
  /** Deletes audit entries past AUDIT_RETENTION_DAYS, in the background. */
  auditPruner: AuditPruner;
  /** Reminds approvers of requests that wait (issue 28), in the background when REVIEW_REMINDERS. */
  reviewReminders: ReviewReminders;
  /** Makes and checks the secret tokens of calendar feed URLs. */
  feedTokens: FeedTokens;
  /** Makes and checks the tokens of the decide links of the reviewers' e-mail (decision 0035). */
  decideTokens: DecideTokens;
  /** Makes and checks the cookies of browsers that signed in to an account before. */
  deviceCookies: DeviceCookies;
  /** Waits before checking a sign-in to an account under attack (tests record the waits instead). */
  slowDown(ms: number): Promise<void>;
}

/** What a use case receives: the caller and the database (or the transaction it runs in). */
export interface UseCaseContext {
  db: DbOrTx;
  caller: Caller;
  services: Services;
}

/** What a signed token says of its bearer; whether it may still be used is read with the statement. */
export interface Claims {
  userId: number;
  tokenVersion: number;
}

/**
 * The context of a route whose one statement also reads the caller (`callerInStatement`): the
 * use case selects `callerSelect(claims)` in that statement and refuses the request (401) when it
 * finds no one, exactly as the auth hook would have done in a statement of its own.
 */
export interface ClaimsContext {
  db: DbOrTx;
  claims: Claims;
  services: Services;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    caller: Caller;
    /** Set instead of `caller` on `callerInStatement` routes. */
    claims?: Claims;
  }
  interface FastifyContextConfig {
    /** No token needed. */
    public?: boolean;
    /** The token may come as `?token=` (asset downloads for <img> tags). */
    queryToken?: boolean;
    /**
     * The handler's one statement reads the caller with its data (hot routes: one round trip to
     * the database instead of two); the hook only verifies the token's signature and expiry.
     */
    callerInStatement?: boolean;
  }
}
