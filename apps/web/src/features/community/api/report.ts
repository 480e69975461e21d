import { useMutation } from '@tanstack/react-query';
import { moderationApi, type ReportResponse, type ReportTarget } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export type ReportRequest = { target: ReportTarget; id: number; reason: string };

const REPORT = { post: moderationApi.reportPost, comment: moderationApi.reportComment } as const;

/** Reports a post or a comment to the moderators (once per member and item; 409 for a repeat). */
export const sendReport = ({ target, id, reason }: ReportRequest): Promise<ReportResponse> =>
  call(REPORT[target], { params: { id }, body: { reason } });

export const useReport = () => useMutation({ mutationFn: sendReport });
