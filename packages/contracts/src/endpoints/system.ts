import { access, endpoint } from '../endpoint';
import { configResponse, healthResponse } from '../system';

const tags = ['system'];

/** Spec 01 §1: what anyone may ask before signing in. */
export const systemApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: access.public,
    tags,
    summary: 'Liveness and database reachability',
    description: 'Answers 503 with the same shape when the database cannot be reached.',
    responses: { 200: healthResponse, 503: healthResponse },
  }),
  config: endpoint({
    method: 'GET',
    path: '/api/config',
    access: access.public,
    tags,
    summary: 'Feature flags and public settings',
    responses: { 200: configResponse },
  }),
};
