import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { changeRole, changeStatus, listUsers, userDetail } from './service';

/** Back-office user management (permission 'users'). */
export const adminUserRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminApi.searchUsers, (ctx, { body }) => listUsers(ctx, body));
  route(app, adminApi.user, (ctx, { params }) => userDetail(ctx, params.id));
  route(app, adminApi.changeRole, (ctx, { params, body }) =>
    changeRole(ctx, { id: params.id, role: body.role }),
  );
  route(app, adminApi.changeStatus, (ctx, { params, body }) =>
    changeStatus(ctx, { id: params.id, status: body.status }),
  );
};
