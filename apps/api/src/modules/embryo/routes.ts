import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  EMBRYO_IMAGE_MAX_BYTES,
  EMBRYO_MESSAGES,
  embryoApi,
  embryoUploadFieldsSchema,
  invalidField,
} from '@fertilia/contracts';
import { parseFormFields, readMultipartForm } from '../../http/multipart-form';
import { route } from '../../http/route';
import {
  deleteAnalysis,
  getAnalysis,
  imageFile,
  listAnalyses,
  reviewAnalysis,
  rerunAnalysis,
  startAnalysis,
  uploadImage,
} from './service';

/** Registered under /api: spec 02 §7's embryo calls and the private picture they show (ADR 021). */
export const embryoRoutes: FastifyPluginAsync = async (app) => {
  // "Under 10MB": the stream stops one byte short of 10 MiB and the form reader refuses it.
  await app.register(multipart, { limits: { fileSize: EMBRYO_IMAGE_MAX_BYTES - 1, files: 1, fields: 10 } });

  route(app, embryoApi.upload, async (ctx, _input, { request }) => {
    if (!request.isMultipart()) throw invalidField('body', 'file', EMBRYO_MESSAGES.fileRequired);
    const { fields, file } = await readMultipartForm(request, {
      fileField: 'file',
      tooLarge: EMBRYO_MESSAGES.fileTooLarge,
    });
    const form = parseFormFields(embryoUploadFieldsSchema, fields);
    return uploadImage(ctx, { file, patientId: form.patient_id, embryoLabel: form.embryo_id });
  });
  route(app, embryoApi.imageFile, async (ctx, { params }, { reply }) => {
    const bytes = await imageFile(ctx, params.id);
    // Health data: the API's default Cache-Control (no-store) stands, unlike the public media pictures.
    return reply.type(embryoApi.imageFile.produces).send(bytes);
  });
  route(app, embryoApi.analyze, (ctx, { body }) => rerunAnalysis(ctx, body.image_id));
  route(app, embryoApi.list, (ctx, { query }) => listAnalyses(ctx, query));
  route(app, embryoApi.create, (ctx, { body }) => startAnalysis(ctx, body));
  route(app, embryoApi.get, (ctx, { params }) => getAnalysis(ctx, params.id));
  route(app, embryoApi.review, (ctx, { params, body }) => reviewAnalysis(ctx, params.id, body));
  route(app, embryoApi.remove, (ctx, { params }) => deleteAnalysis(ctx, params.id));
};
