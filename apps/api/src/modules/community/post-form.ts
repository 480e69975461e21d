import type { FastifyRequest } from 'fastify';
import { COMMUNITY_MESSAGES, postCreateSchema, type PostCreate } from '@fertilia/contracts';
import { parseFormFields, readMultipartForm } from '../../http/multipart-form';

export type PostForm = { input: PostCreate; image?: Buffer };

/**
 * The create call takes the multipart form of spec 02 §7 (tags as JSON text, the picture as `image`) or
 * the same fields as JSON. Either way the contract's schema checks the fields, and its messages leave as
 * a 422 in the FastAPI shape.
 */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  // The multipart limit stops the stream one byte past "under 5MB" (POST_IMAGE_MAX_BYTES).
  const { fields, file } = request.isMultipart()
    ? await readMultipartForm(request, { fileField: 'image', tooLarge: COMMUNITY_MESSAGES.imageTooLarge })
    : { fields: (request.body ?? {}) as Record<string, unknown>, file: undefined };
  return { input: parseFormFields(postCreateSchema, fields), image: file };
}
