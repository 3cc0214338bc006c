import { LEAVE_TEXT } from '@leavedesk/contracts';
import { CircleCheckBig } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

/** /leaves/pending: the request went through. Says so plainly when it needed no approval. */
export function Component() {
  const location = useLocation();
  const accepted = (location.state as { status?: string } | null)?.status === 'ACCEPTED';
  return (
    <>
      <PageHeader title={LEAVE_TEXT.submittedTitle} />
      <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center shadow-xs">
        <div className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
          <CircleCheckBig className="size-7" />
        </div>
        <p className="text-base">{accepted ? LEAVE_TEXT.autoAcceptedText : LEAVE_TEXT.submittedText}</p>
        <Button asChild>
          <Link to="/">{LEAVE_TEXT.returnHome}</Link>
        </Button>
      </div>
    </>
  );
}
