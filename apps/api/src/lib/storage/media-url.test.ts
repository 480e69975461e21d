import { describe, expect, it } from 'vitest';
import { BLOG_IMAGE_URL_PREFIX, POST_IMAGE_URL_PREFIX } from '@fertilia/contracts';
import { newStoredName } from './file-storage';
import { PUBLIC_MEDIA, mediaUrlOf, storedNameOf } from './media-url';

describe('media URLs of stored files', () => {
  const name = newStoredName('image/webp');

  it('serves each public area under its declared /api/media path', () => {
    expect(mediaUrlOf('avatars', name)).toBe(`/api/media/avatars/${name}`);
    expect(mediaUrlOf('blog', name)).toBe(`${BLOG_IMAGE_URL_PREFIX}${name}`);
    expect(mediaUrlOf('community', name)).toBe(`${POST_IMAGE_URL_PREFIX}${name}`);
    for (const [area, endpoint] of Object.entries(PUBLIC_MEDIA)) {
      expect(endpoint.path).toBe(`/api/media/${area}/:name`);
    }
  });

  it('finds the stored name back in its own area only', () => {
    expect(storedNameOf('avatars', mediaUrlOf('avatars', name))).toBe(name);
    expect(storedNameOf('blog', mediaUrlOf('avatars', name))).toBeUndefined();
    expect(storedNameOf('community', mediaUrlOf('blog', name))).toBeUndefined();
  });

  it('leaves alone every address that is not one of ours', () => {
    for (const url of [
      null,
      undefined,
      '',
      'https://images.example.org/me.png',
      `https://evil.example/api/media/avatars/${name}`,
      '/api/media/avatars/',
      '/api/media/avatars/short.webp',
      `/api/media/avatars/../blog/${name}`,
      `/api/media/avatars/${name}?x=1`,
      `/api/media/avatars/${name.replace('.webp', '.png')}`,
    ]) {
      expect(storedNameOf('avatars', url), String(url)).toBeUndefined();
    }
  });
});
