import { assistantApi, type AssistantSessionCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** POST .../conversations/: an empty conversation, which her first question then goes to. */
export const createSession = (body: AssistantSessionCreate) => call(assistantApi.create, { body });
