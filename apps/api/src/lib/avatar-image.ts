import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const AVATAR_MAX_SIDE = 512;
/** Refuses decompression bombs: a small file that claims a gigantic canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded picture and re-encodes it as WebP within `bounds`. The decode proves the bytes really
 * are a JPEG, PNG or WebP whatever the file name or declared type says, and the re-encode drops every piece
 * of metadata (EXIF location, camera, comments) and anything appended to the image. Returns undefined for
 * anything else.
 */
export async function reencodeImage(
  input: Buffer,
  bounds: { width: number; height?: number },
): Promise<Buffer | undefined> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return undefined;
    return await image
      .rotate() // apply the EXIF orientation before it is discarded
      .resize(bounds.width, bounds.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** A profile picture: WebP of at most 512×512. */
export const normalizeAvatar = (input: Buffer): Promise<Buffer | undefined> =>
  reencodeImage(input, { width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE });
