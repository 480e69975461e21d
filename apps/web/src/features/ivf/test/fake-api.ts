import { consultationsApi, ivfApi, pathOf, type IvfPrediction } from '@fertilia/contracts';
import { CONFIG_PATH, appConfigResponse } from '@/test/app-config';
import { jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { modelCard, prediction } from './fixtures';

export const IVF_PATHS = {
  predictions: pathOf(ivfApi.list),
  model: pathOf(ivfApi.model),
  patients: pathOf(consultationsApi.patients),
  one: (id: number) => pathOf(ivfApi.get, { id }),
};

export const pathnameOf = (request: RecordedRequest) => new URL(request.url, 'http://x').pathname;
export const queryOf = (request: RecordedRequest) => new URL(request.url, 'http://x').searchParams;

export type Answers = Partial<Record<string, (request: RecordedRequest) => Response>>;

/**
 * The IVF API as the server answers it: `stored` predictions (newest first) paged by skip and limit, a POST
 * stored at the front, the model card, the configuration; `answers` ("METHOD /path") take precedence.
 */
export function ivfServer(stored: IvfPrediction[] = [], answers: Answers = {}) {
  return (request: RecordedRequest): Response => {
    const path = pathnameOf(request);
    const answer = answers[`${request.method} ${path}`];
    if (answer) return answer(request);
    if (path === CONFIG_PATH) return appConfigResponse();
    if (path === IVF_PATHS.model) return jsonResponse(200, modelCard());
    if (path === IVF_PATHS.predictions && request.method === 'POST') {
      const created = prediction({ id: 100 + stored.length, created_at: '2026-11-24T10:00:00.000Z' });
      stored.unshift(created);
      return jsonResponse(201, created);
    }
    if (path === IVF_PATHS.predictions) {
      const skip = Number(queryOf(request).get('skip') ?? 0);
      const limit = Number(queryOf(request).get('limit') ?? 20);
      return jsonResponse(200, {
        items: stored.slice(skip, skip + limit),
        total: stored.length,
        skip,
        limit,
      });
    }
    const found = stored.find((p) => path === IVF_PATHS.one(p.id));
    if (found) return jsonResponse(200, found);
    return jsonResponse(404, { detail: 'Not found' });
  };
}
