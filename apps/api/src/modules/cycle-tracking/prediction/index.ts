export { predictCycle } from './predict';
export { cycleProfileOf, type CycleProfile } from './profile';
export type { DaySignal } from './signals';
export { forecastNextCycle, type PastCycle } from './forecast';
/** The date helpers live with the shared cycle rules in contracts. */
export { addDays, daysBetween, isoDateOf } from '@fertilia/contracts';
