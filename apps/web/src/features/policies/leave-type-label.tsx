import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A leave type's symbol and name, with 'Archived' for an archived type; long names wrap. */
export function LeaveTypeLabel({
  name,
  symbol,
  archived = false,
  className,
}: {
  name: string;
  symbol: string;
  archived?: boolean;
  className?: string;
}) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      <span
        aria-hidden
        className="flex size-7 shrink-0 items-center justify-center rounded-md bg-muted text-base leading-none"
      >
        {symbol || <span className="size-1.5 rounded-full bg-muted-foreground/40" />}
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-2">
        <span className="line-clamp-2 min-w-0 font-medium whitespace-normal wrap-anywhere" title={name}>
          {name}
        </span>
        {archived && (
          <Badge variant="outline" className="text-muted-foreground">
            Archived
          </Badge>
        )}
      </span>
    </span>
  );
}
