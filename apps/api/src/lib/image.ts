import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: a small file that claims a gigantic canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

/** The box a stored picture fits in; without a height, only the width is bounded. */
export type ImageBounds = { width: number; height?: number };

/**
 * Decodes an uploaded picture and re-encodes it as WebP within `bounds`, never enlarged. The decode proves
 * the bytes really are a JPEG, PNG or WebP whatever the file name or declared type says, and the re-encode
 * drops every piece of metadata (EXIF location, camera, comments) and anything appended to the image.
 * Returns undefined for anything else.
 */
export async function reencodeAsWebp(input: Buffer, bounds: ImageBounds): Promise<Buffer | undefined> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return undefined;
    return await image
      .rotate() // apply the EXIF orientation before it is discarded
      .resize(bounds.width, bounds.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    return undefined;
  }
}
