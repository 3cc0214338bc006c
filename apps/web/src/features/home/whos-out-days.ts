import type { CalendarLeave, Weekday } from '@leavedesk/contracts';
import { addDaysIso, isWeekend } from '@/lib/leave-dates';

/** Today and the next 7 days. */
export const WHOS_OUT_DAYS = 8;

/** Which half of a day someone is out when not the whole day. */
export type HalfDay = 'MORNING' | 'AFTERNOON';

export interface PersonOut {
  leave: CalendarLeave;
  /** Out only this half of the day (the leave starts at noon, or ends at noon, that day). */
  half: HalfDay | null;
}

export interface DayOut {
  date: string;
  /** The viewer's team, then (organization admins) everyone else; groups with nobody are left out. */
  groups: { key: 'team' | 'others' | 'everyone'; people: PersonOut[] }[];
}

/**
 * The half of `date` a leave takes when it takes only one: AFTERNOON on its first day when it
 * starts at noon, MORNING on its last when it ends at noon.
 */
export function halfDayOn(leave: CalendarLeave, date: string): HalfDay | null {
  if (date === leave.startAt && leave.startDayPart === 'AFTERNOON') return 'AFTERNOON';
  if (date === leave.endAt && leave.endDayPart === 'MORNING') return 'MORNING';
  return null;
}

const byName = (a: PersonOut, b: PersonOut) =>
  `${a.leave.user.firstName} ${a.leave.user.lastName}`.localeCompare(
    `${b.leave.user.firstName} ${b.leave.user.lastName}`,
  );

/**
 * The working days from `today` to 7 days later that someone is out on, with who: a leave counts on
 * every date from its start to its end (the calendar's leaves are PENDING and ACCEPTED only). With
 * a `teamId`, that team's people come first and, when `withOthers`, everyone else after; without
 * one, everyone in one group. Non-working days of the organization are skipped (nobody is "out" on
 * a Sunday).
 */
export function whosOutDays(
  leaves: readonly CalendarLeave[],
  opts: { today: string; teamId: number | null; withOthers: boolean; workingDays: readonly Weekday[] | null },
): DayOut[] {
  const days: DayOut[] = [];
  for (let i = 0; i < WHOS_OUT_DAYS; i += 1) {
    const date = addDaysIso(opts.today, i);
    if (opts.workingDays && isWeekend(date, opts.workingDays)) continue;
    const out = leaves
      .filter((l) => l.startAt <= date && date <= l.endAt)
      .map((leave) => ({ leave, half: halfDayOn(leave, date) }))
      .sort(byName);
    if (out.length === 0) continue;
    const groups: DayOut['groups'] =
      opts.teamId == null
        ? [{ key: 'everyone', people: out }]
        : [
            { key: 'team', people: out.filter((p) => p.leave.user.team?.id === opts.teamId) },
            ...(opts.withOthers
              ? [{ key: 'others' as const, people: out.filter((p) => p.leave.user.team?.id !== opts.teamId) }]
              : []),
          ];
    const shown = groups.filter((g) => g.people.length > 0);
    if (shown.length > 0) days.push({ date, groups: shown });
  }
  return days;
}
