import type { FastifyRequest } from 'fastify';
import {
  COMMUNITY_MESSAGES,
  MESSAGES,
  postCreateSchema,
  type PostCreate,
  type ValidationErrorItem,
  invalidField,
  invalidFields,
} from '@fertilia/contracts';
import { refuseControlCharactersIn } from '../../http/route';

export type PostForm = { input: PostCreate; image?: Buffer };

const isFileTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the multipart form: text fields by name, the one file field `image`. */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; image?: Buffer }> {
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'image') {
      try {
        // The multipart limit stops the stream one byte past "under 5MB" (POST_IMAGE_MAX_BYTES).
        image = await part.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error)) throw invalidField('body', 'image', COMMUNITY_MESSAGES.imageTooLarge);
        throw error;
      }
    } else {
      part.file.resume(); // an unexpected file field is drained and ignored
    }
  }
  return { fields, image: image && image.length > 0 ? image : undefined };
}

/**
 * The create call takes the multipart form of spec 02 §7 (tags as JSON text, the picture as `image`) or
 * the same fields as JSON. Either way the contract's schema checks the fields, and its messages leave as
 * a 422 in the FastAPI shape.
 */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  const { fields, image } = request.isMultipart()
    ? await readMultipart(request)
    : { fields: (request.body ?? {}) as Record<string, unknown>, image: undefined };
  refuseControlCharactersIn('body', fields);
  const parsed = postCreateSchema.safeParse(fields);
  if (!parsed.success) {
    const detail: ValidationErrorItem[] = parsed.error.issues.map((issue) => ({
      loc: ['body', ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
      msg: issue.message || MESSAGES.validationError,
      type: issue.code,
    }));
    throw invalidFields(detail);
  }
  return { input: parsed.data, image };
}
