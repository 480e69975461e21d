/** Query keys of the feature; every write invalidates `cycleKeys.all` (days and prediction both change). */
export const cycleKeys = {
  all: ['cycle-tracking'] as const,
  days: (start: string, end: string) => ['cycle-tracking', 'days', start, end] as const,
  /** Per local day: a new day (her midnight) asks again instead of showing yesterday's cycle day. */
  prediction: (today: string) => ['cycle-tracking', 'prediction', today] as const,
  reminders: () => ['cycle-tracking', 'reminders'] as const,
};
