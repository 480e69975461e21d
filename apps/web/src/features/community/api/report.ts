import { useMutation } from '@tanstack/react-query';
import { reportResponse, type ReportResponse, type ReportTarget } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export type ReportRequest = { target: ReportTarget; id: number; reason: string };

/** POST /api/community/posts|comments/{id}/report (once per member and item; 409 for a repeat). */
export const sendReport = ({ target, id, reason }: ReportRequest): Promise<ReportResponse> =>
  api.post(`/api/community/${target}s/${id}/report`, { body: { reason }, schema: reportResponse });

export const useReport = () => useMutation({ mutationFn: sendReport });
