import { z } from 'zod';
import { access, endpoint } from '../endpoint';

const tags = ['media'];
/** A stored picture's name: 128 random bits, so pictures can be neither listed nor guessed. */
const mediaNameParam = z.object({ name: z.string() });
const webpImage = z.string().describe('The picture, as WebP bytes');

/**
 * Uploaded pictures, public to whoever holds the URL: an <img> cannot send a bearer token. The browser may
 * cache them for a day, shared caches may not.
 */
export const mediaApi = {
  avatar: endpoint({
    method: 'GET',
    path: '/api/media/avatars/:name',
    access: access.public,
    tags,
    summary: 'A profile picture uploaded through /api/auth/profile/picture (image/webp)',
    params: mediaNameParam,
    produces: 'image/webp',
    responses: { 200: webpImage },
  }),
  blogCover: endpoint({
    method: 'GET',
    path: '/api/media/blog/:name',
    access: access.public,
    tags,
    summary: 'A blog cover uploaded through /api/blog/images (image/webp)',
    params: mediaNameParam,
    produces: 'image/webp',
    responses: { 200: webpImage },
  }),
  communityImage: endpoint({
    method: 'GET',
    path: '/api/media/community/:name',
    access: access.public,
    tags,
    summary: 'A community post picture uploaded with POST /api/community/posts/ (image/webp)',
    params: mediaNameParam,
    produces: 'image/webp',
    responses: { 200: webpImage },
  }),
};
