import { ROLES, type Role } from '@leavedesk/contracts';
import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemsById,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { roleLabel } from '@/lib/format';

/** One titled section of the employee forms. */
export function FormCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

interface Option {
  id: number;
  name: string;
}

type FieldProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** A select of named records (teams, leave policies) whose value is the record's id. */
export function IdSelect({
  field,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled,
}: {
  field: FieldProps;
  options: readonly Option[] | undefined;
  value: number | undefined;
  onChange: (id: number) => void;
  onBlur?: () => void;
  placeholder: string;
  disabled?: boolean;
}) {
  return (
    <Select
      value={value ? String(value) : ''}
      onValueChange={(v) => onChange(Number(v))}
      onOpenChange={(open) => !open && onBlur?.()}
      disabled={disabled}
    >
      <SelectTrigger {...field}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectItemsById items={options} />
      </SelectContent>
    </Select>
  );
}

/** The fixed role list; team admins cannot give the organization admin role. */
export function RoleSelect({
  field,
  value,
  onChange,
  callerRole,
  disabled,
}: {
  field: FieldProps;
  value: Role | undefined;
  onChange: (role: Role) => void;
  callerRole: Role;
  disabled?: boolean;
}) {
  const roles = callerRole === 'ORGANIZATION_ADMIN' ? ROLES : ROLES.filter((r) => r !== 'ORGANIZATION_ADMIN');
  return (
    <Select value={value ?? ''} onValueChange={(v) => onChange(v as Role)} disabled={disabled}>
      <SelectTrigger {...field}>
        <SelectValue placeholder="Select a role" />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={role}>
            {roleLabel(role)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Today as `YYYY-MM-DD` in the browser's time zone. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
