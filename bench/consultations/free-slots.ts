/**
 * Free-slot search over 200 experts × 8 weeks of weekly hours (issue 16, ADR 013), on the real app with
 * in-memory PGlite. Writes bench/consultations/results.md. Run: `npx tsx bench/consultations/free-slots.ts`
 * (ITERATIONS=n changes the number of measured calls per case, EXPERTS=n the number of experts for a quick try).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ExpertScheduleUpdate, WeeklyHours } from '@fertilia/contracts';
import { appointments, consultationSlots } from '../../apps/api/src/db/schema';
import { freeSlotsInRange } from '../../apps/api/src/modules/consultations/slots-repo';
import { createTestApp } from '../../apps/api/src/test/app';
import { injectAs } from '../../apps/api/src/test/http';
import { createUserWithToken, type TestUser } from '../../apps/api/src/test/users';

const EXPERTS = Number(process.env.EXPERTS ?? 200);
const PATIENTS = 20;
/** Share of generated slots that get a live appointment. */
const BOOKED_SHARE = 0.2;
const ITERATIONS = Number(process.env.ITERATIONS ?? 500);
const WARM_UP = 50;
const ZONES = ['Europe/London', 'Europe/Stockholm', 'America/New_York', 'Australia/Sydney', 'Asia/Tokyo'];
/** A fixed Monday morning, so every run searches the same data. */
const NOW = new Date('2026-06-01T06:00:00Z');

const here = path.dirname(fileURLToPath(import.meta.url));
/** A small deterministic generator (mulberry32), so the data set and the calls are the same every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(2026);

const weekdays = (ranges: [string, string][]): WeeklyHours[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    weekday: weekday as WeeklyHours['weekday'],
    ranges: ranges.map(([start, end]) => ({ start, end })),
  }));
const scheduleFor = (i: number): ExpertScheduleUpdate => ({
  time_zone: ZONES[i % ZONES.length]!,
  slot_minutes: 30,
  buffer_minutes: 10,
  min_notice_hours: 2,
  weekly_hours: weekdays([
    ['09:00', '12:00'],
    ['13:00', '17:00'],
  ]),
  exceptions: [],
});

type Stats = { n: number; mean: number; p50: number; p95: number; p99: number; max: number };
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { n: sorted.length, mean, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1)! };
}

async function measure(name: string, call: () => Promise<unknown>): Promise<[string, Stats]> {
  for (let i = 0; i < WARM_UP; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  console.error(`measured ${name}`);
  return [name, stats(samples)];
}

async function main() {
  const app = await createTestApp({ clock: { now: () => NOW } });
  const db = app.deps.db.db;
  const setupStart = performance.now();
  const experts: TestUser[] = [];
  for (let i = 0; i < EXPERTS; i++) {
    const expert = await createUserWithToken(app, {
      role: i % 4 === 0 ? 'doctor' : 'expert',
      values: {
        firstName: `Expert${i}`,
        lastName: 'Bench',
        professionalProfile: { available_for_appointment: true, years_of_experience: i % 30 },
      },
    });
    const res = await injectAs(app, expert, 'PUT', '/api/consultations/experts/schedule', scheduleFor(i));
    if (res.statusCode !== 200) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
    experts.push(expert);
    if ((i + 1) % 50 === 0) console.error(`${i + 1} experts with schedules`);
  }
  const patients: TestUser[] = [];
  for (let i = 0; i < PATIENTS; i++)
    patients.push(
      await createUserWithToken(app, { role: 'patient', values: { timeZone: 'America/New_York' } }),
    );

  const slots = await db.select().from(consultationSlots);
  const booked = slots.filter(() => rand() < BOOKED_SHARE);
  for (let i = 0; i < booked.length; i += 1000) {
    await db.insert(appointments).values(
      booked.slice(i, i + 1000).map((slot, j) => ({
        patientId: patients[(i + j) % PATIENTS]!.user.id,
        expertId: slot.expertId,
        slotId: slot.id,
        status: (j % 3 === 0 ? 'pending' : 'confirmed') as 'pending' | 'confirmed',
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        minNoticeHours: 2,
      })),
    );
  }
  await db.execute(sql`analyze`);
  const setupSeconds = (performance.now() - setupStart) / 1000;

  const patient = patients[0]!;
  const today = DateTime.fromJSDate(NOW, { zone: 'America/New_York' }).startOf('day');
  /** A random expert and a random week of the 8-week window, as the booking week view asks. */
  const weekQuery = () => {
    const expert = experts[Math.floor(rand() * EXPERTS)]!;
    const from = today.plus({ days: Math.floor(rand() * 50) });
    return { expert, from, to: from.plus({ days: 6 }) };
  };
  let freeSeen = 0;
  const results = [
    await measure('`GET /experts/:id/availability` (one week, New York days)', async () => {
      const { expert, from, to } = weekQuery();
      const url = `/api/consultations/experts/${expert.user.id}/availability?date_from=${from.toISODate()}&date_to=${to.toISODate()}&time_zone=America/New_York`;
      const res = await injectAs(app, patient, 'GET', url);
      if (res.statusCode !== 200) throw new Error(`availability: ${res.statusCode} ${res.body}`);
      freeSeen += (res.json() as { slots: unknown[] }).slots.length;
    }),
    await measure('`GET /experts?available_only=true&sort_by=next_available` (page of 12)', async () => {
      const page = 1 + Math.floor(rand() * 5);
      const res = await injectAs(
        app,
        patient,
        'GET',
        `/api/consultations/experts?available_only=true&sort_by=next_available&page=${page}`,
      );
      if (res.statusCode !== 200) throw new Error(`directory: ${res.statusCode} ${res.body}`);
    }),
    await measure('free-slot query alone (`freeSlotsInRange`, one week)', async () => {
      const { expert, from, to } = weekQuery();
      await freeSlotsInRange(db, {
        expertId: expert.user.id,
        from: from.toJSDate(),
        until: to.plus({ days: 1 }).toJSDate(),
        freeAfter: new Date(NOW.getTime() + 2 * 3_600_000),
      });
    }),
  ];
  // Values written into the text (numbers and a fixed instant), so the plan is the one a literal query gets.
  const plan = (await db.execute(
    sql.raw(`explain select * from consultation_slots s
      where s.expert_id = ${experts[7]!.user.id} and s.starts_at >= '${NOW.toISOString()}'
        and s.starts_at < '${NOW.toISOString()}'::timestamptz + interval '7 days'
        and not exists (select 1 from appointments a where a.slot_id = s.id and a.status in ('pending', 'confirmed'))
      order by s.starts_at`),
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  await app.close();

  const ms = (x: number) => x.toFixed(2);
  const lines = [
    '# Consultations — free-slot search',
    '',
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores), Node ${process.version}, by \`npx tsx bench/consultations/free-slots.ts\`.`,
    '',
    `Data: ${EXPERTS} verified experts and doctors in ${ZONES.length} time zones, each with weekly hours Monday to Friday`,
    `09:00–12:00 and 13:00–17:00 in her own zone, 30-minute slots, 10-minute buffer, saved through`,
    `\`PUT /api/consultations/experts/schedule\`, which generated ${slots.length} slots (8 weeks ahead); ${booked.length}`,
    `of them (${Math.round(BOOKED_SHARE * 100)} %) hold a pending or confirmed appointment. In-memory PGlite (the embedded`,
    `default), one process, calls through \`app.inject\` as a signed-in patient (token check included), one at a`,
    `time; ${WARM_UP} warm-up calls, then ${ITERATIONS} measured calls per case. Set-up took ${setupSeconds.toFixed(0)} s.`,
    '',
    '| case | n | mean ms | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      ([name, s]) =>
        `| ${name} | ${s.n} | ${ms(s.mean)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`,
    ),
    '',
    `The availability calls answered ${(freeSeen / (ITERATIONS + WARM_UP)).toFixed(1)} free slots per week on average.`,
    '',
    'Plan of the availability query (PGlite `explain`):',
    '',
    '```',
    ...plan.rows.map((r) => r['QUERY PLAN']),
    '```',
    '',
  ];
  fs.writeFileSync(path.join(here, 'results.md'), lines.join('\n'));
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
