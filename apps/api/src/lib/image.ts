import sharp from 'sharp';

/** What an upload may be unless a caller narrows it (embryo pictures: JPEG or PNG, spec 02). */
const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type UploadFormat = (typeof ACCEPTED_FORMATS)[number];
/** Refuses decompression bombs: a small file that claims a gigantic canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

/** The box a stored picture fits in; without a height, only the width is bounded. */
export type ImageBounds = { width: number; height?: number };
export type ReencodeOptions = { formats?: readonly UploadFormat[]; quality?: number };

/**
 * Decodes an uploaded picture and re-encodes it as WebP within `bounds`, never enlarged. The decode proves
 * the bytes really are one of `formats` (JPEG, PNG or WebP by default) whatever the file name or declared type says, and the re-encode
 * drops every piece of metadata (EXIF location, camera, comments) and anything appended to the image.
 * Returns undefined for anything else.
 */
export async function reencodeAsWebp(
  input: Buffer,
  bounds: ImageBounds,
  { formats = ACCEPTED_FORMATS, quality = WEBP_QUALITY }: ReencodeOptions = {},
): Promise<Buffer | undefined> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !(formats as readonly string[]).includes(format)) return undefined;
    return await image
      .rotate() // apply the EXIF orientation before it is discarded
      .resize(bounds.width, bounds.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  } catch {
    return undefined;
  }
}
