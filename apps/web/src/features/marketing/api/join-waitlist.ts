import { marketingApi, type WaitlistJoinRequest } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const joinWaitlist = (body: WaitlistJoinRequest) => call(marketingApi.joinWaitlist, { body });
