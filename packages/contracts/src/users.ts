import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.js';
import { PasswordSchema } from './password-policy.js';
import { AccountRoleSchema } from './role-schemas.js';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * The longest account name, a person's or a company's as the portal header shows it: every form
 * that sets one takes at most this, and an SSO login cuts the provider's name to it.
 */
export const ACCOUNT_NAME_MAX_LENGTH = 50;
/** The longest organisation an account names (the account forms' limit). */
export const ORGANIZATION_MAX_LENGTH = 100;
/** The longest keyword of the back office's account and authentication lists: part of a name or an address. */
export const ACCOUNT_KEYWORD_MAX_LENGTH = 100;

/** An email address, trimmed and lower-cased as accounts store it. */
export const EmailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, { error: 'validation.tooLong' })
  .email({ error: 'validation.email' });

export const USER_STATUSES = ['enabled', 'disabled'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);

/** A user account as the back office sees it (never with secrets). */
export const UserSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  email: z.string().max(TEXT_LIMITS.email),
  name: z.string().max(ACCOUNT_NAME_MAX_LENGTH),
  /** Masked (`138****5678`) everywhere but the logged detail view. */
  phone: z.string().max(TEXT_LIMITS.phone).nullable(),
  organization: z.string().max(ORGANIZATION_MAX_LENGTH).nullable(),
  role: AccountRoleSchema,
  status: UserStatusSchema,
  lockedUntil: z.string().max(TEXT_LIMITS.dateTime).nullable(),
  lastLoginAt: z.string().max(TEXT_LIMITS.dateTime).nullable(),
  createdAt: z.string().max(TEXT_LIMITS.dateTime),
  updatedAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type User = z.infer<typeof UserSchema>;
export const UserPageSchema = pageOf(UserSchema);

export const USER_SORT_FIELDS = ['createdAt', 'email', 'name', 'lastLoginAt'] as const;

export const UserListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(ACCOUNT_KEYWORD_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
  role: AccountRoleSchema.optional(),
  status: UserStatusSchema.optional(),
  sortField: z.enum(USER_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

const name = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(ACCOUNT_NAME_MAX_LENGTH, { error: 'validation.tooLong' });
const phone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, { error: 'validation.phone' })
  .max(TEXT_LIMITS.phone, { error: 'validation.tooLong' })
  .nullable()
  .optional();
const organization = z
  .string()
  .trim()
  .max(ORGANIZATION_MAX_LENGTH, { error: 'validation.tooLong' })
  .nullable()
  .optional();

/** Basic information an admin edits (`/account/infosOperation`). */
export const UserUpdateInputSchema = z.object({ name, phone, organization, role: AccountRoleSchema });
export type UserUpdateInput = z.infer<typeof UserUpdateInputSchema>;

export const UserCreateInputSchema = UserUpdateInputSchema.extend({
  email: EmailAddressSchema,
  password: PasswordSchema,
});
export type UserCreateInput = z.infer<typeof UserCreateInputSchema>;

export const UserStatusInputSchema = z.object({ status: UserStatusSchema });
export const ResetPasswordInputSchema = z.object({ password: PasswordSchema });
export const IdParamsSchema = z.object({
  id: z.string().uuid({ error: 'error.userNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
