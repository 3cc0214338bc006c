import { type CalendarFeeds, FEED_KINDS, type FeedKind, type Role } from '@leavedesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds, organizations } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';

/** What decides which feeds a person may read: asked again on every feed request. */
export interface FeedReader {
  role: Role;
  teamId: number | null;
  /** The organization's `metadata.organizationFeedForEveryone`. */
  organizationFeedForEveryone: boolean;
}

/**
 * Which feeds a person may read now: their own leaves always; their team's while they are in one;
 * the whole organization's as an organization admin, or when the organization lets everyone.
 * A feed URL whose kind stops being allowed answers 404 until it is allowed again.
 */
export function mayReadFeed(kind: FeedKind, reader: FeedReader): boolean {
  if (kind === 'MINE') return true;
  if (kind === 'TEAM') return reader.teamId != null;
  return reader.role === 'ORGANIZATION_ADMIN' || reader.organizationFeedForEveryone;
}

/** The organization's setting, from its metadata (a JSON boolean; anything else is no). */
export function organizationFeedForEveryone(metadata: Record<string, unknown> | null | undefined): boolean {
  return metadata?.organizationFeedForEveryone === true;
}

/** Everyone's feed rows exist from the first time they are asked for: one per kind. */
async function ensureFeeds(db: DbOrTx, ctx: UseCaseContext) {
  const { caller, services } = ctx;
  await db
    .insert(calendarFeeds)
    .values(
      FEED_KINDS.map((kind) => ({
        organizationId: caller.organizationId,
        userId: caller.userId,
        kind,
        nonce: services.feedTokens.newNonce(),
      })),
    )
    .onConflictDoNothing({ target: [calendarFeeds.userId, calendarFeeds.kind] });
}

/** Where the feeds are reached: PUBLIC_URL, else the address this request came to. */
export type Origin = string;

async function answerFeeds(db: DbOrTx, ctx: UseCaseContext, origin: Origin): Promise<CalendarFeeds> {
  const { caller, services } = ctx;
  const [rows, [org]] = await Promise.all([
    db
      .select({ id: calendarFeeds.id, kind: calendarFeeds.kind, nonce: calendarFeeds.nonce })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, caller.userId)),
    db
      .select({ metadata: organizations.metadata })
      .from(organizations)
      .where(eq(organizations.id, caller.organizationId)),
  ]);
  const reader: FeedReader = {
    role: caller.role,
    teamId: caller.teamId,
    organizationFeedForEveryone: organizationFeedForEveryone(org?.metadata),
  };
  const byKind = new Map(rows.map((r) => [r.kind as FeedKind, r]));
  const base = origin.replace(/\/+$/, '');
  return {
    feeds: FEED_KINDS.filter((kind) => byKind.has(kind) && mayReadFeed(kind, reader)).map((kind) => {
      const row = byKind.get(kind)!;
      const path = `/api/feeds/${services.feedTokens.tokenOf(row.id, row.nonce)}.ics`;
      return { kind, path, url: `${base}${path}` };
    }),
  };
}

/** GET /feeds/mine: the caller's feed URLs (made the first time they are asked for). */
export async function getMyFeeds(ctx: UseCaseContext, origin: Origin): Promise<CalendarFeeds> {
  await ensureFeeds(ctx.db, ctx);
  return answerFeeds(ctx.db, ctx, origin);
}

/**
 * POST /feeds/mine/regenerate: new URLs for every feed of the caller; the old ones answer 404 from
 * the moment this commits (a calendar app subscribed to them stops updating).
 */
export async function regenerateMyFeeds(ctx: UseCaseContext, origin: Origin): Promise<CalendarFeeds> {
  return ctx.db.transaction(async (tx) => {
    await ensureFeeds(tx, ctx);
    const rows = await tx
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, ctx.caller.userId))
      .for('update');
    for (const row of rows) {
      await tx
        .update(calendarFeeds)
        .set({ nonce: ctx.services.feedTokens.newNonce(), createdAt: sql`now()` })
        .where(and(eq(calendarFeeds.id, row.id), eq(calendarFeeds.userId, ctx.caller.userId)));
    }
    return answerFeeds(tx, ctx, origin);
  });
}

/** A person's feeds end with their account: deactivated or removed (in that change's transaction). */
export async function dropFeedsOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
