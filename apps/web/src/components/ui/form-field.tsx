import * as React from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  label: React.ReactNode;
  /** The zod message for this field (react-hook-form `errors.x?.message`). */
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  /** Receives the ids to wire the control to its label and its message. */
  children: (field: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
  /** Shown to the right of the label (a 'Forgot your password?' link, say). */
  aside?: React.ReactNode;
}

/** Label, control and the field's validation message, wired for screen readers. */
export function FormField({ label, error, hint, className, children, aside }: FormFieldProps) {
  const id = React.useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id} className={cn(error && 'text-destructive')}>
          {label}
        </Label>
        {aside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={messageId} message={error} />
    </div>
  );
}

export function FieldError({
  message,
  id,
  className,
}: {
  message?: string;
  id?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-[0.8rem] font-medium text-destructive', className)}>
      {message}
    </p>
  );
}
