import { z } from 'zod';
import { USER_ROLES } from '../profile/profile.contract.ts';
import type { TQueryString } from '../requests.ts';

/** The back office's users section: search, one user's view, role and block changes. */
export const ADMIN_USERS_PAGE_SIZE = 30;

export const ZAdminUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  blocked: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAdminUsersQuery = TQueryString<typeof ZAdminUsersQuery>;

export const ZAdminUserIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const ZAdminUserListItem = z
  .object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    role: z.enum(USER_ROLES),
    is_active: z.boolean(),
    blocked_at: z.string().nullable(),
    date_joined: z.string(),
    last_login: z.string().nullable(),
  })
  .meta({ id: 'AdminUserListItem' });
export type TAdminUserListItem = z.infer<typeof ZAdminUserListItem>;

export const ZAdminUsersPage = z
  .object({ count: z.number().int(), results: z.array(ZAdminUserListItem) })
  .meta({ id: 'AdminUsersPage' });
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

export const ZAdminUserDetail = ZAdminUserListItem.extend({
  blocked_reason: z.string().nullable(),
  phone_number: z.string().nullable(),
  memberships: z.array(
    z.object({
      id: z.number().int(),
      plan_name: z.string(),
      status: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
    }),
  ),
  /** Companies and sole traders (ИП) the user represents as a seller. */
  companies: z.array(
    z.object({ kind: z.enum(['company', 'entrepreneur']), id: z.number().int(), inn: z.string(), name: z.string() }),
  ),
  seller_ids: z.array(z.number().int()),
  orders_count: z.number().int(),
}).meta({ id: 'AdminUserDetail' });
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminRoleBody = z.object({ role: z.enum(USER_ROLES) }).meta({ id: 'AdminRoleBody' });

export const ZAdminBlockBody = z.object({ reason: z.string().trim().min(1).max(500) }).meta({ id: 'AdminBlockBody' });

/** What needs a staff member's action now, per section. */
export const ZAdminOverview = z
  .object({
    pending_applications: z.number().int(),
    products_on_moderation: z.number().int(),
    open_support_conversations: z.number().int(),
    failed_imports: z.number().int(),
  })
  .meta({ id: 'AdminOverview' });
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

/** Failed import runs the overview counts: those of the last days. */
export const FAILED_IMPORTS_DAYS = 30;
