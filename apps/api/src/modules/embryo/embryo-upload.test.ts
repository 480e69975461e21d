import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  CONSULTATION_MESSAGES,
  EMBRYO_IMAGE_BOUNDS,
  EMBRYO_IMAGE_MAX_BYTES,
  EMBRYO_MESSAGES,
  MESSAGES,
  PLAN_ENTITLEMENT_LABELS,
  SUBSCRIPTION_MESSAGES,
} from '@fertilia/contracts';
import { auditEvents, embryoImages, plans } from '../../db/schema';
import { injectAs, issues } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import {
  createCareTestApp,
  createExpert,
  createPatient,
  hoursFrom,
  seedAppointment,
  testClock,
} from '../consultations/care-test-helpers';
import { freePlanWith } from '../subscriptions/subscription-test-helpers';
import { drawnEmbryo, upload, uploaded } from './embryo-test-helpers';

/*
 * Uploading a picture of an embryo (issue 22): the type by its bytes, under 10MB, re-encoded without its
 * metadata, stored privately and served only to whoever may read it; every refusal stores nothing.
 */

const clock = testClock();
let app: FastifyInstance;
let sofia: TestUser;
let nadia: TestUser;
let expert: TestUser;
let freePlanId: number;

beforeAll(async () => {
  app = await createCareTestApp(clock);
  sofia = await createPatient(app);
  nadia = await createPatient(app, { firstName: 'Nadia', lastName: 'Haddad' });
  expert = await createExpert(app);
  await seedAppointment(app, { patient: sofia, expert, status: 'completed', startsAt: hoursFrom(-48) });
  freePlanId = (await freePlanWith(app, ['embryo_analysis'])).id;
});
afterAll(() => app.close());

const storedImages = async () => (await app.deps.db.db.select({ n: count() }).from(embryoImages))[0]!.n;
const storedFiles = async () =>
  (await readdir(path.join(app.deps.config.dataDir, 'uploads', 'embryo')).catch(() => [])).length;

/** Runs a refused upload and checks it left neither a row nor a file behind. */
async function refusedWithNothingStored(send: () => ReturnType<typeof upload>) {
  const [rows, files] = [await storedImages(), await storedFiles()];
  const res = await send();
  expect(await storedImages()).toBe(rows);
  expect(await storedFiles()).toBe(files);
  return res;
}

describe('POST /api/embryo/upload/', () => {
  it('keeps a JPEG re-encoded without its metadata, hers, and serves it to her alone', async () => {
    const image = await uploaded(app, sofia, await drawnEmbryo('jpeg', 1400), { embryo_id: 'Day 5 · A2' });
    expect(image).toMatchObject({
      status: 'uploaded',
      embryo_id: 'Day 5 · A2',
      patient: { id: sofia.user.id, name: 'Sofia Marquez' },
      uploaded_by: { id: sofia.user.id },
      width: EMBRYO_IMAGE_BOUNDS,
      height: EMBRYO_IMAGE_BOUNDS,
      analysis_id: null,
      file_url: `/api/embryo/images/${image.id}/file/`,
    });
    const served = await injectAs(app, sofia, 'GET', image.file_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: EMBRYO_IMAGE_BOUNDS });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('clinic-scope-3')).toBe(false);

    expect((await injectAs(app, nadia, 'GET', image.file_url)).statusCode).toBe(404);
    // Her expert may see it: Sofia is a patient of hers.
    expect((await injectAs(app, expert, 'GET', image.file_url)).statusCode).toBe(200);
    const audit = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'embryo.image_uploaded'));
    expect(audit.at(-1)).toMatchObject({ actorId: sofia.user.id, targetUserId: sofia.user.id });
  });

  it('takes a PNG, never enlarged, and labels an unnamed embryo by its id', async () => {
    const image = await uploaded(app, sofia, await drawnEmbryo('png', 500));
    expect(image).toMatchObject({ width: 500, height: 500, embryo_id: `E${image.id}` });
  });

  it('lets an expert upload for a patient of hers, or for nobody named, but not for someone else', async () => {
    const forSofia = await uploaded(app, expert, undefined, { patient_id: String(sofia.user.id) });
    expect(forSofia.patient).toMatchObject({ id: sofia.user.id });
    expect(forSofia.uploaded_by).toMatchObject({ id: expert.user.id, name: 'Amara Okafor' });
    expect((await uploaded(app, expert)).patient).toBeNull();
    const res = await refusedWithNothingStored(async () =>
      upload(app, expert, await drawnEmbryo(), { patient_id: String(nadia.user.id) }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: CONSULTATION_MESSAGES.patientNotFound });
  });

  it('refuses a patient naming anyone but herself', async () => {
    const res = await refusedWithNothingStored(async () =>
      upload(app, sofia, await drawnEmbryo(), { patient_id: String(nadia.user.id) }),
    );
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([
      { loc: ['body', 'patient_id'], msg: EMBRYO_MESSAGES.patientOnlyForProfessionals },
    ]);
  });

  it('checks the type by the bytes: a WebP, a text file named .jpg and a truncated JPEG are refused', async () => {
    const jpeg = await drawnEmbryo('jpeg');
    for (const [data, name, type] of [
      [await drawnEmbryo('webp'), 'embryo.webp', 'image/webp'],
      [Buffer.from('not a picture at all, only words'), 'embryo.jpg', 'image/jpeg'],
      [jpeg.subarray(0, jpeg.length / 2), 'embryo.jpg', 'image/jpeg'],
    ] as const) {
      const res = await refusedWithNothingStored(() => upload(app, sofia, data, {}, { name, type }));
      expect(res.statusCode, name).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'file'], msg: EMBRYO_MESSAGES.fileType }]);
    }
  });

  it('refuses a file of 10MB or more, and takes one a byte smaller as far as its size goes', async () => {
    const tooLarge = await refusedWithNothingStored(() =>
      upload(
        app,
        sofia,
        Buffer.alloc(EMBRYO_IMAGE_MAX_BYTES, 1),
        {},
        { name: 'big.jpg', type: 'image/jpeg' },
      ),
    );
    expect(tooLarge.statusCode).toBe(422);
    expect(issues(tooLarge)).toEqual([{ loc: ['body', 'file'], msg: EMBRYO_MESSAGES.fileTooLarge }]);
    const justUnder = await upload(
      app,
      sofia,
      Buffer.alloc(EMBRYO_IMAGE_MAX_BYTES - 1, 1),
      {},
      { name: 'big.jpg' },
    );
    expect(issues(justUnder)).toEqual([{ loc: ['body', 'file'], msg: EMBRYO_MESSAGES.fileType }]);
  });

  it('refuses a form without a file, a bad patient id and a label too long', async () => {
    const none = await refusedWithNothingStored(() => upload(app, sofia, null, { embryo_id: 'A1' }));
    expect(issues(none)).toEqual([{ loc: ['body', 'file'], msg: EMBRYO_MESSAGES.fileRequired }]);
    const json = await injectAs(app, sofia, 'POST', '/api/embryo/upload/', { file: 'x' });
    expect(json.statusCode).toBe(422);
    for (const [fields, field, msg] of [
      [{ patient_id: '0' }, 'patient_id', EMBRYO_MESSAGES.patientId],
      [{ patient_id: 'her' }, 'patient_id', EMBRYO_MESSAGES.patientId],
      [{ embryo_id: 'x'.repeat(51) }, 'embryo_id', EMBRYO_MESSAGES.label],
      [{ embryo_id: '   ' }, 'embryo_id', EMBRYO_MESSAGES.label],
    ] as const) {
      const res = await refusedWithNothingStored(async () =>
        upload(app, expert, await drawnEmbryo(), fields),
      );
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', field], msg }]);
    }
  });

  it('asks a patient for the plan that includes it, never a professional', async () => {
    await app.deps.db.db.update(plans).set({ isActive: false }).where(eq(plans.id, freePlanId));
    try {
      const res = await refusedWithNothingStored(async () => upload(app, nadia, await drawnEmbryo()));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        detail: SUBSCRIPTION_MESSAGES.notEntitled(PLAN_ENTITLEMENT_LABELS.embryo_analysis),
      });
      expect((await upload(app, expert, await drawnEmbryo())).statusCode).toBe(201);
    } finally {
      await app.deps.db.db.update(plans).set({ isActive: true }).where(eq(plans.id, freePlanId));
    }
  });

  it('refuses staff, and anyone without a token with the spec’s words', async () => {
    const admin = await createUserWithToken(app, { role: 'admin' });
    expect((await upload(app, admin, await drawnEmbryo())).statusCode).toBe(403);
    const anonymous = await upload(app, null, await drawnEmbryo());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: MESSAGES.authenticationRequired });
    const file = await injectAs(app, null, 'GET', '/api/embryo/images/1/file/');
    expect(file.json()).toEqual({ detail: MESSAGES.authenticationRequired });
    const badId = await injectAs(app, sofia, 'GET', '/api/embryo/images/0/file/');
    expect(issues(badId)).toEqual([{ loc: ['path', 'id'], msg: EMBRYO_MESSAGES.imageId }]);
  });
});
