import { Skeleton } from '@/components/ui/skeleton';

/** A table's loading placeholder: a header bar and a few rows. */
export function TableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="grid gap-2 rounded-lg border p-3" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-6 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}
