import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.js';
import { PasswordSchema } from './password-policy.js';
import { AccountRoleSchema } from './role-schemas.js';

export const USER_STATUSES = ['enabled', 'disabled'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);

/** A user account as the back office sees it (never with secrets). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  organization: z.string().nullable(),
  role: AccountRoleSchema,
  status: UserStatusSchema,
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
export const UserPageSchema = pageOf(UserSchema);

export const USER_SORT_FIELDS = ['createdAt', 'email', 'name', 'lastLoginAt'] as const;

export const UserListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  role: AccountRoleSchema.optional(),
  status: UserStatusSchema.optional(),
  sortField: z.enum(USER_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

const name = z.string().trim().min(1, { error: 'validation.required' }).max(50);
const phone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, { error: 'validation.phone' })
  .nullable()
  .optional();
const organization = z.string().trim().max(100).nullable().optional();

/** Basic information an admin edits (`/account/infosOperation`). */
export const UserUpdateInputSchema = z.object({ name, phone, organization, role: AccountRoleSchema });
export type UserUpdateInput = z.infer<typeof UserUpdateInputSchema>;

export const UserCreateInputSchema = UserUpdateInputSchema.extend({
  email: z.string().trim().toLowerCase().max(254).email({ error: 'validation.email' }),
  password: PasswordSchema,
});
export type UserCreateInput = z.infer<typeof UserCreateInputSchema>;

export const UserStatusInputSchema = z.object({ status: UserStatusSchema });
export const ResetPasswordInputSchema = z.object({ password: PasswordSchema });
export const IdParamsSchema = z.object({ id: z.string().uuid({ error: 'error.userNotFound' }) });
