import sharp from 'sharp';

export type PhotoFormat = 'png' | 'jpeg' | 'webp' | 'gif';
export type Exif = { Copyright: string; ImageDescription?: string };

/**
 * A camera for upload tests: every shot is a picture of `width`×`height` pixels in `format` carrying the
 * EXIF fields of `exif` (a copyright, where it was taken), which every upload must strip before serving.
 */
export const testCamera =
  (exif: Exif, size = { width: 2400, height: 1200 }) =>
  (format: PhotoFormat, width = size.width, height = size.height): Promise<Buffer> =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } })
      .withExif({ IFD0: exif })
      .toFormat(format)
      .toBuffer();
