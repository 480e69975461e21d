import type { CervicalMucus, CycleFlow, LhTestResult } from '@fertilia/contracts';

/** What the prediction reads from a logged day. */
export type DaySignal = {
  date: string;
  flow: CycleFlow;
  temperature: number | null;
  temperatureDisturbed: boolean;
  lhTest: LhTestResult | null;
  cervicalMucus: CervicalMucus | null;
};
