import { z } from 'zod';
import { messageResponse } from '../common';
import { access, endpoint } from '../endpoint';
import {
  EMBRYO_IMAGE_MAX_BYTES,
  embryoAnalysisCreateSchema,
  embryoAnalysisIdParam,
  embryoAnalysisPageSchema,
  embryoAnalysisSchema,
  embryoAnalyzeSchema,
  embryoImageIdParam,
  embryoImageSchema,
  embryoListQuery,
  embryoReviewSchema,
  embryoUploadFieldsSchema,
} from '../embryo';
import { MESSAGES } from '../messages';

const tags = ['embryo'];
/** ADR 021: patients analyse their own embryos; experts and doctors their own uploads and their patients'. */
const analysts = access.roles('patient', 'expert', 'doctor');
/** Spec 02 §6: embryo calls fail with 'Authentication required' when there is no token. */
const missingTokenMessage = MESSAGES.authenticationRequired;
/** The picture and the form's few text fields. */
const UPLOAD_BODY_LIMIT = EMBRYO_IMAGE_MAX_BYTES + 64 * 1024;

/** Spec 02 §7 Embryo: upload, analyse, list, read, review and delete (ADR 021). */
export const embryoApi = {
  upload: endpoint({
    method: 'POST',
    path: '/api/embryo/upload/',
    access: analysts,
    missingTokenMessage,
    tags,
    summary: 'Upload a picture of an embryo (multipart field "file": JPEG or PNG under 10MB)',
    description:
      'The type is checked by decoding the bytes; the picture is re-encoded without its metadata and stored privately. A professional may name patient_id (a patient of hers) and embryo_id (the clinic’s label).',
    multipart: true,
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: embryoUploadFieldsSchema,
    responses: { 201: embryoImageSchema },
  }),
  imageFile: endpoint({
    method: 'GET',
    path: '/api/embryo/images/:id/file/',
    access: analysts,
    missingTokenMessage,
    tags,
    summary: 'The stored picture (image/webp), for whoever may read its analysis; never cached by others',
    params: embryoImageIdParam,
    produces: 'image/webp',
    responses: { 200: z.string().describe('The picture, as WebP bytes') },
  }),
  analyze: endpoint({
    method: 'POST',
    path: '/api/embryo/analyze/',
    access: analysts,
    missingTokenMessage,
    tags,
    summary: 'Run the analysis of an image again, with the age and day it was started with',
    body: embryoAnalyzeSchema,
    responses: { 202: embryoAnalysisSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/embryo/analyses/',
    access: analysts,
    missingTokenMessage,
    tags,
    summary: 'Analyses I may read, newest first (20 a page); patient_id narrows to one patient',
    query: embryoListQuery,
    responses: { 200: embryoAnalysisPageSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/embryo/analyses/',
    access: analysts,
    missingTokenMessage,
    tags,
    summary: 'Start the analysis of an uploaded image (status analyzing; progress arrives live)',
    body: embryoAnalysisCreateSchema,
    responses: { 201: embryoAnalysisSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/embryo/analyses/:id/',
    access: analysts,
    missingTokenMessage,
    tags,
    summary: 'One analysis, for its uploader, its patient or her professional (404 for anyone else)',
    params: embryoAnalysisIdParam,
    responses: { 200: embryoAnalysisSchema },
  }),
  review: endpoint({
    method: 'PUT',
    path: '/api/embryo/analyses/:id/',
    access: access.roles('expert', 'doctor'),
    missingTokenMessage,
    tags,
    summary: 'Confirm or correct the grade, with a comment (an expert or doctor who may read it)',
    description:
      'The grade must be on the analysis’s scale (Gardner such as 4AA, or Istanbul 1–3). The grade the analysis shows becomes the reviewer’s; ours stays as ai_grade, and both are kept in the audit log.',
    params: embryoAnalysisIdParam,
    body: embryoReviewSchema,
    responses: { 200: embryoAnalysisSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/embryo/analyses/:id/',
    access: analysts,
    missingTokenMessage,
    tags,
    summary: 'Delete an analysis and its picture (its uploader or its patient)',
    params: embryoAnalysisIdParam,
    responses: { 200: messageResponse },
  }),
};
