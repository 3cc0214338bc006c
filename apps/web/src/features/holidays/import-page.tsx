import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTRY_CODES,
  countryName,
  HOLIDAY_TEXT,
  HolidayFetchQuery,
  holidaysSelectedText,
  MSG,
  TEXT,
} from '@leavedesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { CalendarSearch, CalendarX2, Search } from 'lucide-react';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CountrySelect } from '@/components/country-select';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { StickyFooter } from '@/components/ui/sticky-footer';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/session';
import { holidayErrorMessage, toastHolidayError } from './holiday-error';
import { HolidaysTableSkeleton } from './holidays-table';
import { useImportHolidays } from './import-holidays';
import { ImportTable } from './import-table';
import { HOLIDAYS_PATH, holidaysPath } from './paths';
import { type HolidaySourceQuery, sourceHolidaysQueryOptions, useSourceHolidays } from './source-holidays';
import { useStoredHolidays } from './stored-holidays';

/** The organization's country when it is one of ours, else nothing (the user picks one). */
function homeCountry(code: string | undefined): string {
  return code && COUNTRY_CODES.has(code) ? code : '';
}

/** Which source answer is on screen: a new Fetch starts a fresh selection. */
interface Shown extends HolidaySourceQuery {
  fetchNumber: number;
}

function ImportScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { organization } = useSession();
  const currentYear = dayjs().year();
  const years = [currentYear - 1, currentYear, currentYear + 1];

  const form = useForm({
    resolver: zodResolver(HolidayFetchQuery),
    defaultValues: { year: String(currentYear), countryCode: homeCountry(organization?.country) },
  });
  const countryError = form.formState.errors.countryCode?.message;

  // The session may still be loading the organization when the screen opens.
  const organizationCountry = homeCountry(organization?.country);
  React.useEffect(() => {
    if (organizationCountry && !form.getValues('countryCode')) {
      form.resetField('countryCode', { defaultValue: organizationCountry });
    }
  }, [organizationCountry, form]);

  const [shown, setShown] = React.useState<Shown>();
  const source = useSourceHolidays(shown);
  const stored = useStoredHolidays(shown && !source.isError ? shown : undefined);
  const save = useImportHolidays();

  const imported = React.useMemo(() => new Set((stored.data ?? []).map((h) => h.date)), [stored.data]);
  const holidays = source.data ?? [];
  const selectionKey = shown ? `${shown.countryCode}-${shown.year}-${shown.fetchNumber}` : '';
  const [picked, setPicked] = React.useState<{ key: string; dates: ReadonlySet<string> }>();
  const selected: ReadonlySet<string> =
    picked?.key === selectionKey
      ? picked.dates
      : new Set(holidays.filter((h) => !imported.has(h.date)).map((h) => h.date));
  const selectedHolidays = holidays.filter((h) => !imported.has(h.date) && selected.has(h.date));

  const onFetch = form.handleSubmit(
    async (query) => {
      setShown((previous) => ({ ...query, fetchNumber: (previous?.fetchNumber ?? 0) + 1 }));
      try {
        await queryClient.fetchQuery(sourceHolidaysQueryOptions(query));
      } catch (error) {
        toastHolidayError(error, TEXT.failedFetchHolidays);
      }
    },
    (errors) => {
      if (errors.countryCode) {
        toast({
          variant: 'destructive',
          title: HOLIDAY_TEXT.countryRequiredTitle,
          description: MSG.holidayCountryRequired,
        });
      }
    },
  );

  const onSave = () => {
    if (!shown || selectedHolidays.length === 0) {
      toast({
        variant: 'destructive',
        title: MSG.holidaySelectTitle,
        description: MSG.holidaySelectDescription,
      });
      return;
    }
    const { year, countryCode } = shown;
    save.mutate(
      selectedHolidays.map((h) => ({ date: h.date, description: h.name, country: countryCode })),
      {
        onSuccess: () => {
          toast({ variant: 'success', title: TEXT.holidaysImported });
          navigate(holidaysPath(year, countryCode));
        },
        onError: (error) => toastHolidayError(error, TEXT.failedImportHolidays),
      },
    );
  };

  const loading = shown && (source.isPending || (source.isSuccess && stored.isPending));
  let results: React.ReactNode;
  if (shown && source.isError) {
    results = (
      <EmptyState
        icon={CalendarX2}
        title={TEXT.failedFetchHolidays}
        description={holidayErrorMessage(source.error, 'Press Fetch to try again.')}
      />
    );
  } else if (shown && stored.isError) {
    // Without the stored list the screen cannot mark what is already imported.
    results = (
      <EmptyState
        icon={CalendarX2}
        title="The imported holidays could not be loaded."
        action={
          <Button variant="outline" onClick={() => void stored.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (!shown) {
    results = (
      <EmptyState
        icon={CalendarSearch}
        title={HOLIDAY_TEXT.readyToFetch}
        description="Choose a year and a country, then press Fetch to see the public holidays you can import."
      />
    );
  } else if (loading) {
    results = <HolidaysTableSkeleton rows={8} />;
  } else if (holidays.length === 0) {
    results = (
      <EmptyState
        icon={CalendarX2}
        title={HOLIDAY_TEXT.noneFound}
        description={`The holiday source has no public holidays for ${countryName(shown.countryCode) ?? shown.countryCode} in ${shown.year}.`}
      />
    );
  } else {
    const alreadyImported = holidays.length - holidays.filter((h) => !imported.has(h.date)).length;
    results = (
      <div className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="min-w-0 font-medium wrap-anywhere">
            {countryName(shown.countryCode) ?? shown.countryCode} · {shown.year}
          </h2>
          {alreadyImported > 0 && (
            <p className="text-sm text-muted-foreground">
              {alreadyImported === holidays.length
                ? 'All of these holidays are already imported.'
                : `${alreadyImported} already imported.`}
            </p>
          )}
        </div>
        <ImportTable
          holidays={holidays}
          imported={imported}
          selected={selected}
          onSelectedChange={(dates) => setPicked({ key: selectionKey, dates })}
          disabled={save.isPending}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Import Holidays"
        description="Fetch the public holidays of a country and choose which ones to add."
        back={HOLIDAYS_PATH}
      />
      <form
        noValidate
        onSubmit={onFetch}
        className="mb-6 grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-[9rem_minmax(0,20rem)_auto] sm:items-start sm:p-5"
      >
        <FormField label="Year">
          {(field) => (
            <Controller
              control={form.control}
              name="year"
              render={({ field: { value, onChange } }) => (
                <Select value={String(value)} onValueChange={onChange}>
                  <SelectTrigger {...field}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {years.map((year) => (
                      <SelectItem key={year} value={String(year)}>
                        {year}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField label="Country" error={countryError}>
          {(field) => (
            <Controller
              control={form.control}
              name="countryCode"
              render={({ field: { value, onChange, onBlur } }) => (
                <CountrySelect
                  {...field}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  placeholder="Select a country"
                />
              )}
            />
          )}
        </FormField>
        <Button type="submit" disabled={source.isFetching} className="sm:mt-[1.375rem] sm:justify-self-start">
          {source.isFetching ? <Spinner /> : <Search />}
          Fetch
        </Button>
      </form>
      {results}
      <StickyFooter className="-mx-4 mt-6 flex flex-wrap items-center justify-between gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:-mx-8 md:px-8">
        <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {shown && source.isSuccess && holidays.length > 0 && !loading
            ? holidaysSelectedText(selectedHolidays.length, holidays.length)
            : null}
        </p>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" onClick={() => navigate(HOLIDAYS_PATH)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? 'Processing...' : 'Save'}
          </Button>
        </div>
      </StickyFooter>
    </>
  );
}

/** /settings/official-holidays/import (organization admins). */
export function Component() {
  return (
    <RoleGate roles={['ORGANIZATION_ADMIN']} title="Import Holidays">
      <ImportScreen />
    </RoleGate>
  );
}
