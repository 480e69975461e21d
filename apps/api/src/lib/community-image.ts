import { POST_IMAGE_MAX_WIDTH, POST_IMAGE_URL_PREFIX } from '@fertilia/contracts';
import { reencodeImage } from './avatar-image';
import { imageStore } from './avatar-store';

/** A community post picture: WebP at most 1600 px wide, or undefined when the bytes are no image. */
export const normalizePostImage = (input: Buffer): Promise<Buffer | undefined> =>
  reencodeImage(input, { width: POST_IMAGE_MAX_WIDTH });

/** Post pictures in `<dataDir>/uploads/community`, served by modules/media under /api/media/community/. */
export const postImageStore = (dataDir: string) => imageStore(dataDir, 'community', POST_IMAGE_URL_PREFIX);
