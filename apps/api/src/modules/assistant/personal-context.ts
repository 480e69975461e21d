import {
  CYCLE_PHASE_LABELS,
  ageOn,
  chanceInPercent,
  isoDateOf,
  type AssistantContextItem,
} from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { predictionAsOf } from '../cycle-tracking/service';
import { ageBandLabel, latestPredictionOf } from '../ivf/ivf-service';

/*
 * Her own data an answer may be tailored with (issue 21, item 4): the cycle phase of her forecast, her age
 * band, and her latest IVF estimate. Read only when she allowed it for the conversation; each item says in
 * words what it is, so the answer can show exactly what was used.
 */

/** Her calendar date where she lives (her profile's time zone), else the server's. */
function localToday(now: Date, timeZone: string | null): string {
  if (!timeZone) return isoDateOf(now);
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return isoDateOf(now);
  }
}

export async function personalContextOf(ctx: MemberContext): Promise<AssistantContextItem[]> {
  const me = ctx.actor.user;
  const today = localToday(ctx.clock.now(), me.timeZone);
  const items: AssistantContextItem[] = [];
  const [cycle, ivf] = await Promise.all([
    predictionAsOf(ctx, { patientId: me.id, today }),
    latestPredictionOf(ctx, me.id),
  ]);
  if (cycle)
    items.push({
      key: 'cycle_phase',
      label: 'Cycle phase',
      value: `${CYCLE_PHASE_LABELS[cycle.cycle_phase.name]}, cycle day ${cycle.current_cycle_day}`,
    });
  const age = ageOn(me.dateOfBirth, today);
  const band = age === null ? null : ageBandLabel(age);
  if (band) items.push({ key: 'age_band', label: 'Age band', value: band });
  if (ivf) {
    const { probability, low, high } = ivf.one_cycle;
    items.push({
      key: 'ivf_estimate',
      label: 'Latest IVF estimate',
      value: `${chanceInPercent(probability)} chance of a live birth from one cycle (${chanceInPercent(low)}–${chanceInPercent(high)}), ${ivf.created_at.slice(0, 10)}`,
    });
  }
  return items;
}
