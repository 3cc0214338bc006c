import { countryName, HOLIDAY_TEXT, type Holiday, type HolidayOverview } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import { CalendarHeart, Download } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { RemoveConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser, useSession } from '@/lib/session';
import { useDeleteHoliday } from './delete-holiday';
import { CountryButtons, YearButtons } from './holiday-filters';
import { useHolidayOverview } from './holiday-overview';
import { HolidaysTable, HolidaysTableSkeleton } from './holidays-table';
import { HOLIDAYS_IMPORT_PATH } from './paths';
import { useStoredHolidays } from './stored-holidays';

/** The asked year when it has holidays, else this year, else the next stored one, else the latest. */
function pickYear(years: readonly number[], asked: number): number | undefined {
  if (years.includes(asked)) return asked;
  const current = dayjs().year();
  if (years.includes(current)) return current;
  return years.find((y) => y > current) ?? years.at(-1);
}

/** The organization's country first, then the others by name. */
function sortCountries(lines: readonly HolidayOverview[], home: string | undefined): HolidayOverview[] {
  const name = (code: string) => countryName(code) ?? code;
  return [...lines].sort(
    (a, b) =>
      Number(b.countryCode === home) - Number(a.countryCode === home) ||
      name(a.countryCode).localeCompare(name(b.countryCode)),
  );
}

function ImportButton() {
  return (
    <Button asChild>
      <Link to={HOLIDAYS_IMPORT_PATH}>
        <Download />
        Import
      </Link>
    </Button>
  );
}

function FiltersSkeleton() {
  return (
    <div className="grid gap-3">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-8 w-72" />
    </div>
  );
}

/** Year and country chosen from the address (?year=&country=), falling back to sensible ones. */
function useSelection(overview: readonly HolidayOverview[] | undefined) {
  const [params, setParams] = useSearchParams();
  const { organization } = useSession();
  const years = React.useMemo(() => [...new Set((overview ?? []).map((o) => o.year))].sort(), [overview]);
  const year = pickYear(years, Number(params.get('year')));
  const countries = React.useMemo(
    () =>
      sortCountries(
        (overview ?? []).filter((o) => o.year === year),
        organization?.country,
      ),
    [overview, year, organization?.country],
  );
  const asked = params.get('country')?.toUpperCase();
  const country = countries.find((c) => c.countryCode === asked)?.countryCode ?? countries[0]?.countryCode;
  const select = (next: { year?: number; country?: string }) =>
    setParams(
      { year: String(next.year ?? year), country: next.country ?? country ?? '' },
      { replace: true, preventScrollReset: true },
    );
  return { years, year, countries, country, select };
}

/** /settings/official-holidays: every role browses; organization admins import and remove. */
export function Component() {
  const user = useCurrentUser();
  const isAdmin = user.role === 'ORGANIZATION_ADMIN';
  const overview = useHolidayOverview();
  const { years, year, countries, country, select } = useSelection(overview.data);
  const holidays = useStoredHolidays(year && country ? { countryCode: country, year } : undefined);
  const remove = useDeleteHoliday();
  // The holiday stays set while the dialog closes, so its text does not change during the animation.
  const [removing, setRemoving] = React.useState<{ open: boolean; holiday?: Holiday }>({ open: false });

  const confirmRemove = async () => {
    if (!removing.holiday) return;
    try {
      await remove.mutateAsync(removing.holiday.id);
      toast({ variant: 'success', title: HOLIDAY_TEXT.removed });
    } catch {
      // The error toast is shown by the query client; the dialog closes either way.
    }
  };

  let body: React.ReactNode;
  if (overview.isPending) {
    body = (
      <>
        <FiltersSkeleton />
        <HolidaysTableSkeleton />
      </>
    );
  } else if (overview.isError) {
    body = (
      <EmptyState
        icon={CalendarHeart}
        title="The holidays could not be loaded."
        action={
          <Button variant="outline" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (years.length === 0 || !year || !country) {
    body = (
      <EmptyState
        icon={CalendarHeart}
        title={HOLIDAY_TEXT.noneStored}
        description={isAdmin ? HOLIDAY_TEXT.noneStoredAdmin : HOLIDAY_TEXT.noneStoredEmployee}
        action={isAdmin && <ImportButton />}
      />
    );
  } else {
    body = (
      <>
        <div className="grid gap-3">
          <YearButtons years={years} value={year} onChange={(next) => select({ year: next })} />
          <CountryButtons
            countries={countries}
            value={country}
            onChange={(next) => select({ country: next })}
          />
        </div>
        {holidays.isPending ? (
          <HolidaysTableSkeleton rows={countries.find((c) => c.countryCode === country)?.count} />
        ) : holidays.isError ? (
          <EmptyState
            icon={CalendarHeart}
            title="The holidays could not be loaded."
            action={
              <Button variant="outline" onClick={() => void holidays.refetch()}>
                Try again
              </Button>
            }
          />
        ) : (
          <HolidaysTable
            holidays={holidays.data}
            onRemove={isAdmin ? (holiday) => setRemoving({ open: true, holiday }) : undefined}
          />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Official Holidays"
        description="Public holidays by year and country. Everyone has the holidays of their own country off."
        back="/settings"
        actions={isAdmin && <ImportButton />}
      />
      <div className="grid gap-5">{body}</div>
      <RemoveConfirmDialog
        open={removing.open}
        onOpenChange={(open) => setRemoving((r) => ({ ...r, open }))}
        thing="Holiday"
        label={removing.holiday?.description ?? ''}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}
