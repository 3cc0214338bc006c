import { type LeaveSuggestion, PLAN_TEXT, planSuggestionText } from '@leavedesk/contracts';
import { CalendarPlus, CalendarSearch } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useBalances } from '@/components/leaves/balance-query';
import { LeaveTypeSelect } from '@/components/leaves/leave-type-select';
import { LoadError } from '@/components/leaves/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { usePlan } from './plan-query';

/** The years offered: this one and the next two (the server plans these, and last year's past). */
function yearsFrom(thisYear: number): number[] {
  return [thisYear, thisYear + 1, thisYear + 2];
}

/** The Create Leave address prefilled with a suggestion's type and dates. */
export function requestHref(typeId: number, s: Pick<LeaveSuggestion, 'start' | 'end'>): string {
  return `/leaves/create?${new URLSearchParams({ typeId: String(typeId), start: s.start, end: s.end })}`;
}

function Suggestion({
  suggestion,
  typeId,
  origin,
}: {
  suggestion: LeaveSuggestion;
  typeId: number;
  origin: string;
}) {
  return (
    <li
      data-testid="plan-suggestion"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <div className="min-w-0">
        <p className="font-medium">
          {formatDate(suggestion.start)} – {formatDate(suggestion.end)}
        </p>
        <p className="text-sm text-muted-foreground">
          {planSuggestionText(suggestion.leaveAmount, suggestion.daysOff, suggestion.unit)}
        </p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={requestHref(typeId, suggestion)} state={{ origin }}>
          <CalendarPlus />
          {PLAN_TEXT.request}
        </Link>
      </Button>
    </li>
  );
}

/**
 * /leaves/plan (issue 29): "Plan your year". A year and a leave type of the caller's policy (kept in
 * the address, `?year=&typeId=`); the server's suggestions, best first, each with a link to Create
 * Leave prefilled with its dates.
 */
export function Component() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const years = yearsFrom(thisYear);
  const askedYear = Number(params.get('year'));
  const year = years.includes(askedYear) ? askedYear : thisYear;
  const balances = useBalances('mine');
  const types = (balances.data ?? []).map((b) => b.activatedType).filter((t) => t.status === 'ACTIVE');
  const askedType = Number(params.get('typeId'));
  const typeId = types.find((t) => t.typeId === askedType)?.typeId ?? types[0]?.typeId;
  const plan = usePlan(year, typeId);
  const origin = `${location.pathname}${location.search}`;

  const choose = (next: { year?: number; typeId?: number }) =>
    setParams(
      {
        year: String(next.year ?? year),
        ...((next.typeId ?? typeId) ? { typeId: String(next.typeId ?? typeId) } : {}),
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={PLAN_TEXT.title} description={PLAN_TEXT.description} back="/" />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <FormField label={PLAN_TEXT.year}>
          {(field) => (
            <Select value={String(year)} onValueChange={(value) => choose({ year: Number(value) })}>
              <SelectTrigger {...field}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {years.map((y) => (
                  <SelectItem key={y} value={String(y)}>
                    {y}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label={PLAN_TEXT.type}>
          {(field) =>
            balances.isLoading ? (
              <Skeleton className="h-9 w-full" />
            ) : (
              <LeaveTypeSelect
                field={field}
                choices={types.map((t) => ({ id: t.typeId, name: t.name, symbol: t.symbol }))}
                value={typeId}
                onChange={(next) => choose({ typeId: next })}
              />
            )
          }
        </FormField>
      </div>
      <section aria-label={PLAN_TEXT.title} aria-busy={plan.isLoading || balances.isLoading}>
        {balances.isError ? (
          <LoadError title="The leave balance could not be loaded." onRetry={() => balances.refetch()} />
        ) : !balances.isLoading && typeId === undefined ? (
          <EmptyState icon={CalendarSearch} title={PLAN_TEXT.noTypes} />
        ) : plan.isError ? (
          <LoadError title={PLAN_TEXT.failed} onRetry={() => plan.refetch()} />
        ) : !plan.data ? (
          <div className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-[74px] w-full rounded-xl" />
            ))}
          </div>
        ) : plan.data.length === 0 ? (
          <EmptyState
            icon={CalendarSearch}
            title={PLAN_TEXT.empty}
            description={PLAN_TEXT.emptyDescription}
          />
        ) : (
          <ol className="grid gap-3">
            {plan.data.map((s) => (
              <Suggestion key={s.start} suggestion={s} typeId={typeId ?? 0} origin={origin} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
