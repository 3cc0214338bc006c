import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/online';

/** At the top of the screen while the server cannot be reached; the shell and the screen stay. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <span className="font-medium">You are offline.</span> What you see may be out of date, and changes
        cannot be saved until the connection is back.
      </p>
    </div>
  );
}
