import type { FeedKind, Role } from '@leavedesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import type { Answer } from '../../http/answer-cache';
import type { Services } from '../../http/context';
import { notFound } from '../../http/errors';
import { dayjs, todayIn } from '../../lib/dates';
import { addDays } from '../../lib/working-days';
import { countedOverlapping, dataVersionOf, holidaysJson } from '../leaves/leave-queries';
import { buildFeed, type FeedHoliday, type FeedLeave, installDomain } from './build-feed';
import { mayReadFeed } from './my-feeds';

/** A feed shows leaves from a year back to two years ahead of today (the organization's today). */
export const FEED_DAYS_BACK = 365;
export const FEED_DAYS_AHEAD = 730;
/** At most this many leaves in one feed (those nearest today): a bounded answer for any organization. */
export const FEED_MAX_LEAVES = 10_000;

/** A feed row with its owner, as it is now (a deactivated or removed owner finds no row). */
interface FeedOwner {
  feedId: number;
  kind: FeedKind;
  nonce: string;
  userId: number;
  organizationId: number;
  role: Role;
  teamId: number | null;
  teamName: string | null;
  country: string;
  timezone: string;
  organizationName: string;
  everyone: boolean;
  version: number;
}

/** The owner of a feed id, live (not removed, not INACTIVE), and their organization's data version. */
function ownerStatement(feedId: number): SQL {
  return sql`select f.id as "feedId", f.kind, f.nonce, u.id as "userId",
      u.organization_id as "organizationId", u.role, u.team_id as "teamId", t.name as "teamName",
      coalesce(nullif(u.country, ''), o.country) as country, o.timezone, o.name as "organizationName",
      coalesce(o.metadata -> 'organizationFeedForEveryone' = 'true'::jsonb, false) as everyone,
      ${dataVersionOf(sql`u.organization_id`)} as version
    from calendar_feeds f
    join users u on u.id = f.user_id and u.organization_id = f.organization_id
      and u.deleted_at is null and u.status <> 'INACTIVE'
    join organizations o on o.id = u.organization_id
    left join teams t on t.id = u.team_id
    where f.id = ${feedId}`;
}

interface FeedContent {
  version: number;
  changedAt: string | null;
  leaves: [
    number,
    string,
    string,
    'PENDING' | 'ACCEPTED',
    number,
    string,
    string,
    string | null,
    string,
    string,
    string,
    string,
    'FULL' | 'AFTERNOON',
    'FULL' | 'MORNING',
  ][];
  holidays: FeedHoliday[];
}

/** Whose leaves a feed shows, as a condition on `users u`. */
function scopeOf(owner: FeedOwner): SQL {
  if (owner.kind === 'MINE') return sql`u.id = ${owner.userId}`;
  if (owner.kind === 'TEAM') return sql`u.team_id = ${owner.teamId}`;
  return sql`true`;
}

/**
 * The leaves and holidays of a feed and the data version they belong to, in one statement (one
 * snapshot). PENDING and ACCEPTED leaves only (rejected and withdrawn ones are dropped), of people
 * not removed; the reason only in the owner's own feed.
 */
function contentStatement(owner: FeedOwner, today: string, holidays: boolean): SQL {
  const from = addDays(today, -FEED_DAYS_BACK);
  const to = addDays(today, FEED_DAYS_AHEAD);
  const org = sql`${owner.organizationId}::int`;
  return sql`with picked as materialized (
      select l.id, l.user_id, l.type_id, l.start_at, l.end_at, l.status, l.revision, l.created_at,
        l.updated_at, l.reason, l.start_day_part, l.end_day_part
      from leaves l join users u on u.id = l.user_id
      where l.organization_id = ${org} and ${countedOverlapping(from, to, org)}
        and u.deleted_at is null and ${scopeOf(owner)}
      order by abs(l.start_at - ${today}::date), l.id
      limit ${FEED_MAX_LEAVES}
    )
    select ${dataVersionOf(org)} as version,
      (select to_char(v.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        from organization_versions v where v.organization_id = ${org}) as "changedAt",
      coalesce((select json_agg(json_build_array(p.id, p.start_at, p.end_at, p.status, p.revision,
          p.created_at, p.updated_at, ${owner.kind === 'MINE' ? sql`p.reason` : sql`null`},
          u.first_name, u.last_name, t.name, t.symbol, p.start_day_part, p.end_day_part)
          order by p.start_at, p.id)
        from picked p join users u on u.id = p.user_id join leave_types t on t.id = p.type_id), '[]'::json)
        as leaves,
      ${holidays ? holidaysJson(org, sql`${owner.country}`, from, to) : sql`'[]'::json`} as holidays`;
}

function calendarName(owner: FeedOwner): string {
  if (owner.kind === 'MINE') return 'My leaves (LeaveDesk)';
  if (owner.kind === 'TEAM') return `${owner.teamName ?? 'My team'} (LeaveDesk)`;
  return `${owner.organizationName} (LeaveDesk)`;
}

/**
 * Feeds being generated, per app (its own database and cache): callers of the same one wait for it
 * instead of repeating it.
 */
const generating = new WeakMap<Services, Map<string, Promise<Answer>>>();

/**
 * GET /feeds/{token}.ics: the feed a token opens, as a cached answer. The token alone is the
 * credential: an unknown feed, a wrong verifier, an owner deactivated or removed, or a kind the
 * owner may no longer read (the team feed without a team, the organization feed once not allowed)
 * are all the same 404. The text is cached per content (the owner for their own feed, the team, the
 * organization; with or without holidays; per day, since the window moves) and data version, so a
 * calendar app polling every few minutes costs one indexed read while nothing changed.
 */
export async function readFeed(services: Services, token: string, withHolidays: boolean): Promise<Answer> {
  const parsed = services.feedTokens.parse(token);
  if (!parsed) throw notFound('Calendar feed');
  const owner = await firstRow<FeedOwner>(services.db, ownerStatement(parsed.feedId));
  if (!owner || !services.feedTokens.verify(owner.feedId, owner.nonce, parsed.verifier))
    throw notFound('Calendar feed');
  if (!mayReadFeed(owner.kind, { ...owner, organizationFeedForEveryone: owner.everyone }))
    throw notFound('Calendar feed');

  const today = todayIn(owner.timezone);
  const scope = owner.kind === 'MINE' ? owner.userId : owner.kind === 'TEAM' ? owner.teamId : '';
  const key = `feed:${owner.organizationId}:${owner.kind}:${scope}:${withHolidays ? owner.country : ''}:${today}`;
  const cached = services.answers.get(key, owner.version);
  if (cached) return cached;
  let inFlight = generating.get(services);
  if (!inFlight) {
    inFlight = new Map();
    generating.set(services, inFlight);
  }
  let pending = inFlight.get(key);
  if (!pending) {
    const running = inFlight;
    pending = generate(services, owner, key, today, withHolidays).finally(() => running.delete(key));
    inFlight.set(key, pending);
  }
  const answer = await pending;
  // One that began before this caller's version was committed is too old for them.
  return answer.version >= owner.version ? answer : generate(services, owner, key, today, withHolidays);
}

async function generate(
  services: Services,
  owner: FeedOwner,
  key: string,
  today: string,
  withHolidays: boolean,
): Promise<Answer> {
  const content = await firstRow<FeedContent>(services.db, contentStatement(owner, today, withHolidays));
  if (!content) throw new Error('the feed statement answered no row');
  const leaves: FeedLeave[] = content.leaves.map(
    ([
      id,
      startAt,
      endAt,
      status,
      revision,
      createdAt,
      updatedAt,
      reason,
      firstName,
      lastName,
      typeName,
      typeSymbol,
      startDayPart,
      endDayPart,
    ]) => ({
      id,
      startAt,
      endAt,
      status,
      revision,
      createdAt,
      updatedAt,
      reason,
      firstName,
      lastName,
      typeName,
      typeSymbol,
      startDayPart,
      endDayPart,
    }),
  );
  const text = buildFeed({
    kind: owner.kind,
    name: calendarName(owner),
    domain: installDomain(services.config),
    leaves,
    holidays: content.holidays,
  });
  // The window moves at midnight: the content is at least as new as today's start.
  const midnight = dayjs.tz(today, owner.timezone).toDate();
  const changed = content.changedAt ? new Date(content.changedAt) : midnight;
  const modifiedAt = changed > midnight ? changed : midnight;
  return services.answers.set(key, content.version, Buffer.from(text, 'utf8'), modifiedAt);
}
