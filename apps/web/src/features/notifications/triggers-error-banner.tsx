import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

/** Above a list that failed to load (part 2 §8: a banner plus the toast), with a way to retry. */
export function TriggersErrorBanner({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-start gap-3 rounded-lg border border-danger-soft-foreground/30 bg-danger-soft p-4 text-sm"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-danger-soft-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-danger-soft-foreground">{title}</p>
        <p className="mt-0.5 wrap-anywhere text-foreground">{errorMessage(error)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  );
}
