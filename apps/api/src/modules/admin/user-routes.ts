import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRoleChangeSchema,
  adminStatusChangeSchema,
  adminUserDetailResponse,
  adminUserListResponse,
  adminUserSearchSchema,
  idParam,
  userSchema,
} from '@fertilia/contracts';
import { authOf, requireAuth, requirePermission } from '../../plugins/auth';
import { cacheBusterQuery } from './cache-buster';
import { changeRole, changeStatus, listUsers, userDetail } from './service';

const guarded = { preHandler: [requireAuth, requirePermission('users')] };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** Back-office user management (permission 'users'). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Search users by text, role and status',
        querystring: cacheBusterQuery,
        body: adminUserSearchSchema,
        response: { 200: adminUserListResponse },
      },
    },
    async (request) => listUsers(app.deps, request.body),
  );

  app.get(
    '/users/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'One user with their recent audit events',
        params: idParam,
        querystring: cacheBusterQuery,
        response: { 200: adminUserDetailResponse },
      },
    },
    async (request) => userDetail(app.deps, request.params.id),
  );

  app.put(
    '/users/:id/role',
    {
      ...guarded,
      schema: {
        ...common,
        summary: "Change a user's role (staff roles: super admin only); ends their sessions",
        params: idParam,
        body: adminRoleChangeSchema,
        response: { 200: userSchema },
      },
    },
    async (request) =>
      changeRole(
        app.deps,
        { user: authOf(request).user, ip: request.ip },
        request.params.id,
        request.body.role,
      ),
  );

  app.put(
    '/users/:id/status',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Suspend or reactivate a user; suspension ends their sessions at once',
        params: idParam,
        body: adminStatusChangeSchema,
        response: { 200: userSchema },
      },
    },
    async (request) =>
      changeStatus(
        app.deps,
        { user: authOf(request).user, ip: request.ip },
        request.params.id,
        request.body.status,
      ),
  );
};
