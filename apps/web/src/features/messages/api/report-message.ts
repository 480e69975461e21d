import { useMutation } from '@tanstack/react-query';
import { conversationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const reportMessage = ({ id, reason }: { id: number; reason: string }) =>
  call(conversationsApi.report, { params: { id }, body: { reason } });

export const useReportMessage = () => useMutation({ mutationFn: reportMessage });
