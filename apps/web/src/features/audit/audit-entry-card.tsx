import { AUDIT_HIDDEN, AUDIT_KIND_LABELS, type AuditChange, type AuditEntry } from '@leavedesk/contracts';
import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { fieldLabel, fieldValueText, isLong } from './audit-values';

function Value({
  text,
  label,
  was,
  hidden,
}: {
  text: string | null;
  /** The field and which side it is ('Template, before'), naming a long value's scroll box. */
  label: string;
  was?: boolean;
  hidden?: boolean;
}) {
  if (text === null) return <span className="text-muted-foreground">—</span>;
  // A secret's value is never recorded: that it changed is all there is.
  if (hidden) return <span className="text-muted-foreground italic">hidden</span>;
  const className = cn(
    'min-w-0 break-words',
    was && 'text-muted-foreground line-through decoration-muted-foreground/60',
  );
  if (!isLong(text)) return <span className={className}>{text}</span>;
  // A template can be taller than its box: the box scrolls, so keyboards must reach it.
  return (
    <ScrollRegion
      label={label}
      className={cn(className, 'max-h-40 whitespace-pre-wrap bg-muted/60 p-2 font-mono text-xs')}
    >
      {text}
    </ScrollRegion>
  );
}

/** One field: before → after (only after when created, only before when removed). */
function ChangeRow({ change, kind }: { change: AuditChange; kind: 'created' | 'removed' | 'changed' }) {
  const before = fieldValueText(change.field, change.before);
  const after = fieldValueText(change.field, change.after);
  const hidden = (value: unknown) => value === AUDIT_HIDDEN;
  const label = fieldLabel(change.field);
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {kind === 'created' ? (
          <Value text={after} label={label} hidden={hidden(change.after)} />
        ) : kind === 'removed' ? (
          <Value text={before} label={label} was hidden={hidden(change.before)} />
        ) : (
          <>
            <Value text={before} label={`${label}, before`} was hidden={hidden(change.before)} />
            <ArrowRight className="size-3.5 shrink-0 text-muted-foreground" aria-label="changed to" />
            <Value text={after} label={`${label}, after`} hidden={hidden(change.after)} />
          </>
        )}
      </dd>
    </div>
  );
}

/** Created records list what they hold, removed ones what they held, the rest before → after. */
function kindOf(entry: AuditEntry): 'created' | 'removed' | 'changed' {
  if (entry.kind.endsWith('_CREATED') || entry.kind === 'HOLIDAYS_IMPORTED') return 'created';
  if (entry.kind.endsWith('_DELETED')) return 'removed';
  return 'changed';
}

/** An audit entry: what happened to what, who did it and when, and the fields it changed. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const kind = kindOf(entry);
  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs" data-testid="audit-entry">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge variant={kind === 'removed' ? 'danger' : kind === 'created' ? 'success' : 'info'}>
            {AUDIT_KIND_LABELS[entry.kind]}
          </Badge>
          <span className="min-w-0 font-medium break-words">{entry.target.label}</span>
        </div>
        <time className="shrink-0 text-sm text-muted-foreground" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        by <span className="font-medium text-foreground">{entry.actor.name || 'Someone no longer here'}</span>
      </p>
      {entry.changes.length > 0 && (
        <dl className="mt-3 divide-y border-t">
          {entry.changes.map((change) => (
            <ChangeRow key={change.field} change={change} kind={kind} />
          ))}
        </dl>
      )}
    </li>
  );
}

export function AuditListSkeleton() {
  return (
    <ul className="grid gap-3" aria-label="Loading the audit trail">
      {[0, 1, 2].map((i) => (
        <li key={i} className="grid gap-3 rounded-xl border bg-card p-4">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-28" />
          </div>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
        </li>
      ))}
    </ul>
  );
}
