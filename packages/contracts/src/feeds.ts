import { z } from 'zod';

/**
 * Calendar feeds (iCalendar): secret URLs a calendar app subscribes to. `MINE`: the user's own
 * leaves (with their reasons); `TEAM`: the PENDING and ACCEPTED leaves of the user's team;
 * `ORGANIZATION`: everyone's, for organization admins, or for everyone when the organization's
 * `metadata.organizationFeedForEveryone` is true. Adding `?holidays=1` to a URL adds the public
 * holidays of the user's country.
 */
export const FEED_KINDS = ['MINE', 'TEAM', 'ORGANIZATION'] as const;
export const FeedKind = z.enum(FEED_KINDS);
export type FeedKind = z.infer<typeof FeedKind>;

export const FEED_KIND_LABELS: Record<FeedKind, string> = {
  MINE: 'My leaves',
  TEAM: 'My team',
  ORGANIZATION: 'Whole organization',
};

/** The query flag that adds the public holidays of the feed owner's country. */
export const FEED_HOLIDAYS_QUERY = 'holidays=1';

export const CalendarFeed = z.object({
  kind: FeedKind,
  /** `/api/feeds/{token}.ics`: the feed's path on this server. */
  path: z.string(),
  /** The full address (PUBLIC_URL, or the address the request came to). */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** The caller's feeds: the kinds they may subscribe to now. */
export const CalendarFeeds = z.object({ feeds: z.array(CalendarFeed) });
export type CalendarFeeds = z.infer<typeof CalendarFeeds>;

export const FeedParams = z.object({
  token: z.string().max(100),
});

export const FeedQuery = z.object({
  holidays: z
    .enum(['0', '1', 'true', 'false'], { error: 'holidays must be 1 or 0.' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
