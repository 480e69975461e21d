import { readFile } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import {
  embryoAnalysisSchema,
  embryoImageSchema,
  type EmbryoAnalysis,
  type EmbryoImage,
} from '@fertilia/contracts';
import { injectAs } from '../../test/http';
import { multipartForm, type FormPart } from '../../test/multipart';
import type { TestUser } from '../../test/users';

export const UPLOAD = '/api/embryo/upload/';
export const ANALYSES = '/api/embryo/analyses/';
export const ANALYZE = '/api/embryo/analyze/';

/** A real day-5 blastocyst of the STORK study (bench/embryo/images, MIT licence), graded 3AA by embryologists. */
export const storkBlastocyst = () =>
  readFile(new URL('../../../../../bench/embryo/images/good_23765483_0_3AA.jpg', import.meta.url));

/**
 * A drawn picture shaped like an embryo on a dish (a ring for the zona, a disc inside), with camera metadata
 * that must not survive the upload.
 */
export const drawnEmbryo = (format: 'png' | 'jpeg' | 'webp' = 'png', size = 640) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
        <rect width="100%" height="100%" fill="#b8b8b8"/>
        <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.32}" fill="#9a9a9a" stroke="#4a4a4a" stroke-width="${size * 0.03}"/>
        <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.22}" fill="#d0d0d0"/>
      </svg>`,
    ),
  )
    .withExif({ IFD0: { ImageDescription: 'patient 4411 embryo 2', Copyright: 'clinic-scope-3' } })
    .toFormat(format)
    .toBuffer();

/** Uploads `data` as the multipart field `file`, with any text fields. */
export function upload(
  app: FastifyInstance,
  who: TestUser | null,
  data: Buffer | null,
  fields: Record<string, string> = {},
  file: { name?: string; type?: string } = {},
): Promise<LightMyRequestResponse> {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (data)
    parts.push({ name: 'file', filename: file.name ?? 'embryo.png', type: file.type ?? 'image/png', data });
  const form = multipartForm(parts);
  return app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...(who ? who.auth : {}), ...form.headers },
    payload: form.payload,
  });
}

export async function uploaded(
  app: FastifyInstance,
  who: TestUser,
  data?: Buffer,
  fields: Record<string, string> = {},
): Promise<EmbryoImage> {
  const res = await upload(app, who, data ?? (await drawnEmbryo()), fields);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return embryoImageSchema.parse(res.json());
}

export async function started(
  app: FastifyInstance,
  who: TestUser,
  imageId: number,
  input: { patient_age?: number; day_of_development?: number } = {},
): Promise<EmbryoAnalysis> {
  const res = await injectAs(app, who, 'POST', ANALYSES, {
    image_id: imageId,
    patient_age: 34,
    day_of_development: 5,
    ...input,
  });
  if (res.statusCode !== 201) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
  return embryoAnalysisSchema.parse(res.json());
}

export async function read(app: FastifyInstance, who: TestUser, id: number): Promise<EmbryoAnalysis> {
  const res = await injectAs(app, who, 'GET', `${ANALYSES}${id}/`);
  if (res.statusCode !== 200) throw new Error(`read answered ${res.statusCode}: ${res.body}`);
  return embryoAnalysisSchema.parse(res.json());
}
