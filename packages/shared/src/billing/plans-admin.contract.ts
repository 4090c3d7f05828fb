import { z } from 'zod';
import { FEATURES } from '../entitlements/entitlements.contract.ts';
import { MIN_PAYMENT_KOPECKS, PLAN_TYPES, ZPlan } from './plans.contract.ts';

/** Russian texts of the back office's plans section. */
export const PLAN_ADMIN_MESSAGES = {
  codeFormat: 'Код — латинские строчные буквы, цифры и «_», начинается с буквы, от 2 до 32 символов',
  nameRequired: 'Укажите название тарифа',
  nameTooLong: 'Название — не длиннее 100 символов',
  priceTooLow: 'Цена — не меньше 1 ₽',
  priceTooHigh: 'Цена — не больше 10 000 000 ₽',
  priceKopecks: 'Цена — в рублях, не больше двух знаков после запятой',
  descriptionRequired: 'Добавьте описание тарифа',
  descriptionTooLong: 'Описание — не длиннее 5000 символов',
  descriptionEmpty: 'В описании не осталось текста после очистки HTML',
  featureUnknown: 'Неизвестная возможность тарифа',
  sortRange: 'Порядок — целое число от 0 до 10 000',
  planNotFound: 'Тариф не найден',
  planExists: 'Тариф с таким кодом и периодом уже есть',
  alreadyArchived: 'Тариф уже снят с продажи',
  notArchived: 'Тариф и так продаётся',
} as const;

export const PLAN_NAME_MAX_LENGTH = 100;
export const PLAN_DESCRIPTION_MAX_LENGTH = 5000;
export const PLAN_MAX_PRICE_RUBLES = 10_000_000;
export const PLAN_SORT_MAX = 10_000;
/** Tier codes: what the pricing cards and the entitlement prompts name a tier by. */
export const PLAN_CODE_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;

/** `GET /api/v1/admin/plans/` item: a plan row as sold or archived, with who holds it now. */
export const ZAdminPlan = ZPlan.extend({
  sort: z.number().int(),
  is_active: z.boolean().describe('false — снят с продажи (архив)'),
  members: z.number().int().describe('Пользователей, у кого этот тариф действует сейчас'),
}).meta({ id: 'AdminPlan' });
export type TAdminPlan = z.infer<typeof ZAdminPlan>;

export const ZAdminPlanList = z.array(ZAdminPlan).meta({ id: 'AdminPlanList' });

const ZPlanPrice = z
  .number()
  .min(MIN_PAYMENT_KOPECKS / 100, PLAN_ADMIN_MESSAGES.priceTooLow)
  .max(PLAN_MAX_PRICE_RUBLES, PLAN_ADMIN_MESSAGES.priceTooHigh)
  .refine((rubles) => Math.abs(rubles * 100 - Math.round(rubles * 100)) < 1e-6, PLAN_ADMIN_MESSAGES.priceKopecks);

/** `POST /api/v1/admin/plans/` body: price in rubles, description as HTML (sanitised on the server). */
export const ZAdminPlanBody = z
  .object({
    code: z.string().trim().regex(PLAN_CODE_PATTERN, PLAN_ADMIN_MESSAGES.codeFormat),
    name: z
      .string()
      .trim()
      .min(1, PLAN_ADMIN_MESSAGES.nameRequired)
      .max(PLAN_NAME_MAX_LENGTH, PLAN_ADMIN_MESSAGES.nameTooLong),
    type: z.enum(PLAN_TYPES),
    price: ZPlanPrice,
    description: z
      .string()
      .trim()
      .min(1, PLAN_ADMIN_MESSAGES.descriptionRequired)
      .max(PLAN_DESCRIPTION_MAX_LENGTH, PLAN_ADMIN_MESSAGES.descriptionTooLong),
    features: z
      .array(z.enum(FEATURES, PLAN_ADMIN_MESSAGES.featureUnknown))
      .max(FEATURES.length)
      .transform((keys) => [...new Set(keys)]),
    sort: z
      .number()
      .int(PLAN_ADMIN_MESSAGES.sortRange)
      .min(0, PLAN_ADMIN_MESSAGES.sortRange)
      .max(PLAN_SORT_MAX, PLAN_ADMIN_MESSAGES.sortRange),
  })
  .meta({ id: 'AdminPlanBody' });
export type TAdminPlanBody = z.input<typeof ZAdminPlanBody>;

/** `PATCH /api/v1/admin/plans/{id}/` body: any of the fields; a plan's code and period stay as created. */
export const ZAdminPlanPatch = ZAdminPlanBody.omit({ code: true, type: true }).partial().meta({ id: 'AdminPlanPatch' });
export type TAdminPlanPatch = z.input<typeof ZAdminPlanPatch>;
