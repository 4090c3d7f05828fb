import { z } from 'zod';
import { ZDateString, ZFactSource, ZInnQuery, ZPageQuery, ZRubles, ZSubject, zPage } from './common.contract.ts';

/** State contracts (spec §3 «Contract») and inspections (spec §3 «Inspection») of one ЮЛ or ИП. */

export const ZContract = z
  .object({
    id: z.number().int(),
    register_number: z.string(),
    link: z
      .string()
      .nullable()
      .describe('Запись контракта в реестре ЕИС (zakupki.gov.ru); null — для 223-ФЗ и демонстрационных данных'),
    law: z.string().describe('44 или 223'),
    date: ZDateString.nullable(),
    price: ZRubles.nullable(),
    currency: z.string(),
    status: z.string().nullable(),
    customer: z.object({ inn: z.string().nullable(), name: z.string().nullable() }),
    contract_provider: z.array(z.object({ name: z.string(), inn: z.string().nullable() })),
    purchase_objects: z.array(z.object({ id: z.number().int(), name: z.string(), okpd2: z.string().nullable() })),
    role: z.enum(['customer', 'supplier']).describe('Роль проверяемого лица в контракте'),
    source: ZFactSource,
  })
  .meta({ id: 'Contract' });

export const ZContractsQuery = ZInnQuery.extend(ZPageQuery.shape).extend({
  role: z.enum(['customer', 'supplier']).optional(),
  law: z.enum(['44', '223']).optional(),
});

export const ZContractsPage = zPage(ZContract)
  .extend({ company: ZSubject, total_price: ZRubles })
  .meta({ id: 'ContractsPage' });

export const INSPECTION_STATUSES = ['Завершено', 'Предостережение объявлено'] as const;
export const INSPECTION_TYPES = ['Объявление предостережения', 'Профилактический визит', 'Документарная'] as const;

export const ZInspection = z
  .object({
    id: z.number().int(),
    number: z.string(),
    start_date: ZDateString.nullable(),
    end_date: ZDateString.nullable(),
    status: z.string().nullable(),
    verification_type: z.string().nullable(),
    inspection_objects: z.array(z.object({ address: z.string() })),
    control_body: z.object({ name: z.string().nullable() }),
    basis_conducting: z.string().nullable(),
    result: z.string().nullable(),
    violations_found: z.boolean().nullable(),
    source: ZFactSource,
  })
  .meta({ id: 'Inspection' });

export const ZInspectionsQuery = ZInnQuery.extend(ZPageQuery.shape).extend({
  status: z
    .string()
    .max(100)
    .optional()
    .describe(`Статус, например: ${INSPECTION_STATUSES.join(', ')}`),
  type: z
    .string()
    .max(100)
    .optional()
    .describe(`Вид, например: ${INSPECTION_TYPES.join(', ')}`),
});

export const ZInspectionsPage = zPage(ZInspection).extend({ company: ZSubject }).meta({ id: 'InspectionsPage' });

export type TContract = z.infer<typeof ZContract>;
export type TContractsPage = z.infer<typeof ZContractsPage>;
export type TInspection = z.infer<typeof ZInspection>;
export type TInspectionsPage = z.infer<typeof ZInspectionsPage>;
