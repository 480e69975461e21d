import { NOTIFICATION_BADGE_MAX } from '@fertilia/contracts';

/** The bell's rule (spec 02 §2, §9): a count above 99 reads "99+". */
export const badgeText = (count: number): string =>
  count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
