import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH } from '../auth/auth.contract.ts';
import { requiredText, ZEmail, ZPasswordInput } from '../auth/fields.ts';
import { ACCOUNT_MESSAGES } from '../auth/messages.ts';

export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

/** `GET /auth/users/me/` (spec §3 "User"). */
export const ZUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    birth_date: z.string().nullable().describe('YYYY-MM-DD'),
    position: z.string().nullable(),
    phone_number: z.string().nullable(),
    avatar: z.string().nullable().describe('Адрес картинки 300×300 PNG; null — показать значок по умолчанию'),
    date_joined: z.string().describe('ISO 8601'),
    role: z
      .enum(USER_ROLES)
      .describe('admin — весь раздел администратора; moderator — модерация товаров, заявки продавцов и поддержка'),
    pending_email: z
      .string()
      .nullable()
      .optional()
      .describe('Новая почта, ждущая подтверждения по ссылке из письма; до него вход — по прежней `email`'),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

export const POSITION_MAX_LENGTH = 150;
export const PHONE_MAX_LENGTH = 32;

/** Accepts what people type: `+7 (999) 123-45-67`, `89991234567`. Stored as typed. */
const PHONE_PATTERN = /^\+?[\d\s()-]{5,}$/;

function isRealBirthDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && date.getTime() <= Date.now();
}

/**
 * `PATCH /auth/users/me/` as JSON. Every field is optional; `null` or an empty
 * string clears the optional ones. The avatar goes as multipart (field `avatar`).
 */
export const ZUserPatchBody = z
  .object({
    full_name: requiredText(FULL_NAME_MAX_LENGTH).optional(),
    email: ZEmail.optional().describe(
      'Новая почта вступает в силу только после перехода по ссылке, отправленной на неё; нужен current_password',
    ),
    current_password: ZPasswordInput.optional().describe('Обязателен, когда меняется email'),
    birth_date: z
      .union([z.literal(''), z.null(), z.string()])
      .superRefine((value, ctx) => {
        if (!value) return;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
          ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.birthDateFormat });
        else if (!isRealBirthDate(value)) ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.birthDateRange });
      })
      .transform((value) => value || null)
      .optional()
      .describe('YYYY-MM-DD; пустая строка или null очищают'),
    position: z
      .string()
      .trim()
      .max(POSITION_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong(POSITION_MAX_LENGTH))
      .nullable()
      .transform((value) => value || null)
      .optional(),
    phone_number: z
      .string()
      .trim()
      .max(PHONE_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong(PHONE_MAX_LENGTH))
      .refine((value) => value === '' || PHONE_PATTERN.test(value), ACCOUNT_MESSAGES.phoneFormat)
      .nullable()
      .transform((value) => value || null)
      .optional(),
  })
  .meta({ id: 'UserPatchBody' });
export type TUserPatchBody = z.input<typeof ZUserPatchBody>;
/** The patch as the server applies it: blanks turned into nulls. */
export type TUserPatch = z.output<typeof ZUserPatchBody>;

/** `POST /auth/users/confirm_email/`: the token from the link mailed to the new address. */
export const ZConfirmEmailBody = z.object({ token: requiredText(256) }).meta({ id: 'ConfirmEmailBody' });
export type TConfirmEmailBody = z.input<typeof ZConfirmEmailBody>;

/** The web route the confirmation email links to; the page posts the token to `/auth/users/confirm_email/`. */
export const confirmEmailPath = (token: string) => `/confirm-email/${encodeURIComponent(token)}`;

/** Avatar upload limits: the web app sends a 300×300 PNG crop; anything larger is not an avatar. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_FIELD = 'avatar';
