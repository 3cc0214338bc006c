import type { User } from '@leavedesk/contracts';
import type { AuditFields } from '../audit/record-audit';

/** A person's record as the audit trail shows it: what an admin manages, never a password. */
export function userAuditFields(user: User): AuditFields {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    status: user.status,
    country: user.country,
    timezone: user.timezone,
    team: user.team,
    leavePolicy: user.leavePolicy,
    joinedAt: user.joinedAt,
    picture: user.avatar?.id ?? null,
  };
}

export function userLabel(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
