import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the current user is loading (part 1 §2 "Protected routes"). */
export function LoadingScreen() {
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
      aria-busy="true"
    >
      <LogoMark className="size-12" />
      <div className="flex items-center gap-2">
        {/* Turns only after 600 ms, like the skeletons (styles.css, --animate-pulse). */}
        <Spinner className="size-5 text-primary [animation-delay:600ms]" />
        <h1 className="text-lg font-semibold">Loading</h1>
      </div>
      <p className="max-w-xs text-sm text-muted-foreground">
        Please wait while we prepare your team dashboard.
      </p>
    </div>
  );
}

/** The current user could not be loaded (server down, network): offer a retry. */
export function SessionErrorScreen({ onRetry, onSignOut }: { onRetry: () => void; onSignOut: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <LogoMark className="size-12" />
      <h1 className="text-lg font-semibold">We could not load your account</h1>
      <p className="max-w-xs text-sm text-muted-foreground">Check your connection and try again.</p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={onSignOut}>
          Sign Out
        </Button>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}

/** While the first screen's code is loading: just the mark, no words (it may be a public page). */
export function BootScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <LogoMark className="size-10 animate-pulse" />
    </div>
  );
}
