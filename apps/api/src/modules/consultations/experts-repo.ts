import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_SCHEDULE_SETTINGS,
  LIVE_APPOINTMENT_STATUSES,
  PROFESSIONAL_ROLES,
  type ExpertSort,
  type ProfessionalProfile,
  type Role,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { appointmentReviews, appointments, consultationSlots, expertSchedules, users } from '../../db/schema';

/** The outer row of a correlated subquery, named whatever Drizzle does with column names. */
const outerUserId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;
const profileText = (key: string) => sql<string | null>`(${users.professionalProfile} ->> ${key})`;
const yearsOfExperience = sql<number | null>`(${users.professionalProfile} ->> 'years_of_experience')::int`;

/**
 * Who the directory lists (ADR 013, issue 16): a verified, active expert or doctor who takes appointments.
 * A professional who is not verified may set up her profile and hours, but patients do not see her.
 */
const listed: SQL = and(
  inArray(users.role, [...PROFESSIONAL_ROLES]),
  eq(users.verificationStatus, 'verified'),
  eq(users.status, 'active'),
  sql`(${users.professionalProfile} ->> 'available_for_appointment') = 'true'`,
)!;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
const fullName = sql`concat_ws(' ', nullif(trim(${users.firstName}), ''), nullif(trim(${users.lastName}), ''))`;

/**
 * The first free slot of each expert (its start as UTC ISO text, which orders as time does): after now plus
 * her minimum notice, with no live appointment. `order by … limit 1` walks the (expert, start) index and
 * stops at the first free one; `min()` would visit every future slot of every expert.
 */
const nextFreeStart = (now: Date) => sql<string | null>`(
  select to_char(s.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  from ${consultationSlots} s
  where s.expert_id = ${outerUserId}
    and s.starts_at > ${now.toISOString()}::timestamptz
      + make_interval(hours => coalesce(${expertSchedules.minNoticeHours}, ${DEFAULT_SCHEDULE_SETTINGS.min_notice_hours})::int)
    and not exists (
      select 1 from ${appointments} a
      where a.slot_id = s.id and a.status in (${sql.join(
        LIVE_APPOINTMENT_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
    )
  order by s.starts_at
  limit 1
)`;

const expertColumns = (now: Date) => ({
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  avatarUrl: users.avatarUrl,
  profile: users.professionalProfile,
  timeZone: sql<string>`coalesce(${expertSchedules.timeZone}, ${users.timeZone}, 'UTC')`.as('zone'),
  slotMinutes:
    sql<number>`coalesce(${expertSchedules.slotMinutes}, ${DEFAULT_SCHEDULE_SETTINGS.slot_minutes})::int`.as(
      'slot_length',
    ),
  minNoticeHours:
    sql<number>`coalesce(${expertSchedules.minNoticeHours}, ${DEFAULT_SCHEDULE_SETTINGS.min_notice_hours})::int`.as(
      'notice_hours',
    ),
  priceMinor: sql<number>`coalesce(${expertSchedules.priceMinor}, 0)::int`.as('price_minor'),
  ratingAverage: sql<
    number | null
  >`(select avg(r.rating)::float8 from ${appointmentReviews} r where r.expert_id = ${outerUserId})`.as(
    'rating_avg',
  ),
  reviewCount:
    sql<number>`(select count(*)::int from ${appointmentReviews} r where r.expert_id = ${outerUserId})`.as(
      'review_total',
    ),
  nextAvailableAt: nextFreeStart(now).as('next_free'),
  years: yearsOfExperience.as('years'),
  sortName: sql<string>`lower(coalesce(nullif(${fullName}, ''), ${users.username}))`.as('sort_name'),
});

export type ExpertRow = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  avatarUrl: string | null;
  profile: ProfessionalProfile | null;
  timeZone: string;
  slotMinutes: number;
  minNoticeHours: number;
  priceMinor: number;
  ratingAverage: number | null;
  reviewCount: number;
  nextAvailableAt: string | null;
};

export type DirectoryFilter = {
  query?: string;
  specialization?: string;
  minExperience?: number;
  availableOnly: boolean;
  sortBy: ExpertSort;
  offset: number;
  limit: number;
  now: Date;
};

function filtersOf(f: DirectoryFilter): SQL {
  const where: SQL[] = [listed];
  if (f.query) {
    const like = contains(f.query);
    where.push(
      sql`(${fullName} ilike ${like} or ${users.username} ilike ${like} or ${profileText('specialization')} ilike ${like}
        or ${profileText('bio')} ilike ${like} or ${profileText('facility_affiliation')} ilike ${like})`,
    );
  }
  if (f.specialization) where.push(sql`${profileText('specialization')} ilike ${contains(f.specialization)}`);
  if (f.minExperience !== undefined) where.push(sql`${yearsOfExperience} >= ${f.minExperience}`);
  return and(...where)!;
}

const listedCte = (db: DbOrTx, f: DirectoryFilter) =>
  db
    .$with('listed_experts')
    .as(
      db
        .select(expertColumns(f.now))
        .from(users)
        .leftJoin(expertSchedules, eq(expertSchedules.expertId, users.id))
        .where(filtersOf(f)),
    );

/** One page of the directory and how many match in all. */
export async function directoryPage(
  db: DbOrTx,
  f: DirectoryFilter,
): Promise<{ rows: ExpertRow[]; total: number }> {
  const cte = listedCte(db, f);
  const where = f.availableOnly ? isNotNull(cte.nextAvailableAt) : undefined;
  const order = {
    rating: [sql`${cte.ratingAverage} desc nulls last`, desc(cte.reviewCount)],
    experience: [sql`${cte.years} desc nulls last`],
    next_available: [sql`${cte.nextAvailableAt} asc nulls last`],
    name: [asc(cte.sortName)],
  }[f.sortBy];
  const [rows, [totals]] = await Promise.all([
    db
      .with(cte)
      .select()
      .from(cte)
      .where(where)
      .orderBy(...order, asc(cte.id))
      .offset(f.offset)
      .limit(f.limit),
    db.with(cte).select({ n: count() }).from(cte).where(where),
  ]);
  return { rows: rows as ExpertRow[], total: totals!.n };
}

/** A listed expert by id, or undefined when she is not listed (or not an expert at all). */
export async function listedExpert(db: DbOrTx, id: number, now: Date): Promise<ExpertRow | undefined> {
  const rows = await db
    .select(expertColumns(now))
    .from(users)
    .leftJoin(expertSchedules, eq(expertSchedules.expertId, users.id))
    .where(and(listed, eq(users.id, id)));
  return rows[0] as ExpertRow | undefined;
}

export type ReviewRow = {
  id: number;
  rating: number;
  comment: string | null;
  createdAt: Date;
  author: { username: string; firstName: string | null; lastName: string | null; showRealName: boolean };
};

/** The expert's newest reviews with what the public-name rule needs of each reviewer. */
export const recentReviews = (db: DbOrTx, expertId: number, limit: number): Promise<ReviewRow[]> =>
  db
    .select({
      id: appointmentReviews.id,
      rating: appointmentReviews.rating,
      comment: appointmentReviews.comment,
      createdAt: appointmentReviews.createdAt,
      author: {
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        showRealName: users.showRealName,
      },
    })
    .from(appointmentReviews)
    .innerJoin(users, eq(users.id, appointmentReviews.patientId))
    .where(eq(appointmentReviews.expertId, expertId))
    .orderBy(desc(appointmentReviews.createdAt), desc(appointmentReviews.id))
    .limit(limit);
