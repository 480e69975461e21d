import sharp from 'sharp';
import { EMBRYO_IMAGE_BOUNDS } from '@fertilia/contracts';
import { reencodeAsWebp } from '../../lib/image';

/** WebP at this quality keeps the cells' edges the analysis measures; the stored picture is the one analysed. */
const STORED_QUALITY = 92;

export type StoredPicture = { webp: Buffer; width: number; height: number };

/**
 * The picture as we keep it: decoded to prove it is a JPEG or PNG by its bytes (spec 02), within the bounds,
 * re-encoded without its metadata (camera, location, the clinic's notes). undefined for anything else.
 */
export async function storablePicture(upload: Buffer): Promise<StoredPicture | undefined> {
  const webp = await reencodeAsWebp(
    upload,
    { width: EMBRYO_IMAGE_BOUNDS, height: EMBRYO_IMAGE_BOUNDS },
    { formats: ['jpeg', 'png'], quality: STORED_QUALITY },
  );
  if (!webp) return undefined;
  const { width = 0, height = 0 } = await sharp(webp).metadata();
  return { webp, width, height };
}
