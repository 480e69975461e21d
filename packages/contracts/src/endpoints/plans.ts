import { access, endpoint } from '../endpoint';
import { planListResponse } from '../plans';

/** Spec 01 §2 pricing page. Managing the catalogue is the back office's (adminApi). */
export const plansApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/plans',
    access: access.public,
    tags: ['plans'],
    summary: 'Active plans with their active prices',
    responses: { 200: planListResponse },
  }),
};
