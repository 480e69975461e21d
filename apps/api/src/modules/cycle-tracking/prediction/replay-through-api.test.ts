import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cyclePredictionSchema, daysBetween } from '@fertilia/contracts';
import { createUserWithToken } from '../../../test/users';
import { injectAs } from '../../../test/http';
import { TODAY, createCycleTestApp, importDays } from '../test-helpers';
import { readFedCycleCsv } from './evaluation';
import { periodOnlyLog, periodOnlyPrediction, replayPeriodOnly } from './period-only-replay';

const DATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../bench/data/FedCycleData071012.csv',
);

/**
 * The bench's period-only replay (bench/cycles, issue 20) and the API answer alike: a woman of the data set
 * logs her periods through the import endpoint and asks for her prediction, as a member would.
 */
describe('period-only replay through the API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createCycleTestApp();
  });
  afterAll(() => app.close());

  const { series } = readFedCycleCsv(fs.readFileSync(DATA, 'utf8'));
  // The first held-out woman with at least six cycles, before her last one.
  const woman = series.filter((_, i) => i % 2 === 1).find((w) => w.cycles.length >= 6)!;
  const k = woman.cycles.length - 1;

  it('answers exactly what the replay computes from the same bleeding days', async () => {
    const who = await createUserWithToken(app, { role: 'patient' });
    const log = periodOnlyLog(woman.cycles.slice(0, k + 1), TODAY);
    await importDays(
      app,
      who,
      log.map(({ date, flow }) => ({ date, flow })),
    );
    const res = await injectAs(app, who, 'GET', `/api/cycle-tracking/cycle-days/predict/?today=${TODAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = cyclePredictionSchema.parse(res.json());
    expect(answer).toEqual(periodOnlyPrediction(woman.cycles, k, TODAY));
    expect(answer.prediction_factors.historical_data_points).toBe(k);

    // The bench scores the same date: days from her last period start to the one the API gives.
    const scored = replayPeriodOnly([woman])[0]!.forecasts.at(-1)!;
    expect(daysBetween(answer.prediction_factors.last_period_date, answer.next_period_date)).toBe(
      scored.ours,
    );
    expect(scored.actual).toBe(woman.cycles[k]!.length);
  });
});
