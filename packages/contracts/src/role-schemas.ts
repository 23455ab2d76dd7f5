import { z } from 'zod';
import { ACCOUNT_ROLES, ROLES } from './roles.js';

export const RoleSchema = z.enum(ROLES);
export const AccountRoleSchema = z.enum(ACCOUNT_ROLES);
