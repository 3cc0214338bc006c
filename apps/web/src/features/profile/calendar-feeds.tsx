import {
  type CalendarFeed,
  countryName,
  FEED_HOLIDAYS_QUERY,
  FEED_KIND_LABELS,
  type FeedKind,
  TEXT,
} from '@leavedesk/contracts';
import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/session';
import { useFeeds, useRegenerateFeeds } from './feeds-api';

export const FEED_TEXT = {
  title: 'Calendar feeds',
  description:
    'Subscribe from Google Calendar, Outlook or Apple Calendar to see leaves next to your meetings. Anyone with a link sees what it shows: keep your links to yourself.',
  copied: 'Link copied',
  copyRefused: 'The browser did not allow copying to the clipboard.',
  regenerate: 'Regenerate links',
  regenerateTitle: 'Regenerate calendar links?',
  regenerateDescription:
    'Your current links stop working at once: calendars subscribed to them stop updating until you subscribe again with the new links.',
  regenerated: 'New calendar links are ready',
  loadFailed: 'Your calendar links could not be loaded.',
} as const;

const KIND_HINTS: Record<FeedKind, string> = {
  MINE: 'Your pending and accepted leaves, with your reasons.',
  TEAM: "Your team's pending and accepted leaves, without reasons.",
  ORGANIZATION: "Everyone's pending and accepted leaves, without reasons.",
};

/** A feed's address, with the public holidays of the user's country when asked. */
export function feedAddress(feed: CalendarFeed, withHolidays: boolean): string {
  // The address this browser uses reaches the server; PUBLIC_URL, when set, is the same place.
  const url = new URL(feed.path, window.location.origin);
  if (withHolidays) url.search = FEED_HOLIDAYS_QUERY;
  return url.toString();
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: 'success', title: FEED_TEXT.copied });
  } catch {
    toast({ variant: 'destructive', title: TEXT.errorTitle, description: FEED_TEXT.copyRefused });
  }
}

function FeedRow({ feed, withHolidays }: { feed: CalendarFeed; withHolidays: boolean }) {
  const label = FEED_KIND_LABELS[feed.kind];
  const address = feedAddress(feed, withHolidays);
  const id = `feed-${feed.kind.toLowerCase()}`;
  return (
    <div className="grid gap-2" data-testid={id}>
      <div className="min-w-0">
        <Label htmlFor={id}>{label}</Label>
        <p className="mt-0.5 text-sm text-muted-foreground">{KIND_HINTS[feed.kind]}</p>
      </div>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          value={address}
          readOnly
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy(address)} aria-label={`Copy the ${label} link`}>
          <Copy />
          <span className="hidden sm:inline">Copy</span>
        </Button>
      </div>
    </div>
  );
}

function FeedsSkeleton() {
  return (
    <div className="grid gap-5" aria-hidden>
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

/** The profile's calendar feeds: the URLs to subscribe to, copy buttons, and new URLs on demand. */
export function CalendarFeeds() {
  const { user, organization } = useSession();
  const feeds = useFeeds();
  const regenerate = useRegenerateFeeds();
  const [withHolidays, setWithHolidays] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const country = countryName(user?.country ?? organization?.country) ?? 'your country';

  const onRegenerate = () =>
    regenerate.mutateAsync().then(() => {
      toast({ variant: 'success', title: FEED_TEXT.regenerated });
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarSync className="size-4 text-primary" aria-hidden />
          {FEED_TEXT.title}
        </CardTitle>
        <CardDescription>{FEED_TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {feeds.isPending ? (
          <FeedsSkeleton />
        ) : feeds.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4 text-sm">
            <span>{FEED_TEXT.loadFailed}</span>
            <Button variant="outline" size="sm" onClick={() => void feeds.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <div className="flex items-center gap-2">
              <Checkbox
                id="feed-holidays"
                checked={withHolidays}
                onCheckedChange={(checked) => setWithHolidays(checked === true)}
              />
              <Label htmlFor="feed-holidays" className="font-normal">
                Include the public holidays of {country}
              </Label>
            </div>
            {feeds.data.feeds.map((feed) => (
              <FeedRow key={feed.kind} feed={feed} withHolidays={withHolidays} />
            ))}
            <div className="flex justify-end border-t pt-4">
              <Button variant="outline" disabled={regenerate.isPending} onClick={() => setConfirming(true)}>
                <RefreshCw />
                {FEED_TEXT.regenerate}
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={FEED_TEXT.regenerateTitle}
        description={FEED_TEXT.regenerateDescription}
        busy={regenerate.isPending}
        destructive
        cancelLabel="Cancel"
        confirmLabel="Regenerate"
        onConfirm={onRegenerate}
      />
    </Card>
  );
}
