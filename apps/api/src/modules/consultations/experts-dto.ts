import { publicName, realName, type ExpertDetail, type ExpertSummary } from '@fertilia/contracts';
import type { ExpertRow, ReviewRow } from './experts-repo';

/** A professional's name is public by nature (ADR 012): her real name, else her username. */
export const expertName = (row: Pick<ExpertRow, 'firstName' | 'lastName' | 'username'>): string =>
  realName({ first_name: row.firstName, last_name: row.lastName }) || row.username;

/** What a patient reads of an expert: the profile's public parts, never the licence number. */
export function toExpertSummary(row: ExpertRow, currency: string): ExpertSummary {
  const profile = row.profile ?? {};
  return {
    id: row.id,
    name: expertName(row),
    role: row.role,
    avatar_url: row.avatarUrl,
    specialization: profile.specialization ?? null,
    bio: profile.bio ?? null,
    facility_affiliation: profile.facility_affiliation ?? null,
    years_of_experience: profile.years_of_experience ?? null,
    languages: profile.languages ?? [],
    qualifications: profile.qualifications ?? [],
    rating_average: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
    review_count: row.reviewCount,
    next_available_at: row.nextAvailableAt,
    time_zone: row.timeZone,
    slot_minutes: row.slotMinutes,
    price: row.priceMinor > 0 ? { amount: row.priceMinor, currency } : null,
  };
}

export const toExpertDetail = (
  row: ExpertRow,
  reviews: ReviewRow[],
  terms: { currency: string; lateRefundPercent: number },
): ExpertDetail => ({
  ...toExpertSummary(row, terms.currency),
  min_notice_hours: row.minNoticeHours,
  late_refund_percent: terms.lateRefundPercent,
  recent_reviews: reviews.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
    author: publicName({
      username: r.author.username,
      first_name: r.author.firstName,
      last_name: r.author.lastName,
      show_real_name: r.author.showRealName,
    }),
  })),
});
