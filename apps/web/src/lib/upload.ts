/** What an upload endpoint accepts, and what to say of a file it would refuse. */
export interface UploadRule {
  types: readonly string[];
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
}

/** The checks the server makes first, done before a slow transfer: what is wrong, or null when it may go. */
export function uploadProblem(file: File, rule: UploadRule): string | null {
  if (!rule.types.includes(file.type)) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}

/** A multipart body carrying one file under `file`, the field the single-file upload endpoints read. */
export function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}
