import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { stageOfDay, type Role } from '@fertilia/contracts';
import { inTransaction, type Context } from '../../http/context';
import { API_ROOT } from '../../paths';
import { DEMO_ACCOUNTS, findUserWithEmail } from '../users/service';
import { queueAnalysis } from './analysis-job';
import { analysisPage, insertAnalysis, insertImage, readableBy, setImageStatus } from './embryo-repo';
import { storablePicture } from './picture';

/** The evaluation's real images (STORK, MIT licence); the demo shows three of them. */
export const STORK_IMAGES_DIR = path.resolve(API_ROOT, '../../bench/embryo/images');

/** Two good blastocysts and a poor one, as the embryologists graded them, for the demo patient. */
const DEMO_EMBRYOS = [
  { file: 'good_23765483_0_3AA.jpg', label: 'Cycle 2 · E1' },
  { file: 'good_33996213_0_3AB.jpg', label: 'Cycle 2 · E2' },
  { file: 'poor_27002081_0_1BB.jpg', label: 'Cycle 2 · E3' },
] as const;
const DEMO_AGE = 34;
const DEMO_DAY = 5;

const emailOf = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)?.email;

/**
 * Seeds, on a development start after the demo accounts, three day-5 embryos the demo expert uploaded for the
 * demo patient, their analyses queued for the jobs runner (so the first start shows them moving to analysed).
 * Idempotent: nothing is written once she has any embryo picture; skipped when the images are not present.
 */
export async function seedDemoEmbryos(ctx: Context): Promise<number> {
  const [patientEmail, expertEmail] = [emailOf('patient'), emailOf('expert')];
  if (!patientEmail || !expertEmail) return 0;
  const [patient, expert] = [
    await findUserWithEmail(ctx, patientEmail),
    await findUserWithEmail(ctx, expertEmail),
  ];
  if (!patient || !expert) return 0;
  const existing = await analysisPage(ctx.db, readableBy(patient.id, { professional: false }), {
    skip: 0,
    limit: 1,
  });
  if (existing.total > 0) return 0;
  const pictures = await Promise.all(
    DEMO_EMBRYOS.map(async (embryo) => ({
      ...embryo,
      bytes: await readFile(path.join(STORK_IMAGES_DIR, embryo.file)).catch(() => null),
    })),
  );
  if (pictures.some((p) => !p.bytes)) return 0;
  let seeded = 0;
  for (const picture of pictures) {
    const stored = await storablePicture(picture.bytes!);
    if (!stored) continue;
    const storageName = await ctx.deps.storage.put('embryo', stored.webp, { contentType: 'image/webp' });
    await inTransaction(ctx, async (tx) => {
      const now = tx.clock.now();
      const image = await insertImage(tx.db, {
        uploadedById: expert.id,
        patientId: patient.id,
        embryoLabel: picture.label,
        storageName,
        width: stored.width,
        height: stored.height,
        now,
      });
      const analysis = await insertAnalysis(tx.db, {
        imageId: image.id,
        requestedById: expert.id,
        patientAge: DEMO_AGE,
        dayOfDevelopment: DEMO_DAY,
        developmentStage: stageOfDay(DEMO_DAY),
        progressLabel: 'Waiting to start',
        now,
      });
      await setImageStatus(tx.db, image.id, 'analyzing', now);
      await queueAnalysis(tx, analysis.id);
    });
    seeded++;
  }
  return seeded;
}
