import { z } from 'zod';
import { ZDateString, ZFactSource, ZRubles, ZSubject } from './common.contract.ts';

/**
 * `GET /api/v1/company-finances/?query=` (spec §3 Finances): accounting
 * statements by year and line code, in rubles, plus the ФНС facts about the
 * taxpayer, each block with its source and as-of date.
 */

export const ZFinanceAmount = z
  .object({ code: z.string(), name: z.string(), value: ZRubles })
  .meta({ id: 'FinanceAmount' });

export const ZFinanceYear = z
  .object({
    year: z.number().int(),
    amount: z
      .array(ZFinanceAmount)
      .describe('Главные строки: 1600 активы, 1300 капитал, 2110 выручка, 2400 чистая прибыль'),
  })
  .meta({ id: 'FinanceYear' });

const ZLineSums = z.record(z.string(), z.object({ sum: ZRubles }));

export const ZFinancesReply = z
  .object({
    company: ZSubject,
    finances_years: z.array(ZFinanceYear),
    additional_finances: z
      .record(z.string(), z.record(z.string(), ZLineSums))
      .describe('Год → номер формы (1 баланс, 2 фин. результаты, 3, 4, 6) → код строки → {sum}'),
    finances_source: ZFactSource.nullable(),
    headcount: z
      .array(z.object({ year: z.number().int(), employees: z.number().int(), source: ZFactSource }))
      .describe('Среднесписочная численность'),
    taxes_paid: z.array(
      z.object({
        year: z.number().int(),
        total: ZRubles,
        items: z.array(z.object({ name: z.string(), amount: ZRubles })),
        source: ZFactSource,
      }),
    ),
    arrears: z
      .object({
        on_date: ZDateString,
        total: ZRubles,
        items: z.array(
          z.object({ name: z.string(), arrears: ZRubles, penalties: ZRubles, fines: ZRubles, total: ZRubles }),
        ),
        source: ZFactSource,
      })
      .nullable()
      .describe('Недоимки, пени и штрафы на последнюю дату'),
    tax_offences: z
      .array(z.object({ on_date: ZDateString, fines: ZRubles, count: z.number().int(), source: ZFactSource }))
      .describe('Налоговые правонарушения: сумма штрафов по датам'),
    tax_regimes: z
      .object({
        on_date: ZDateString,
        usn: z.boolean(),
        eshn: z.boolean(),
        ausn: z.boolean(),
        srp: z.boolean(),
        envd: z.boolean(),
        source: ZFactSource,
      })
      .nullable(),
    revenue_expenses: z.array(
      z.object({ year: z.number().int(), revenue: ZRubles, expenses: ZRubles, source: ZFactSource }),
    ),
    sme: z
      .object({
        category: z.enum(['micro', 'small', 'medium']),
        category_name: z.string(),
        included_on: ZDateString.nullable(),
        is_new: z.boolean(),
        is_social: z.boolean(),
        employees: z.number().int().nullable(),
        source: ZFactSource,
      })
      .nullable()
      .describe('Реестр МСП'),
  })
  .meta({ id: 'FinancesReply' });

export type TFinancesReply = z.infer<typeof ZFinancesReply>;
