import type { Role } from '@leavedesk/contracts';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import type { Mailer } from '../lib/mailer';
import type { TokenService } from '../lib/tokens';
import type { HolidayProvider } from '../modules/holidays/provider';

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
}

/** What the server holds for its whole life: built once in buildApp, shared by every request. */
export interface Services {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  holidays: HolidayProvider;
}

/** What a use case receives: the caller and the database (or the transaction it runs in). */
export interface UseCaseContext {
  db: DbOrTx;
  caller: Caller;
  services: Services;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** No token needed. */
    public?: boolean;
    /** The token may come as `?token=` (asset downloads for <img> tags). */
    queryToken?: boolean;
  }
}
