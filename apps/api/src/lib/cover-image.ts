import { BLOG_IMAGE_MAX_WIDTH, BLOG_IMAGE_URL_PREFIX } from '@fertilia/contracts';
import { reencodeImage } from './avatar-image';
import { imageStore } from './avatar-store';

/** A blog cover: WebP at most 1600 px wide (height follows), or undefined when the bytes are no image. */
export const normalizeCover = (input: Buffer): Promise<Buffer | undefined> =>
  reencodeImage(input, { width: BLOG_IMAGE_MAX_WIDTH });

/** Blog covers in `<dataDir>/uploads/blog`, served by modules/media under /api/media/blog/. */
export const coverStore = (dataDir: string) => imageStore(dataDir, 'blog', BLOG_IMAGE_URL_PREFIX);
export type CoverStore = ReturnType<typeof coverStore>;
