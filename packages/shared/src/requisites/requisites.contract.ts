import { z } from 'zod';

/**
 * `GET /api/v1/requisites/`: the service provider's legal and bank details for the footer and the
 * payment information page. Until the operator sets `REQUISITES_INN` a complete demo set is sent with
 * `is_demo: true`; after that `name` and `email` always exist and the rest appear once configured.
 */
export const ZRequisites = z
  .object({
    name: z.string(),
    inn: z.string().optional(),
    kpp: z.string().optional(),
    ogrn: z.string().optional(),
    address: z.string().optional(),
    bank: z.string().optional(),
    bik: z.string().optional(),
    account: z.string().optional(),
    correspondent_account: z.string().optional(),
    email: z.string(),
    phone: z.string().optional(),
    is_demo: z.boolean().describe('Демонстрационные реквизиты: сайт ещё не настроен, реквизиты не настоящие'),
  })
  .meta({ id: 'Requisites', description: 'Реквизиты исполнителя: юридические и банковские' });
export type TRequisites = z.infer<typeof ZRequisites>;

/** Display order of the details, as a Russian invoice lists them. */
export const REQUISITES_FIELDS = [
  'name',
  'inn',
  'kpp',
  'ogrn',
  'address',
  'bank',
  'bik',
  'account',
  'correspondent_account',
  'email',
  'phone',
] as const satisfies readonly (keyof TRequisites)[];
export type TRequisitesField = (typeof REQUISITES_FIELDS)[number];
