import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const AVATAR_MAX_SIDE = 512;
/** Refuses decompression bombs: a small file that claims a gigantic canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded picture and re-encodes it as WebP of at most 512×512. The decode proves the bytes
 * really are a JPEG, PNG or WebP whatever the file name or declared type says, and the re-encode drops
 * every piece of metadata (EXIF location, camera, comments). Returns undefined for anything else.
 */
export async function normalizeAvatar(input: Buffer): Promise<Buffer | undefined> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return undefined;
    return await image
      .rotate() // apply the EXIF orientation before it is discarded
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
