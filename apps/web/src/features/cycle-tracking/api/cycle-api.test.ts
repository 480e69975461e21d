import { describe, expect, it } from 'vitest';
import { CYCLE_MESSAGES, CYCLE_PREDICTION_RETRIES, cycleTrackingApi, pathOf } from '@fertilia/contracts';
import { ApiError } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { cycleDay } from '../test/fixtures';
import { deleteCycleDay } from './delete-cycle-day';
import { getAllCycleDays } from './get-cycle-days';
import { getPrediction, retryPrediction } from './get-prediction';

describe('cycle tracking API calls', () => {
  it('pages through a range 100 days at a time and returns the days oldest first', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r' });
    const all = Array.from({ length: 150 }, (_, i) =>
      cycleDay(
        i + 1,
        `2025-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      ),
    );
    const fetch = installTestFetch(({ url }) => {
      const u = new URL(url, 'http://x');
      const skip = Number(u.searchParams.get('skip'));
      const limit = Number(u.searchParams.get('limit'));
      const items = [...all].reverse().slice(skip, skip + limit);
      return jsonResponse(200, { items, total: all.length, skip, limit });
    });
    const days = await getAllCycleDays({ start_date: '2025-01-01', end_date: '2025-12-31' });
    expect(days).toHaveLength(150);
    expect(days[0]!.date < days[149]!.date).toBe(true);
    expect(fetch.calls.map((c) => new URL(c.url, 'http://x').searchParams.toString())).toEqual([
      'start_date=2025-01-01&end_date=2025-12-31&skip=0&limit=100',
      'start_date=2025-01-01&end_date=2025-12-31&skip=100&limit=100',
    ]);
  });

  it('turns the insufficient-data answer into "no prediction", and passes other failures on', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r' });
    let answer: { status: number; body: { detail: string } } = {
      status: 400,
      body: { detail: CYCLE_MESSAGES.insufficientData },
    };
    const fetch = installTestFetch(() => jsonResponse(answer.status, answer.body));
    await expect(getPrediction('2025-03-12')).resolves.toBeNull();
    // The patient's own calendar day travels with the call.
    expect(new URL(fetch.calls[0]!.url, 'http://x').searchParams.get('today')).toBe('2025-03-12');
    answer = { status: 500, body: { detail: 'Boom' } };
    await expect(getPrediction('2025-03-12')).rejects.toBeInstanceOf(ApiError);
  });

  it('retries a failed prediction up to 3 times, but never a client error or the insufficient-data one', () => {
    const server = new ApiError({ status: 503, kind: 'http', message: 'Unavailable' });
    expect(retryPrediction(0, server)).toBe(true);
    expect(retryPrediction(CYCLE_PREDICTION_RETRIES - 1, server)).toBe(true);
    expect(retryPrediction(CYCLE_PREDICTION_RETRIES, server)).toBe(false);
    const insufficient = new ApiError({
      status: 500,
      kind: 'http',
      message: CYCLE_MESSAGES.insufficientData,
    });
    expect(retryPrediction(0, insufficient)).toBe(false);
    expect(retryPrediction(0, new ApiError({ status: 403, kind: 'http', message: 'No' }))).toBe(false);
  });

  it('treats a delete answer without a message as an error', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r' });
    let body: unknown = { message: CYCLE_MESSAGES.dayDeleted };
    const fetch = installTestFetch(() => jsonResponse(200, body));
    await expect(deleteCycleDay(4)).resolves.toEqual({ message: CYCLE_MESSAGES.dayDeleted });
    body = {};
    await expect(deleteCycleDay(4)).rejects.toThrow();
    expect(fetch.calls[0]!.url).toBe(pathOf(cycleTrackingApi.deleteDay, { id: 4 }));
    expect(fetch.calls[0]!.method).toBe('DELETE');
  });
});
