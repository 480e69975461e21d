import {
  adminRoleChangeSchema,
  adminStatusChangeSchema,
  adminUserDetailResponse,
  adminUserListResponse,
  adminUserSearchSchema,
  cacheBusterQuery,
} from '../admin';
import { idParam, messageResponse } from '../common';
import { access, endpoint } from '../endpoint';
import {
  planInputSchema,
  planListResponse,
  planPriceInputSchema,
  planPriceSchema,
  planPriceUpdateSchema,
  planSchema,
  planUpdateSchema,
} from '../plans';
import { userSchema } from '../user';

const userTags = ['admin'];
const planTags = ['admin', 'plans'];
const userManagers = access.permission('users');
const planManagers = access.permission('plans');

/**
 * Spec 01 §6–§7, the back office: user management (permission 'users') and the plan catalogue (permission
 * 'plans'). `/plans/prices/:id` and `/plans/:id` coexist because the router matches the static `prices`
 * segment before the `:id` parameter.
 */
export const adminApi = {
  searchUsers: endpoint({
    method: 'POST',
    path: '/api/admin/users',
    access: userManagers,
    tags: userTags,
    summary: 'Search users by text, role and status',
    query: cacheBusterQuery,
    body: adminUserSearchSchema,
    responses: { 200: adminUserListResponse },
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: userManagers,
    tags: userTags,
    summary: 'One user with their recent audit events',
    params: idParam,
    query: cacheBusterQuery,
    responses: { 200: adminUserDetailResponse },
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    access: userManagers,
    tags: userTags,
    summary: "Change a user's role (staff roles: super admin only); ends their sessions",
    params: idParam,
    body: adminRoleChangeSchema,
    responses: { 200: userSchema },
  }),
  changeStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/status',
    access: userManagers,
    tags: userTags,
    summary: 'Suspend or reactivate a user; suspension ends their sessions at once',
    params: idParam,
    body: adminStatusChangeSchema,
    responses: { 200: userSchema },
  }),
  plans: endpoint({
    method: 'GET',
    path: '/api/admin/plans',
    access: planManagers,
    tags: planTags,
    summary: 'Every plan with every price, active or not',
    query: cacheBusterQuery,
    responses: { 200: planListResponse },
  }),
  plan: endpoint({
    method: 'GET',
    path: '/api/admin/plans/:id',
    access: planManagers,
    tags: planTags,
    summary: 'One plan with its prices',
    params: idParam,
    query: cacheBusterQuery,
    responses: { 200: planSchema },
  }),
  createPlan: endpoint({
    method: 'POST',
    path: '/api/admin/plans',
    access: planManagers,
    tags: planTags,
    summary: 'Create a plan',
    body: planInputSchema,
    responses: { 201: planSchema },
  }),
  updatePlan: endpoint({
    method: 'PUT',
    path: '/api/admin/plans/:id',
    access: planManagers,
    tags: planTags,
    summary: 'Change any of a plan’s fields',
    params: idParam,
    body: planUpdateSchema,
    responses: { 200: planSchema },
  }),
  deletePlan: endpoint({
    method: 'DELETE',
    path: '/api/admin/plans/:id',
    access: planManagers,
    tags: planTags,
    summary: 'Delete a plan and its prices',
    params: idParam,
    responses: { 200: messageResponse },
  }),
  addPrice: endpoint({
    method: 'POST',
    path: '/api/admin/plans/:id/prices',
    access: planManagers,
    tags: planTags,
    summary: 'Add a price to a plan',
    params: idParam,
    body: planPriceInputSchema,
    responses: { 201: planPriceSchema },
  }),
  updatePrice: endpoint({
    method: 'PUT',
    path: '/api/admin/plans/prices/:id',
    access: planManagers,
    tags: planTags,
    summary: 'Change a price',
    params: idParam,
    body: planPriceUpdateSchema,
    responses: { 200: planPriceSchema },
  }),
  deletePrice: endpoint({
    method: 'DELETE',
    path: '/api/admin/plans/prices/:id',
    access: planManagers,
    tags: planTags,
    summary: 'Delete a price',
    params: idParam,
    responses: { 200: messageResponse },
  }),
};
