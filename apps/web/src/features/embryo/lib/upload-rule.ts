import { EMBRYO_IMAGE_MAX_BYTES, EMBRYO_MESSAGES } from '@fertilia/contracts';
import { uploadProblem } from '@/lib/upload';

/** What the upload accepts; the server checks the bytes themselves, this spares her a slow refused transfer. */
export const EMBRYO_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** What is wrong with the chosen file, in the contract's words, or null when it may go. */
export const embryoImageProblem = (file: File): string | null =>
  uploadProblem(file, {
    types: EMBRYO_IMAGE_TYPES,
    // "Under 10MB": a file of exactly the limit is refused, and uploadProblem lets the limit itself through.
    maxBytes: EMBRYO_IMAGE_MAX_BYTES - 1,
    wrongType: EMBRYO_MESSAGES.fileType,
    tooLarge: EMBRYO_MESSAGES.fileTooLarge,
  });
