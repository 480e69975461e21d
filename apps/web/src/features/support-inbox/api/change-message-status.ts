import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactStatus, SupportMessageDetail } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { supportMessageKey } from './get-support-message';

export const changeMessageStatus = (id: number, status: ContactStatus): Promise<SupportMessageDetail> =>
  api.put<SupportMessageDetail>(`/api/admin/support/messages/${id}/status`, { body: { status } });

export function useChangeMessageStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ContactStatus) => changeMessageStatus(id, status),
    onSuccess: (thread) => {
      queryClient.setQueryData(supportMessageKey(id), thread);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'support', 'messages'] });
    },
  });
}
