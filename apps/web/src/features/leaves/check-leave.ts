import type { EndDayPart, LeaveCheckAnswer, StartDayPart } from '@leavedesk/contracts';
import { TEXT } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { api } from '@/api/client';
import { toast } from '@/components/ui/use-toast';

export interface CheckInput {
  typeId?: number;
  start?: string;
  end?: string;
  startDayPart?: StartDayPart;
  endDayPart?: EndDayPart;
  /** The substitute named (issue 28): the answer's `substituteAway` lists their own leaves then. */
  substituteId?: number;
  /** A one-day HOURS request's hours, "HH:mm" (issue 29): sent only when both are set. */
  startTime?: string;
  endTime?: string;
}

/**
 * POST /leaves/check once a type and both dates are set: working and calendar days, conflicts
 * and whether the request would be allowed. A failure shows 'Failed to fetch duration.'.
 */
export function useLeaveCheck({
  typeId,
  start,
  end,
  startDayPart = 'FULL',
  endDayPart = 'FULL',
  substituteId,
  startTime,
  endTime,
}: CheckInput) {
  const times = startTime && endTime ? { startTime, endTime } : {};
  const ready = typeId != null && Boolean(start) && Boolean(end) && (end as string) >= (start as string);
  const query = useQuery({
    queryKey: ['leaves', 'check', { typeId, start, end, startDayPart, endDayPart, substituteId, ...times }],
    queryFn: ({ signal }) =>
      api.post<LeaveCheckAnswer>(
        '/leaves/check',
        {
          typeId,
          start,
          end,
          startDayPart,
          endDayPart,
          ...(substituteId != null ? { substituteId } : {}),
          ...times,
        },
        { signal },
      ),
    enabled: ready,
    staleTime: 0,
    retry: false,
    meta: { silentError: true },
  });
  React.useEffect(() => {
    if (query.isError)
      toast({ variant: 'destructive', title: TEXT.errorTitle, description: TEXT.failedDuration });
  }, [query.isError]);
  return { ...query, ready };
}
