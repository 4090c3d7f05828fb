import { z } from 'zod';
import { ZLocked } from '../entitlements/entitlements.contract.ts';
import { ZDateString, ZFactSource, ZPageQuery, ZSubject, zPage } from './common.contract.ts';
import { ZCode } from './company.contract.ts';

/** `GET /api/v1/history/?query=`: ЕГРЮЛ/ЕГРИП records, newest first, with the changes each made. */

export const ZRegistryChange = z
  .object({
    field: z.string().describe('name, status, address, director, founders, capital, okved, kpp'),
    date: ZDateString,
    old_value: z.string().nullable(),
    new_value: z.string().nullable(),
  })
  .meta({ id: 'RegistryChange' });

export const ZRegistryRecord = z
  .object({
    id: z.number().int(),
    grn: z.string(),
    date: ZDateString,
    kind: z.object({ code: z.string().nullable(), name: z.string() }),
    tax_office: ZCode.nullable(),
    documents: z.array(z.object({ name: z.string(), number: z.string().nullable(), date: ZDateString.nullable() })),
    invalid: z.boolean().describe('Запись признана недействительной или исправлена'),
    changes: z.array(ZRegistryChange),
    source: ZFactSource,
  })
  .meta({ id: 'RegistryRecord' });

export const ZHistoryQuery = ZPageQuery.extend({
  query: z.string().optional().describe('ИНН, ОГРН или ОГРНИП'),
});

export const ZHistoryPage = zPage(ZRegistryRecord)
  .extend({
    company: ZSubject,
    unlinked_changes: z
      .array(ZRegistryChange.extend({ source: ZFactSource }))
      .describe('Изменения без номера записи (ГРН), только на первой странице'),
    locked: ZLocked.nullable(),
  })
  .meta({ id: 'HistoryPage' });

export type THistoryPage = z.infer<typeof ZHistoryPage>;
