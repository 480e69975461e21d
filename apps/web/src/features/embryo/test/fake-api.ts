import {
  consultationsApi,
  embryoApi,
  pathOf,
  type EmbryoAnalysis,
  type EmbryoReview,
} from '@fertilia/contracts';
import { CONFIG_PATH, appConfigResponse } from '@/test/app-config';
import { jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { image, running } from './fixtures';

export const EMBRYO_PATHS = {
  analyses: pathOf(embryoApi.list),
  analyze: pathOf(embryoApi.analyze),
  upload: pathOf(embryoApi.upload),
  patients: pathOf(consultationsApi.patients),
  one: (id: number) => pathOf(embryoApi.get, { id }),
  file: (id: number) => pathOf(embryoApi.imageFile, { id }),
};

/** Whether a request went to the embryo API at all (its paths share the upload's folder). */
export const isEmbryoPath = (path: string) =>
  path.startsWith(new URL('..', `http://x${EMBRYO_PATHS.upload}`).pathname);

export const pathnameOf = (request: RecordedRequest) => new URL(request.url, 'http://x').pathname;
export const queryOf = (request: RecordedRequest) => new URL(request.url, 'http://x').searchParams;

export type Answers = Partial<Record<string, (request: RecordedRequest) => Response>>;

const patient = (id: number, name: string) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  avatar_url: null,
  date_of_birth: null,
  appointment_count: 1,
  last_visit_at: null,
  next_visit_at: null,
});

/**
 * The embryo API as the server answers it: `stored` analyses (newest first) paged by skip and limit, one by
 * id, a started analysis stored at the front, a review and a delete applied to `stored`, the pictures as
 * WebP bytes, an expert's two patients; `answers` ("METHOD /path") take precedence.
 */
export function embryoServer(stored: EmbryoAnalysis[] = [], answers: Answers = {}) {
  return (request: RecordedRequest): Response => {
    const path = pathnameOf(request);
    const answer = answers[`${request.method} ${path}`];
    if (answer) return answer(request);
    if (path === CONFIG_PATH) return appConfigResponse();
    if (path === EMBRYO_PATHS.patients)
      return jsonResponse(200, {
        results: [patient(1, 'Hana Sato'), patient(2, 'Emily Brontë')],
        count: 2,
        skip: 0,
        limit: 100,
      });
    if (/\/images\/\d+\/file\/$/.test(path))
      return new Response(new Blob([new Uint8Array([82, 73, 70, 70])]), {
        status: 200,
        headers: { 'Content-Type': 'image/webp' },
      });
    if (path === EMBRYO_PATHS.analyses && request.method === 'POST') {
      const body = request.body as { image_id: number; patient_age: number; day_of_development: number };
      const created = running({
        id: 100 + stored.length,
        image_id: body.image_id,
        patient_age: body.patient_age,
        day_of_development: body.day_of_development,
        image: image({ id: body.image_id, status: 'analyzing' }),
      });
      stored.unshift(created);
      return jsonResponse(201, created);
    }
    if (path === EMBRYO_PATHS.analyses) {
      const skip = Number(queryOf(request).get('skip') ?? 0);
      const limit = Number(queryOf(request).get('limit') ?? 20);
      return jsonResponse(200, {
        items: stored.slice(skip, skip + limit),
        total: stored.length,
        skip,
        limit,
      });
    }
    const at = stored.findIndex((a) => path === EMBRYO_PATHS.one(a.id));
    if (at >= 0 && request.method === 'PUT') {
      const { grade, comment } = request.body as EmbryoReview;
      const current = stored[at]!;
      const reviewed: EmbryoAnalysis = {
        ...current,
        grade,
        review: {
          grade,
          agrees: grade === current.ai_grade,
          comment,
          reviewed_by: { id: 9, name: 'Dr Ada Lovelace' },
          reviewed_at: '2026-11-25T09:00:00.000Z',
        },
        updated_at: '2026-11-25T09:00:00.000Z',
      };
      stored[at] = reviewed;
      return jsonResponse(200, reviewed);
    }
    if (at >= 0 && request.method === 'DELETE') {
      stored.splice(at, 1);
      return jsonResponse(200, { message: 'Analysis deleted' });
    }
    if (at >= 0) return jsonResponse(200, stored[at]);
    return jsonResponse(404, { detail: 'Analysis not found' });
  };
}
