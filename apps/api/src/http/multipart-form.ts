import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES, invalidField, invalidFields, type ValidationErrorItem } from '@fertilia/contracts';
import { refuseControlCharactersIn } from './route';

const isFileTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart form: text fields by name and the one file field `fileField` (an empty file counts as
 * none). The multipart plugin's `fileSize` limit stops the stream one byte past the largest accepted file, and
 * that becomes a 422 on the field with `tooLarge`; any other file field is drained and ignored.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField, tooLarge }: { fileField: string; tooLarge: string },
): Promise<{ fields: Record<string, unknown>; file?: Buffer }> {
  const fields: Record<string, unknown> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
    } else if (part.fieldname === fileField) {
      try {
        file = await part.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error)) throw invalidField('body', fileField, tooLarge);
        throw error;
      }
    } else {
      part.file.resume();
    }
  }
  return { fields, file: file && file.length > 0 ? file : undefined };
}

/** Checks a form's text fields with the contract's schema; its messages leave as a 422 in the FastAPI shape. */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
): z.output<S> {
  refuseControlCharactersIn('body', fields);
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const detail: ValidationErrorItem[] = parsed.error.issues.map((issue) => ({
    loc: ['body', ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
    msg: issue.message || MESSAGES.validationError,
    type: issue.code,
  }));
  throw invalidFields(detail);
}
