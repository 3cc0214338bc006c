import { AUDIT_HIDDEN, AUDIT_KIND_LABELS, type AuditChange, type AuditEntry } from '@leavedesk/contracts';
import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { fieldLabel, fieldValueText, isLong, labelText } from './audit-values';

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
    'min-w-0 wrap-anywhere',
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

type EntryKind = 'created' | 'removed' | 'changed';

/** One field: before → after (only after when created, only before when removed). */
function ChangeRow({ change, kind }: { change: AuditChange; kind: EntryKind }) {
  const before = fieldValueText(change.field, change.before);
  const after = fieldValueText(change.field, change.after);
  const hidden = (value: unknown) => value === AUDIT_HIDDEN;
  const label = change.item ?? fieldLabel(change.field);
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
function kindOf(entry: AuditEntry): EntryKind {
  if (entry.kind.endsWith('_CREATED') || entry.kind === 'HOLIDAYS_IMPORTED') return 'created';
  if (entry.kind.endsWith('_DELETED')) return 'removed';
  return 'changed';
}

/** A short value inline ('Hopper' → 'Brewster'); a long one (a template) only says it changed. */
function InlineChange({
  label,
  before,
  after,
}: {
  label: string;
  before: string | null;
  after: string | null;
}) {
  if (isLong(before) || isLong(after)) return <span>{label} changed</span>;
  const hidden = (text: string | null) => text === 'hidden';
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5">
      <span className="text-muted-foreground">{label}</span>
      {/* Set where there was nothing: the new value alone; cleared: the old one struck through. */}
      {(before !== null || after === null) && (
        <Value text={before} label={`${label}, before`} was hidden={hidden(before)} />
      )}
      {before !== null && after !== null && (
        <ArrowRight className="size-3.5 shrink-0 text-muted-foreground" aria-label="changed to" />
      )}
      {after !== null && <Value text={after} label={`${label}, after`} hidden={hidden(after)} />}
    </span>
  );
}

/** What a record of a list holds, as 'Amount 10 · Cycle Per Year'. */
function itemFields(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value as Record<string, unknown>)
    .map(([field, v]) => `${fieldLabel(field)} ${fieldValueText(field, v) ?? '—'}`)
    .join(' · ');
}

/** One change of an update, inline: a field, or a record of a list added, removed or changed. */
function ChangeInline({ change }: { change: AuditChange }) {
  if (change.item === undefined)
    return (
      <InlineChange
        label={fieldLabel(change.field)}
        before={fieldValueText(change.field, change.before)}
        after={fieldValueText(change.field, change.after)}
      />
    );
  const { item } = change;
  if (change.before === null) return <span>{`${item} added: ${itemFields(change.after)}`}</span>;
  if (change.after === null) return <span>{`${item} removed`}</span>;
  const before = change.before as Record<string, unknown>;
  const after = change.after as Record<string, unknown>;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5">
      <span>{item}:</span>
      {Object.keys(after).map((field) => (
        <InlineChange
          key={field}
          label={fieldLabel(field)}
          before={fieldValueText(field, before[field])}
          after={fieldValueText(field, after[field])}
        />
      ))}
    </span>
  );
}

/**
 * An audit entry in one line: what happened to what, the fields an update changed (only those),
 * who and when. What a created or removed record held, and a long value's before and after, are
 * one click away under Details.
 */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const kind = kindOf(entry);
  const long = entry.changes.some(
    (c) => isLong(fieldValueText(c.field, c.before)) || isLong(fieldValueText(c.field, c.after)),
  );
  const details = entry.changes.length > 0 && (kind !== 'changed' || long);
  return (
    <li className="rounded-lg border bg-card px-4 py-3 shadow-xs" data-testid="audit-entry">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge variant={kind === 'removed' ? 'danger' : kind === 'created' ? 'success' : 'info'}>
          {AUDIT_KIND_LABELS[entry.kind]}
        </Badge>
        <span className="min-w-0 font-medium wrap-anywhere">{labelText(entry.target.label)}</span>
        {kind === 'changed' &&
          entry.changes.map((change) => (
            <span key={`${change.field}:${change.item ?? ''}`} className="inline-flex min-w-0 items-center">
              <span aria-hidden className="mr-2 text-muted-foreground">
                ·
              </span>
              <ChangeInline change={change} />
            </span>
          ))}
        <span className="text-muted-foreground">
          by{' '}
          <span className="font-medium text-foreground">{entry.actor.name || 'Someone no longer here'}</span>
        </span>
        <time className="ml-auto shrink-0 text-muted-foreground" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      {details && (
        <details className="group mt-1 text-sm">
          <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40">
            Details
          </summary>
          <dl className="mt-2 divide-y border-t">
            {entry.changes.map((change) => (
              <ChangeRow key={`${change.field}:${change.item ?? ''}`} change={change} kind={kind} />
            ))}
          </dl>
        </details>
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
