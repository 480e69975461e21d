/** Query keys of the messages area, in one place so mutations and live events touch the right caches. */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  conversation: (id: number) => [...messageKeys.all, 'conversation', id] as const,
  thread: (id: number) => [...messageKeys.all, 'thread', id] as const,
  members: (q: string) => [...messageKeys.all, 'members', q] as const,
  settings: () => [...messageKeys.all, 'settings'] as const,
};
