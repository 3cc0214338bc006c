import type { Role, UserStatus } from '@leavedesk/contracts';
import { Badge } from '@/components/ui/badge';
import { roleLabel } from '@/lib/format';

const ROLE_VARIANT = { ORGANIZATION_ADMIN: 'default', TEAM_ADMIN: 'info', EMPLOYEE: 'secondary' } as const;

/** 'Admin', 'Team Admin' or 'Employee'. */
export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={ROLE_VARIANT[role]}>{roleLabel(role)}</Badge>;
}

const STATUS = {
  ACTIVE: { variant: 'success', label: 'Active' },
  INACTIVE: { variant: 'danger', label: 'Inactive' },
  PENDING: { variant: 'warning', label: 'Pending' },
} as const;

export function statusLabel(status: UserStatus): string {
  return STATUS[status].label;
}

/** Green active, red inactive, yellow pending (never signed in yet). */
export function StatusBadge({ status }: { status: UserStatus }) {
  const { variant, label } = STATUS[status];
  return (
    <Badge variant={variant} title={status === 'PENDING' ? 'Has not signed in yet' : undefined}>
      {label}
    </Badge>
  );
}
