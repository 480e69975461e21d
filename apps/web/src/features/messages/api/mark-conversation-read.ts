import { conversationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const markConversationRead = (id: number) => call(conversationsApi.read, { params: { id } });
