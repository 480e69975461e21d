import { z } from 'zod';
import { ROLES, SELF_REGISTER_ROLES, USER_STATUSES } from './roles';

export const roleSchema = z.enum(ROLES);
export const selfRegisterRoleSchema = z.enum(SELF_REGISTER_ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
