import {
  consultationsApi,
  pathOf,
  treatmentApi,
  type DoseLogInput,
  type Medication,
  type MedicationValues,
  type ScheduledDose,
} from '@fertilia/contracts';
import { CONFIG_PATH, appConfigResponse } from '@/test/app-config';
import { jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { adherence, medication, today } from './fixtures';

export const MED_PATHS = {
  list: pathOf(treatmentApi.listMedications),
  today: pathOf(treatmentApi.todayDoses),
  adherence: pathOf(treatmentApi.adherence),
  one: (id: number) => pathOf(treatmentApi.updateMedication, { id }),
  doses: (id: number) => pathOf(treatmentApi.logDose, { id }),
  patients: pathOf(consultationsApi.patients),
};

/** The folder of every treatments call (medications, lab results, notes). */
export const TREATMENT_PREFIX = new URL('..', `http://x${MED_PATHS.list}`).pathname;

export const pathnameOf = (request: RecordedRequest) => new URL(request.url, 'http://x').pathname;
export const queryOf = (request: RecordedRequest) => new URL(request.url, 'http://x').searchParams;

export type Answers = Partial<Record<string, (request: RecordedRequest) => Response>>;

const patient = (id: number, name: string, lastVisitAt: string | null) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  avatar_url: null,
  date_of_birth: null,
  appointment_count: 1,
  last_visit_at: lastVisitAt,
  next_visit_at: null,
});

/**
 * The medications API as the server answers it: `stored` medications paged by skip and limit, a POST stored
 * with the next id, a PUT and a DELETE applied to `stored`, `doses` of today changed by a log, an expert's two
 * patients (one seen, one who only asked); `answers` ("METHOD /path") take precedence. Every other path of the page (lab results, notes)
 * answers an empty page.
 */
export function medicationsServer(
  stored: Medication[] = [],
  doses: ScheduledDose[] = [],
  answers: Answers = {},
) {
  return (request: RecordedRequest): Response => {
    const path = pathnameOf(request);
    const answer = answers[`${request.method} ${path}`];
    if (answer) return answer(request);
    if (path === CONFIG_PATH) return appConfigResponse();
    if (path === MED_PATHS.patients)
      return jsonResponse(200, {
        // Hana only asked for a visit: listed among her patients, but her records are not open to the doctor.
        results: [patient(1, 'Hana Sato', null), patient(2, 'Emily Brontë', '2026-11-02T10:00:00Z')],
        count: 2,
        skip: 0,
        limit: 100,
      });
    if (path === MED_PATHS.today) return jsonResponse(200, today(doses));
    if (path === MED_PATHS.adherence) return jsonResponse(200, adherence());
    if (path === MED_PATHS.list && request.method === 'POST') {
      const created = medication({ ...(request.body as MedicationValues), id: 100 + stored.length });
      stored.unshift(created);
      return jsonResponse(201, created);
    }
    if (path === MED_PATHS.list) {
      const skip = Number(queryOf(request).get('skip') ?? 0);
      const limit = Number(queryOf(request).get('limit') ?? 50);
      return jsonResponse(200, {
        items: stored.slice(skip, skip + limit),
        total: stored.length,
        skip,
        limit,
      });
    }
    const logged = doses.findIndex((d) => path === MED_PATHS.doses(d.medication_id));
    if (logged >= 0 && request.method === 'POST') {
      const body = request.body as DoseLogInput;
      const at = doses.findIndex(
        (d) =>
          d.medication_id === doses[logged]!.medication_id && d.time === body.time && d.date === body.date,
      );
      doses[at] = { ...doses[at]!, state: body.status, logged_at: '2026-11-25T08:05:00.000Z' };
      return jsonResponse(200, doses[at]);
    }
    const at = stored.findIndex((m) => path === MED_PATHS.one(m.id));
    if (at >= 0 && request.method === 'PUT') {
      stored[at] = medication({ ...stored[at]!, ...(request.body as MedicationValues) });
      return jsonResponse(200, stored[at]);
    }
    if (at >= 0 && request.method === 'DELETE') {
      stored.splice(at, 1);
      return jsonResponse(200, { message: 'Medication deleted' });
    }
    if (path.startsWith(TREATMENT_PREFIX))
      return jsonResponse(200, { items: [], total: 0, skip: 0, limit: 20 });
    return jsonResponse(404, { detail: 'Not found' });
  };
}
