import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { writeTinyEmbryoModel } from '../../../scripts/write-tiny-embryo-model';
import { createTestApp } from '../../test/app';
import { createUserWithToken, type TestUser } from '../../test/users';
import { read, started, uploaded } from './embryo-test-helpers';

/*
 * A clinic's own model (EMBRYO_MODEL_PATH, ADR 021): loaded at start-up, asked on the days it was validated
 * for, its answer shown beside ours; a broken one stops the start.
 */

let folder: string;
let app: FastifyInstance;
let expert: TestUser;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'fertilia-clinic-model-'));
  const { modelPath } = await writeTinyEmbryoModel(folder, { name: 'tiny-embryo' });
  app = await createTestApp({ env: { EMBRYO_MODEL_PATH: modelPath } });
  expert = await createUserWithToken(app, { role: 'expert' });
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe('a clinic’s own model', () => {
  it('answers beside our grade on the days it was validated for, and is not asked on others', async () => {
    const blastocyst = await started(app, expert, (await uploaded(app, expert)).id, { day_of_development: 5 });
    const cleavage = await started(app, expert, (await uploaded(app, expert)).id, { day_of_development: 3 });
    await app.jobs.drain();
    const answered = (await read(app, expert, blastocyst.id)).detailed_assessment!;
    expect(answered.clinic_model).toMatchObject({ label: expect.stringMatching(/^(good|poor)$/) });
    expect(answered.clinic_model!.scores.map((s) => s.label).sort()).toEqual(['good', 'poor']);
    expect(answered.gardner).not.toBeNull();
    expect((await read(app, expert, cleavage.id)).detailed_assessment!.clinic_model).toBeNull();
  });

  it('stops the start when the configured model cannot be loaded', async () => {
    await expect(
      createTestApp({ env: { EMBRYO_MODEL_PATH: path.join(folder, 'missing.onnx') } }),
    ).rejects.toThrow(/missing\.onnx/);
  });
});
