import { useMutation } from '@tanstack/react-query';
import {
  API_VERSION,
  MESSAGES,
  embryoApi,
  embryoImageSchema,
  type EmbryoImage,
  type EmbryoUploadFields,
} from '@fertilia/contracts';
import { ApiError, refreshAccessToken } from '@/lib/api-client';
import { errorFromResponse } from '@/lib/api-error';
import { getCsrfToken, getSession, setCsrfToken } from '@/lib/session';

export interface UploadInput {
  file: File;
  fields: EmbryoUploadFields;
  /** 0–1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The text fields first, so the server reads them before the picture's bytes. */
function formOf({ file, fields }: UploadInput): FormData {
  const body = new FormData();
  if (fields.patient_id !== undefined) body.append('patient_id', String(fields.patient_id));
  if (fields.embryo_id) body.append('embryo_id', fields.embryo_id);
  body.append('file', file);
  return body;
}

const headersOf = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
};

/**
 * One exchange over XMLHttpRequest, the browser API that reports upload progress (fetch does not). The
 * headers are those the api-client sends: the API version, the CSRF token, the bearer token.
 */
function send(
  input: UploadInput,
  token: string | null,
): Promise<{ status: number; headers: Headers; data: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(embryoApi.upload.method, embryoApi.upload.path);
    xhr.setRequestHeader('X-API-Version', API_VERSION);
    const csrf = getCsrfToken();
    if (csrf) xhr.setRequestHeader('X-CSRF-Token', csrf);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = headersOf(xhr.getAllResponseHeaders());
      const csrfFromServer = headers.get('X-CSRF-Token');
      if (csrfFromServer) setCsrfToken(csrfFromServer);
      let data: unknown = undefined;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = xhr.responseText;
      }
      resolve({ status: xhr.status, headers, data });
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, kind: 'network', message: MESSAGES.networkConnectionFailed }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formOf(input));
  });
}

/**
 * POST /api/embryo/upload/ with the upload's progress. Like every call of the api-client: a 401 earns one
 * refresh (the api-client's, shared with the other calls) and one retry; failures are the same ApiErrors; the
 * answer is checked against the contract.
 */
export async function uploadEmbryoImage(input: UploadInput): Promise<EmbryoImage> {
  const token = getSession().accessToken;
  let answer = await send(input, token);
  if (answer.status === 401 && token) {
    const stored = getSession().accessToken;
    const fresh = stored && stored !== token ? stored : await refreshAccessToken();
    input.onProgress?.(0);
    answer = await send(input, fresh);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw errorFromResponse(
      new Response(null, { status: answer.status, headers: answer.headers }),
      answer.data,
    );
  }
  return embryoImageSchema.parse(answer.data);
}

export const useUploadEmbryoImage = () => useMutation({ mutationFn: uploadEmbryoImage });
