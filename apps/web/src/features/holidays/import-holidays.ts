import type { HolidayBatchAnswer, HolidayBatchBody } from '@leavedesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOLIDAYS_KEY } from './holiday-overview';

/** POST /holidays/batch; dates already stored for the country are skipped by the server. */
export function useImportHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HolidayBatchBody) => api.post<HolidayBatchAnswer>('/holidays/batch', body),
    // The screen shows its own 'Failed to import holidays' toast.
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY }),
  });
}
