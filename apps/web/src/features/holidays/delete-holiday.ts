import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOLIDAYS_KEY } from './holiday-overview';

/** DELETE /holidays/{id}; a failure shows the usual 'Error' toast. */
export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/holidays/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY }),
  });
}
