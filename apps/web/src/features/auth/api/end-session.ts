import { authApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/**
 * Ends a session the app will not keep (a member who signed in at the staff door): its tokens were never
 * stored, so they are sent here explicitly and revoked on the server rather than left valid.
 */
export const endUnkeptSession = (accessToken: string) =>
  call(authApi.logout, {}, { skipAuth: true, headers: { Authorization: `Bearer ${accessToken}` } });
