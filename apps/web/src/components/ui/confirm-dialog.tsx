import type * as React from 'react';
import { cn } from '@/lib/utils';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { buttonVariants } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** Called on Yes. The dialog closes itself unless the promise is still running. */
  onConfirm: () => void | Promise<void>;
  busy?: boolean;
  destructive?: boolean;
  cancelLabel?: string;
  confirmLabel?: string;
}

/** A yes/no question in a modal (No closes, Yes confirms). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  busy = false,
  destructive = false,
  cancelLabel = 'No',
  confirmLabel = 'Yes',
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            className={cn(destructive && buttonVariants({ variant: 'destructive' }))}
            onClick={(event) => {
              const result = onConfirm();
              if (result instanceof Promise) {
                event.preventDefault();
                result.then(
                  () => onOpenChange(false),
                  () => undefined,
                );
              }
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * The generic remove confirmation of the spec: title 'Remove {thing}', text 'Are you sure you want
 * to remove {label}?', No and Yes.
 */
export function RemoveConfirmDialog({
  thing,
  label,
  ...props
}: Omit<ConfirmDialogProps, 'title' | 'description' | 'destructive'> & { thing: string; label: string }) {
  return (
    <ConfirmDialog
      {...props}
      destructive
      title={`Remove ${thing}`}
      description={`Are you sure you want to remove ${label}?`}
    />
  );
}
