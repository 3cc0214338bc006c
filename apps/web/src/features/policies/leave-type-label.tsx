import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * A leave type's symbol and name, with 'Archived' for an archived type; long names truncate.
 * `detail` is a second line (tables put their hidden columns there on narrow screens). In a table
 * (`inTable`), the Archived badge shows only when the table is wide; narrow, the detail line says it.
 */
export function LeaveTypeLabel({
  name,
  symbol,
  archived = false,
  detail,
  inTable = false,
  className,
}: {
  name: string;
  symbol: string;
  archived?: boolean;
  detail?: React.ReactNode;
  inTable?: boolean;
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
      <span className="grid min-w-0 flex-1">
        <span className="flex min-w-0 items-center gap-2">
          <span className="line-clamp-2 min-w-0 font-medium whitespace-normal break-words" title={name}>
            {name}
          </span>
          {archived && (
            <Badge
              variant="outline"
              className={cn('text-muted-foreground', inTable && 'hidden @2xl:inline-flex')}
            >
              Archived
            </Badge>
          )}
        </span>
        {(detail || (archived && inTable)) && (
          <span className="text-xs whitespace-normal text-muted-foreground @2xl:hidden">
            {archived && inTable && 'Archived'}
            {archived && inTable && detail && ' · '}
            {detail}
          </span>
        )}
      </span>
    </span>
  );
}
