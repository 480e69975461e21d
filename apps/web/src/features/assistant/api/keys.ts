/** Query keys of the assistant: a change to a conversation invalidates `assistantKeys.sessions()`. */
export const assistantKeys = {
  all: ['assistant'] as const,
  status: () => ['assistant', 'status'] as const,
  sessions: () => ['assistant', 'sessions'] as const,
  session: (id: number) => ['assistant', 'session', id] as const,
  thread: (id: number) => ['assistant', 'thread', id] as const,
  review: (rating: 1 | -1, skip: number) => ['assistant', 'review', rating, skip] as const,
};
