import { LEAVE_TEXT } from '@leavedesk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { CalendarPlus, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useLocation } from 'react-router';
import { useHolidays } from '@/components/leaves/holidays-query';
import { LoadError } from '@/components/leaves/load-error';
import { useMySchedule } from '@/components/leaves/schedule-query';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemsById,
  SelectTrigger,
  SelectTriggerPlaceholder,
  SelectValue,
} from '@/components/ui/select';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { isDayOff, monthGridDays, todayIso } from '@/lib/leave-dates';
import { useSession } from '@/lib/session';
import { useTeams } from '@/lib/teams';
import { cn } from '@/lib/utils';
import {
  calendarDayQueryOptions,
  calendarGridQueryOptions,
  useCalendarDay,
  useCalendarGrid,
} from './calendar-query';
import { CHIP_STYLES } from './day-chips';
import { MonthGrid } from './month-grid';
import { SelectedDay } from './selected-day';

const ALL = 'all';
/** The team select's first item, and what its placeholder shows until the select is there. */
const ALL_TEAMS = 'All teams';
const MONDAY_TO_FRIDAY = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

const thisMonth = () => dayjs().startOf('month').format('YYYY-MM-DD');

/** Asked for while the route is entered (app/routes.tsx): this month's grid and today's list. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(calendarGridQueryOptions({ month: thisMonth().slice(0, 7) }));
  void queryClient.prefetchQuery(calendarDayQueryOptions({ date: todayIso() }));
}

/** /calendar: who is away when, month by month, with holidays and weekend days. */
export function Component() {
  const location = useLocation();
  const { user, organization } = useSession();
  const [month, setMonth] = React.useState(thisMonth);
  const [selected, setSelected] = React.useState(todayIso);
  const [teamId, setTeamId] = React.useState<number | undefined>();
  // The month is the screen's point: the rest shows its loading state while it first paints
  // (lib/first-paint.ts).
  const ready = useAfterFirstPaint();
  const teams = useTeams({ silentError: true, enabled: ready });

  const days = React.useMemo(() => monthGridDays(month), [month]);
  const grid = useCalendarGrid({ month: month.slice(0, 7), teamId });
  const gridDays = React.useMemo(
    // An answer kept from the previous month or team is shown until the new one comes, but only on
    // the days it describes.
    () => new Map((grid.data?.days ?? []).map((d) => [d.date, d])),
    [grid.data],
  );
  // The panel reads the selected day's own full list: the grid holds only its first chips, and the
  // day stays selected when another month is shown.
  const selectedDay = useCalendarDay({ date: selected, teamId });
  const thisYear = dayjs().year();
  const years = [...new Set([thisYear, thisYear + 1, dayjs(month).year(), dayjs(selected).year()])];
  const { byDate: holidayNames } = useHolidays(
    ready ? user?.country || organization?.country : undefined,
    years,
  );
  const workingDays = organization?.workingDays ?? MONDAY_TO_FRIDAY;
  // Issue 29: the days the signed-in person does not work are tinted, by their own schedule.
  const schedule = useMySchedule(ready).data;
  const dayOff = React.useCallback(
    (date: string) => isDayOff(date, { workingDays, schedule }),
    [workingDays, schedule],
  );

  const go = (delta: number) => {
    const next = dayjs(month).add(delta, 'month');
    setMonth(next.format('YYYY-MM-DD'));
  };
  const select = (date: string) => {
    setSelected(date);
    // A day of the previous or next month, shown greyed at the grid's edges, opens its month.
    if (!dayjs(date).isSame(month, 'month')) setMonth(dayjs(date).startOf('month').format('YYYY-MM-DD'));
  };
  const goToday = () => {
    setMonth(thisMonth());
    setSelected(todayIso());
  };

  return (
    <>
      <PageHeader
        title="Calendar"
        actions={
          <Button asChild>
            <Link to="/leaves/create" state={{ origin: location.pathname }}>
              <CalendarPlus />
              {LEAVE_TEXT.requestLeave}
            </Link>
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon-sm" aria-label="Previous month" onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </Button>
          <Button variant="outline" size="icon-sm" aria-label="Next month" onClick={() => go(1)}>
            <ChevronRightIcon />
          </Button>
          <h2 className="ml-2 text-lg font-semibold tracking-tight" aria-live="polite">
            {dayjs(month).format('MMMM YYYY')}
          </h2>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={goToday}>
            Today
          </Button>
          {ready ? (
            <Select
              value={teamId === undefined ? ALL : String(teamId)}
              onValueChange={(v) => setTeamId(v === ALL ? undefined : Number(v))}
            >
              <SelectTrigger className="h-8 w-40" aria-label="Team">
                <SelectValue />
              </SelectTrigger>
              <SelectContent align="end">
                <SelectItem value={ALL}>{ALL_TEAMS}</SelectItem>
                <SelectItemsById items={teams.data} />
              </SelectContent>
            </Select>
          ) : (
            <SelectTriggerPlaceholder className="h-8 w-40">{ALL_TEAMS}</SelectTriggerPlaceholder>
          )}
        </div>
      </div>
      {grid.isError ? (
        // As Home, Leaves and Users: the failure in place, not an empty month.
        <LoadError
          title="The calendar could not be loaded."
          onRetry={() => {
            void grid.refetch();
            if (selectedDay.isError) void selectedDay.refetch();
          }}
        />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
          <MonthGrid
            month={month}
            days={days}
            selected={selected}
            onSelect={select}
            gridDays={gridDays}
            teamId={teamId}
            workingDays={workingDays}
            isDayOff={dayOff}
            holidayNames={holidayNames}
            interactive={ready}
          />
          <SelectedDay
            date={selected}
            holiday={holidayNames.get(selected)}
            leaves={(ready && selectedDay.data) || []}
            workingDays={workingDays}
            loading={!ready || !selectedDay.data}
          />
        </div>
      )}
      <Legend />
    </>
  );
}

function Legend() {
  const item = (cls: string, label: string) => (
    <span className="inline-flex items-center gap-1.5">
      <span className={cn('h-3 w-5 rounded-full', cls)} aria-hidden />
      {label}
    </span>
  );
  return (
    <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-xs text-muted-foreground">
      {item(CHIP_STYLES.ACCEPTED, 'Accepted')}
      {item(CHIP_STYLES.PENDING, 'Pending')}
      {item('rounded-sm border border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/30', 'Holiday')}
      {item('rounded-sm border border-muted-foreground/40 bg-weekend', 'Non-working day')}
    </div>
  );
}
