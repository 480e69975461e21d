import {
  CONSULTATION_MESSAGES as M,
  CONSULTATION_TOASTS,
  isProfessional,
  notFound,
  type ExpertAvailability,
  type ExpertDetail,
  type ExpertPage,
  type ExpertSort,
  type ProfessionalProfile,
  type User,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { findUser, saveUser, toUser } from '../users/service';
import { toExpertDetail, toExpertSummary } from './experts-dto';
import { directoryPage, listedExpert, recentReviews, type ExpertRow } from './experts-repo';
import { localDays } from './local-days';
import { freeAfter, scheduleOf } from './schedule-service';
import { freeSlotsInRange } from './slots-repo';
import { toSlot } from './slots-dto';

const RECENT_REVIEWS = 5;
/** The availability week view: today and the six days after it, in the viewer's zone. */
const AVAILABILITY_DEFAULT_DAYS = 7;

export type DirectoryQuery = {
  query?: string;
  specialization?: string;
  min_experience?: number;
  available_only: boolean;
  sort_by: ExpertSort;
  page: number;
  page_size: number;
};

/** The directory (spec 02 §7): listed experts, filtered, sorted and paged. */
export async function expertDirectory(ctx: MemberContext, q: DirectoryQuery): Promise<ExpertPage> {
  const { rows, total } = await directoryPage(ctx.db, {
    query: q.query || undefined,
    specialization: q.specialization || undefined,
    minExperience: q.min_experience,
    availableOnly: q.available_only,
    sortBy: q.sort_by,
    offset: (q.page - 1) * q.page_size,
    limit: q.page_size,
    now: ctx.clock.now(),
  });
  const pages = Math.ceil(total / q.page_size);
  return {
    items: rows.map((row) => toExpertSummary(row, ctx.config.payments.currency)),
    total,
    page: q.page,
    pages,
    has_more: q.page < pages,
  };
}

async function listedOrNotFound(ctx: MemberContext, id: number): Promise<ExpertRow> {
  const row = await listedExpert(ctx.db, id, ctx.clock.now());
  if (!row) throw notFound(M.expertNotFound);
  return row;
}

/** One listed expert with her newest reviews; 404 for anyone the directory does not list. */
export async function expertDetail(ctx: MemberContext, id: number): Promise<ExpertDetail> {
  const row = await listedOrNotFound(ctx, id);
  return toExpertDetail(row, await recentReviews(ctx.db, id, RECENT_REVIEWS), {
    currency: ctx.config.payments.currency,
    lateRefundPercent: ctx.config.payments.lateCancelRefundPercent,
  });
}

/**
 * A listed expert's free slots starting on the local days asked for, in `time_zone` (the query's, else the
 * caller's own zone, else UTC). A professional may read her own even while she is not listed.
 */
export async function expertAvailability(
  ctx: MemberContext,
  { id, query }: { id: number; query: { date_from?: string; date_to?: string; time_zone?: string } },
): Promise<ExpertAvailability> {
  const self = id === ctx.actor.id && isProfessional(ctx.actor.role);
  if (!self) await listedOrNotFound(ctx, id);
  const rules = await scheduleOf(ctx, id);
  const now = ctx.clock.now();
  const zone = query.time_zone ?? ctx.actor.user.timeZone ?? 'UTC';
  const days = localDays(zone, now, query, AVAILABILITY_DEFAULT_DAYS);
  const slots = await freeSlotsInRange(ctx.db, {
    expertId: id,
    from: days.from,
    until: days.until,
    freeAfter: freeAfter(now, rules.minNoticeHours),
  });
  return {
    expert_id: id,
    time_zone: zone,
    date_from: days.dateFrom,
    date_to: days.dateTo,
    slots: slots.map((s) => toSlot(s, true)),
  };
}

/** Keys given as null are removed, keys left out stay (as PUT /api/auth/profile/ merges). */
function mergeProfile(
  stored: ProfessionalProfile | null,
  update: Partial<ProfessionalProfile>,
): ProfessionalProfile {
  const merged: Record<string, unknown> = { ...(stored ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return merged as ProfessionalProfile;
}

/** Changes the caller's professional profile under her row's lock, so two saves at once both count. */
const changeProfile = (ctx: MemberContext, update: Partial<ProfessionalProfile>) =>
  inTransaction(ctx, async (tx) => {
    const user = (await findUser(tx, tx.actor.id, { lock: true }))!;
    return (await saveUser(tx, {
      id: user.id,
      changes: { professionalProfile: mergeProfile(user.professionalProfile, update) },
    }))!;
  });

/** PUT experts/profile: the public professional fields; a professional not yet verified may prepare hers. */
export async function updateExpertProfile(
  ctx: MemberContext,
  update: Partial<ProfessionalProfile>,
): Promise<User> {
  return toUser(await changeProfile(ctx, update));
}

/** PUT experts/availability: the profile's `available_for_appointment`, audited. */
export async function setExpertAvailability(
  ctx: MemberContext,
  { is_available }: { is_available: boolean },
): Promise<{ is_available: boolean; message: string }> {
  await inTransaction(ctx, async (tx) => {
    await changeProfile(tx, { available_for_appointment: is_available });
    await recordAudit(tx, {
      action: 'consultation.availability_changed',
      targetUserId: tx.actor.id,
      details: { is_available },
    });
  });
  return { is_available, message: CONSULTATION_TOASTS.availabilityUpdated };
}
