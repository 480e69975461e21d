import sharp from 'sharp';
import type { ClinicModelManifest } from './manifest';

/**
 * One picture as the model's input: decoded by sharp (any format it reads), turned upright, brought to the
 * manifest's size (`cover` by default: scaled and cropped from the centre so the embryo stays round; `fill`
 * stretches), made greyscale or RGB, then normalised per channel as (pixel / 255 − mean) / std and laid out
 * NCHW (all of channel 0, then channel 1…). sharp hands back interleaved 8-bit pixels and its `linear` would
 * round the result back to 8 bits, so the last step, a single pass, is ours.
 */
export async function pictureToInput(
  image: Buffer,
  input: ClinicModelManifest['input'],
): Promise<Float32Array> {
  const { width, height, channels, mean, std } = input;
  const resized = sharp(image).rotate().resize(width, height, { fit: input.resize, position: 'centre' });
  const coloured = channels === 1 ? resized.greyscale() : resized.toColourspace('srgb');
  const { data, info } = await coloured
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== channels || info.width !== width || info.height !== height) {
    throw new Error(
      `The picture came out ${info.width}×${info.height}×${info.channels}, not ${width}×${height}×${channels}`,
    );
  }
  const plane = width * height;
  const tensor = new Float32Array(plane * channels);
  for (let c = 0; c < channels; c++) {
    const m = mean[c]!;
    const s = std[c]!;
    for (let p = 0; p < plane; p++) tensor[c * plane + p] = (data[p * channels + c]! / 255 - m) / s;
  }
  return tensor;
}
