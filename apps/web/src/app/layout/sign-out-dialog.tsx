import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSession } from '@/lib/session';

/** 'Sign out' / 'Are you sure you want to sign out?': Yes signs out and the guard goes to /signin. */
export function SignOutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { signOut } = useSession();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign out"
      description="Are you sure you want to sign out?"
      onConfirm={() => {
        onOpenChange(false);
        signOut();
      }}
    />
  );
}
