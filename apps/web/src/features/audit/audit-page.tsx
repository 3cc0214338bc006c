import { AUDIT_KINDS, type AuditKind } from '@leavedesk/contracts';
import { History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { type AuditFilters, useAuditEntries } from './audit-api';
import { AuditEntryCard, AuditListSkeleton } from './audit-entry-card';
import { AuditFiltersBar, type FilterChange } from './audit-filters';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Filters and page live in the address: a filtered view can be shared or returned to. */
function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const from = params.get('from');
  const to = params.get('to');
  const filters: AuditFilters = {
    pageNumber: Math.max(0, (Number(params.get('page')) || 1) - 1),
    actorId: Number(params.get('person')) || undefined,
    kind: kind && (AUDIT_KINDS as readonly string[]).includes(kind) ? (kind as AuditKind) : undefined,
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
  };
  const set = (changes: FilterChange | 'clear', pageNumber = 0) =>
    setParams(
      (prev) => {
        const next = changes === 'clear' ? new URLSearchParams() : new URLSearchParams(prev);
        if (changes !== 'clear') {
          const names = { actorId: 'person', kind: 'kind', from: 'from', to: 'to' } as const;
          for (const [key, name] of Object.entries(names)) {
            if (!(key in changes)) continue;
            const value = changes[key as keyof FilterChange];
            if (value === undefined) next.delete(name);
            else next.set(name, String(value));
          }
        }
        if (pageNumber > 0) next.set('page', String(pageNumber + 1));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { filters, set };
}

function AuditScreen() {
  const { filters, set } = useAuditParams();
  const entries = useAuditEntries(filters);
  const page = entries.data;
  const filtered = filters.actorId !== undefined || filters.kind || filters.from || filters.to;
  return (
    <>
      <AuditFiltersBar filters={filters} onChange={(changes) => set(changes)} />
      <div className="mt-4">
        {!page ? (
          entries.isError ? (
            <EmptyState
              icon={History}
              title="The audit trail could not be loaded."
              action={
                <Button variant="outline" onClick={() => void entries.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : (
            <AuditListSkeleton />
          )
        ) : page.contents.length === 0 ? (
          <EmptyState
            icon={History}
            title={filtered ? 'No changes match these filters.' : 'No changes recorded yet.'}
            description={
              filtered
                ? 'Try another person, kind of change or period.'
                : 'Changes to people, teams, settings, policies, holidays, reviews and triggers appear here.'
            }
          />
        ) : (
          <div className={entries.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <p className="mb-3 text-sm text-muted-foreground">
              {page.totalContents} {page.totalContents === 1 ? 'change' : 'changes'}, newest first
            </p>
            <ul className="grid gap-3">
              {page.contents.map((entry) => (
                <AuditEntryCard key={entry.id} entry={entry} />
              ))}
            </ul>
            <Pagination
              className="mt-4"
              pageNumber={page.pageNumber}
              totalPages={page.totalPages}
              onPageChange={(n) => set({}, n)}
            />
          </div>
        )}
      </div>
    </>
  );
}

/** /organization/audit: who changed what in the organization, and when (organization admins). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <RoleGate roles={['ORGANIZATION_ADMIN']} title="Audit trail">
        <PageHeader
          title="Audit trail"
          back="/organization"
          description="Who changed what in the organization, and when. Entries are kept for two years by default."
        />
        <AuditScreen />
      </RoleGate>
    </div>
  );
}
