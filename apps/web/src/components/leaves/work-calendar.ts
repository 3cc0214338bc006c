import { WEEKDAYS } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import * as React from 'react';
import type { WorkCalendar } from '@/lib/leave-dates';
import { useSession } from '@/lib/session';
import { useHolidays } from './holidays-query';
import { useMySchedule } from './schedule-query';

/** Without an organization yet, Monday to Friday. */
const DEFAULT_WORKING_DAYS = WEEKDAYS.slice(0, 5);

/**
 * The signed-in user's working calendar: the organization's working days, the user's own schedule
 * (issue 29) and the holidays of the user's country (else the organization's) for the current and
 * the next year.
 */
export function useWorkCalendar(): WorkCalendar & { holidayNames: Map<string, string>; isLoading: boolean } {
  const { user, organization } = useSession();
  const country = user?.country || organization?.country;
  const year = dayjs().year();
  const { byDate, isLoading } = useHolidays(country, [year, year + 1]);
  const workingDays = organization?.workingDays ?? DEFAULT_WORKING_DAYS;
  const holidays = React.useMemo(() => new Set(byDate.keys()), [byDate]);
  const schedule = useMySchedule().data;
  return { workingDays, holidays, schedule, holidayNames: byDate, isLoading };
}
