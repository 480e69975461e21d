import type { Context } from '../../http/context';
import { abandonedImages, deleteImage } from './embryo-repo';

/** Recurring: pictures uploaded but never analysed are removed after a day (an abandoned upload). */
export const EMBRYO_SWEEP_JOB = 'embryo.sweep-abandoned-uploads';
export const EMBRYO_SWEEP_INTERVAL_MS = 60 * 60_000;
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 100;

/**
 * A picture nobody started an analysis of within a day is health data with no purpose left: it goes, row
 * and file. The row goes first, so a file left by a crash names nothing and is never served.
 */
export async function removeAbandonedUploads(ctx: Context): Promise<void> {
  const before = new Date(ctx.clock.now().getTime() - ABANDONED_AFTER_MS);
  const images = await abandonedImages(ctx.db, before, BATCH);
  for (const image of images) {
    await deleteImage(ctx.db, image.id);
    await ctx.deps.storage.remove('embryo', image.storageName);
  }
  if (images.length > 0) ctx.log.info({ removed: images.length }, 'abandoned embryo uploads removed');
}
