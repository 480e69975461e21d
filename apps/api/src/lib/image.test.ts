import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { testCamera } from '../test/images';
import { reencodeAsWebp } from './image';

const picture = testCamera({ Copyright: 'owner-of-the-camera' });

describe('reencodeAsWebp', () => {
  it('fits the picture inside a box, or within a width when no height is given, never enlarging', async () => {
    const wide = await picture('png', 2000, 1000);
    expect(await sharp((await reencodeAsWebp(wide, { width: 512, height: 512 }))!).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 256,
    });
    const tall = await picture('jpeg', 1000, 3000);
    expect(await sharp((await reencodeAsWebp(tall, { width: 1600 }))!).metadata()).toMatchObject({
      width: 1000,
      height: 3000,
    });
    const small = await picture('webp', 40, 30);
    expect(await sharp((await reencodeAsWebp(small, { width: 1600 }))!).metadata()).toMatchObject({
      width: 40,
      height: 30,
    });
  });

  it('drops metadata and anything appended after the image', async () => {
    const smuggled = Buffer.concat([await picture('png', 64, 64), Buffer.from('<script>alert(1)</script>')]);
    const webp = (await reencodeAsWebp(smuggled, { width: 100 }))!;
    expect((await sharp(webp).metadata()).exif).toBeUndefined();
    expect(webp.includes('owner-of-the-camera')).toBe(false);
    expect(webp.includes('<script>')).toBe(false);
  });

  it('refuses what is not a whole JPEG, PNG or WebP', async () => {
    for (const input of [
      Buffer.from('<?php echo 1; ?>'),
      Buffer.alloc(0),
      await picture('gif', 20, 20),
      (await picture('jpeg', 400, 300)).subarray(0, 150),
    ]) {
      expect(await reencodeAsWebp(input, { width: 100 })).toBeUndefined();
    }
  });
});
