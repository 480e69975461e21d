import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportInboxApi, type ContactStatus } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { supportMessageKey } from './get-support-message';
import { useLastingCallbacks } from '@/lib/mutations';

export const changeMessageStatus = (id: number, status: ContactStatus) =>
  call(supportInboxApi.setStatus, { params: { id }, body: { status } });

export function useChangeMessageStatus(id: number) {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: (status: ContactStatus) => changeMessageStatus(id, status),
      onSuccess: (thread) => {
        queryClient.setQueryData(supportMessageKey(id), thread);
        void queryClient.invalidateQueries({ queryKey: ['admin', 'support', 'messages'] });
      },
    }),
  );
}
