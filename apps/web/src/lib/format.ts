import { amountText, type LeaveUnit, ROLE_LABELS, type Role } from '@leavedesk/contracts';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export const DATE_FORMAT = 'D MMM YYYY';

/** '3 Mar 2026'. Accepts `YYYY-MM-DD`, an ISO timestamp or a Date. */
export function formatDate(value: string | Date | dayjs.Dayjs): string {
  return dayjs(value).format(DATE_FORMAT);
}

/** '3 Mar 2026 14:05', in the browser's time zone. */
export function formatDateTime(value: string | Date | dayjs.Dayjs): string {
  return dayjs(value).format(`${DATE_FORMAT} HH:mm`);
}

/**
 * '5 minutes ago'. A time a little ahead of this clock (the server's is the reference) reads as
 * 'a few seconds ago' rather than 'in a few seconds'.
 */
export function formatRelative(value: string | Date | dayjs.Dayjs, now: dayjs.Dayjs = dayjs()): string {
  const time = dayjs(value);
  return (time.isAfter(now) ? now : time).from(now);
}

/** A single date when the leave lasts exactly one day, else 'start - end'. */
export function formatDateRange(start: string, end: string, duration?: number): string {
  if (duration === 1 || start === end) return formatDate(start);
  return `${formatDate(start)} - ${formatDate(end)}`;
}

/**
 * An amount in its unit (`amountText`: '1 Day', 'N Days', '7.5 h'), and the spec's '0 Day' when
 * there are no days.
 */
export function formatDuration(amount: number | null | undefined, unit: LeaveUnit = 'DAYS'): string {
  if (!amount && unit === 'DAYS') return '0 Day';
  return amountText(amount ?? 0, unit);
}

/** ORGANIZATION_ADMIN → 'Admin', TEAM_ADMIN → 'Team Admin', EMPLOYEE → 'Employee'. */
export function roleLabel(role: Role | string): string {
  return ROLE_LABELS[role as Role] ?? role;
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
