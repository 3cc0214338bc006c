import { LEAVE_TEXT, type Leave } from '@leavedesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import * as React from 'react';
import { api } from '@/api/client';
import { leaveDatesText } from '@/components/day-part-mark';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { fullName } from '@/lib/format';

/** What happened to one request of a bulk accept: accepted, or the server's sentence why not. */
export interface BulkOutcome {
  leave: Leave;
  error?: string;
}

const plural = (n: number) => (n === 1 ? '1 request' : `${n} requests`);

/**
 * Accepts each request by its own PUT /leaves/{id} {status: 'ACCEPTED'}, one after the other, so
 * that one refused (409: someone decided first) leaves the others to be decided on their own.
 */
export async function acceptEach(
  leaves: readonly Leave[],
  onProgress?: (done: number) => void,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const leave of leaves) {
    try {
      await api.put<Leave>(`/leaves/${leave.id}`, { status: 'ACCEPTED' });
      outcomes.push({ leave });
    } catch (error) {
      outcomes.push({ leave, error: errorMessage(error) });
    }
    onProgress?.(outcomes.length);
  }
  return outcomes;
}

function RequestLine({ leave }: { leave: Leave }) {
  return (
    <>
      <span className="font-medium">{fullName(leave.user)}</span>
      <span className="text-muted-foreground">
        {' '}
        · {leave.activatedType.name}, {leaveDatesText(leave)}
      </span>
    </>
  );
}

/**
 * 'Accept selected' with its confirmation listing the chosen requests; on Yes each is decided on
 * its own, then the same dialog says what happened to each.
 */
export function BulkAccept({ chosen, onDone }: { chosen: readonly Leave[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = React.useState(false);
  const [progress, setProgress] = React.useState<number>();
  const [outcomes, setOutcomes] = React.useState<BulkOutcome[]>();
  const [asked, setAsked] = React.useState<readonly Leave[]>([]);
  const running = progress !== undefined && outcomes === undefined;

  const start = async () => {
    setProgress(0);
    const result = await acceptEach(asked, setProgress);
    setOutcomes(result);
    onDone();
    await queryClient.invalidateQueries({ queryKey: ['leaves'] });
  };
  const close = (next: boolean) => {
    if (next || running) return;
    setOpen(false);
    setProgress(undefined);
    setOutcomes(undefined);
  };
  const accepted = outcomes?.filter((o) => !o.error).length ?? 0;

  return (
    <>
      <Button
        variant="success"
        disabled={chosen.length === 0}
        onClick={() => {
          setAsked(chosen);
          setOpen(true);
        }}
      >
        <CheckCheck />
        Accept selected
      </Button>
      <AlertDialog open={open} onOpenChange={close}>
        <AlertDialogContent>
          {outcomes ? (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>
                  Accepted {accepted} of {plural(outcomes.length)}
                </AlertDialogTitle>
                <AlertDialogDescription>What happened to each request:</AlertDialogDescription>
              </AlertDialogHeader>
              <ul aria-label="Outcomes" className="grid max-h-80 gap-2 overflow-y-auto text-sm">
                {outcomes.map(({ leave, error }) => (
                  <li key={leave.id} className="rounded-md border p-2 wrap-anywhere">
                    <RequestLine leave={leave} />
                    <div className={error ? 'text-destructive' : 'text-success-soft-foreground'}>
                      {error ? `Not accepted: ${error}` : 'Accepted'}
                    </div>
                  </li>
                ))}
              </ul>
              <AlertDialogFooter>
                <AlertDialogAction>Close</AlertDialogAction>
              </AlertDialogFooter>
            </>
          ) : (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>Accept {plural(asked.length)}</AlertDialogTitle>
                <AlertDialogDescription>
                  Each request is decided on its own: one someone else has decided meanwhile stays as they
                  decided, and the summary says so.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <ul aria-label="Requests to accept" className="grid max-h-80 gap-1 overflow-y-auto text-sm">
                {asked.map((leave) => (
                  <li key={leave.id} className="wrap-anywhere">
                    <RequestLine leave={leave} />
                  </li>
                ))}
              </ul>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={running}>No</AlertDialogCancel>
                <Button variant="success" disabled={running} onClick={() => void start()}>
                  {running && <Spinner />}
                  {running
                    ? `${LEAVE_TEXT.processing} (${progress} of ${asked.length})`
                    : `Yes, accept ${asked.length === 1 ? 'it' : 'them'}`}
                </Button>
              </AlertDialogFooter>
            </>
          )}
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
