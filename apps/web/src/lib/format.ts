import { ROLE_LABELS, type Role } from '@leavedesk/contracts';
import dayjs from 'dayjs';

export const DATE_FORMAT = 'D MMM YYYY';

/** '3 Mar 2026'. Accepts `YYYY-MM-DD`, an ISO timestamp or a Date. */
export function formatDate(value: string | Date | dayjs.Dayjs): string {
  return dayjs(value).format(DATE_FORMAT);
}

/** A single date when the leave lasts exactly one day, else 'start - end'. */
export function formatDateRange(start: string, end: string, duration?: number): string {
  if (duration === 1 || start === end) return formatDate(start);
  return `${formatDate(start)} - ${formatDate(end)}`;
}

/** '1 Day', 'N Days', and '0 Day' when there is nothing. */
export function formatDuration(days: number | null | undefined): string {
  if (!days) return '0 Day';
  return days === 1 ? '1 Day' : `${days} Days`;
}

/** ORGANIZATION_ADMIN → 'Admin', TEAM_ADMIN → 'Team Admin', EMPLOYEE → 'Employee'. */
export function roleLabel(role: Role | string): string {
  return ROLE_LABELS[role as Role] ?? role;
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
