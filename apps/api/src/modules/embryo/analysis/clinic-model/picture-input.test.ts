import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ClinicModelManifest } from './manifest';
import { pictureToInput } from './picture-input';

const grey: ClinicModelManifest['input'] = {
  width: 4,
  height: 3,
  channels: 1,
  mean: [0],
  std: [1],
  layout: 'NCHW',
  resize: 'cover',
};
const rgb: ClinicModelManifest['input'] = { ...grey, channels: 3, mean: [0, 0, 0], std: [1, 1, 1] };
const solid = (
  background: string | { r: number; g: number; b: number; alpha: number },
  channels: 3 | 4 = 3,
) =>
  sharp({ create: { width: 10, height: 10, channels, background } })
    .png()
    .toBuffer();

describe('a picture as the model input', () => {
  it('lays RGB out NCHW: all of red, then all of green, then all of blue', async () => {
    const tensor = await pictureToInput(await solid('#ff8000'), rgb);
    expect(tensor).toHaveLength(3 * 4 * 3);
    const plane = 4 * 3;
    expect([...tensor.slice(0, plane)].every((v) => v === 1)).toBe(true);
    expect([...tensor.slice(plane, 2 * plane)].every((v) => v === Math.fround(128 / 255))).toBe(true);
    expect([...tensor.slice(2 * plane)].every((v) => v === 0)).toBe(true);
  });

  it('normalises each channel with its own mean and std', async () => {
    const tensor = await pictureToInput(await solid('#ffffff'), {
      ...rgb,
      mean: [0.5, 0.25, 0],
      std: [0.5, 0.25, 2],
    });
    expect([tensor[0], tensor[12], tensor[24]]).toEqual([1, 3, 0.5]);
  });

  it('gives one greyscale channel, dropping transparency', async () => {
    const tensor = await pictureToInput(await solid({ r: 255, g: 255, b: 255, alpha: 0.3 }, 4), grey);
    expect(tensor).toHaveLength(4 * 3);
    expect([...tensor].every((v) => v === 1)).toBe(true);
  });

  it('scales a 16-bit picture to 0–255 rather than clipping it', async () => {
    const deep = await sharp(new Uint16Array(10 * 10).fill(32768), {
      raw: { width: 10, height: 10, channels: 1 },
    })
      .toColourspace('grey16')
      .png()
      .toBuffer();
    const tensor = await pictureToInput(deep, grey);
    expect(tensor[0]).toBeGreaterThan(0.4);
    expect(tensor[0]).toBeLessThan(0.6);
  });
});
