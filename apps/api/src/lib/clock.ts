/** The one source of "now", so tests can move time instead of sleeping. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
