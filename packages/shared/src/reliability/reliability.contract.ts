import { z } from 'zod';
import { ZSubject } from '../companies/common.contract.ts';
import { ZSource } from '../companies/company.contract.ts';

/**
 * `GET /api/v1/reliability/?query=` (spec §2 «Надёжность», §9 gauge) and the
 * factor catalogue `GET /api/v1/reliability/factors/`.
 */

const ZPolarity = z.enum(['positive', 'negative', 'attention']);
const ZSeverity = z.enum(['critical', 'high', 'medium', 'low', 'none']);
const ZZone = z
  .enum(['low', 'medium', 'high'])
  .describe('Уровень риска: low — низкий, medium — средний, high — высокий');
const ZGroup = z.enum([
  'status',
  'registry',
  'people',
  'taxes',
  'finances',
  'courts',
  'enforcement',
  'procurement',
  'sanctions',
  'activity',
  'affiliates',
]);

export const ZReliabilityEvidence = z
  .object({
    label: z.string(),
    value: z.union([z.string(), z.number()]).nullable().describe('Число (суммы в рублях) или текст'),
    date: z.string().nullable().describe('YYYY-MM-DD'),
    ref: z.string().nullable().describe('Номер записи: дела, производства, ИНН лица, код строки отчётности'),
  })
  .meta({ id: 'ReliabilityEvidence' });

const factorHead = {
  id: z.string(),
  group: ZGroup,
  label: z.string(),
  label_en: z.string(),
  polarity: ZPolarity,
  severity: ZSeverity,
  weight: z.number().describe('Баллы, на которые фактор двигает оценку'),
  stop: z.boolean().describe('Стоп-фактор: высокий риск независимо от остального'),
  rule: z.string(),
};

export const ZReliabilityFiredFactor = z
  .object({
    ...factorHead,
    evidence: z.array(ZReliabilityEvidence),
    source: ZSource,
  })
  .meta({ id: 'ReliabilityFiredFactor' });

export const ZReliabilityUncheckedFactor = z
  .object({ id: z.string(), label: z.string(), label_en: z.string(), polarity: ZPolarity, reason: z.string() })
  .meta({ id: 'ReliabilityUncheckedFactor' });

export const ZReliabilityReply = z
  .object({
    company: ZSubject,
    ruleset_version: z.number().int(),
    computed_at: z.string().describe('Когда рассчитано, ISO 8601'),
    score: z.number().int().min(0).max(100).describe('0–100, выше — надёжнее'),
    zone: ZZone,
    zone_label: z.string(),
    stop_factor: z.boolean(),
    counts: z.object({
      positive: z.number().int(),
      negative: z.number().int(),
      attention: z.number().int(),
      checked: z.number().int(),
      not_checked: z.number().int(),
    }),
    gauge: z
      .object({
        value: z
          .number()
          .int()
          .min(0)
          .max(100)
          .describe('Доля положительных факторов среди положительных и отрицательных, %'),
        zone: ZZone,
        zones: z.array(z.object({ zone: ZZone, from: z.number(), to: z.number() })),
      })
      .describe('Спидометр: три равные зоны, стрелка по доле положительных факторов'),
    factors: z.array(ZReliabilityFiredFactor).describe('Сработавшие факторы: стоп-факторы и отрицательные первыми'),
    not_checked: z.array(ZReliabilityUncheckedFactor).describe('Не проверены: нет данных. Не считаются хорошими'),
  })
  .meta({ id: 'ReliabilityReply' });

export type TReliabilityReply = z.infer<typeof ZReliabilityReply>;

export const ZReliabilityFactorsReply = z
  .object({
    ruleset_version: z.number().int(),
    count: z.number().int(),
    factors: z.array(
      z.object({
        ...factorHead,
        data: z.array(z.string()).describe('Какие наборы данных нужны'),
        applies_to: z.array(z.enum(['company', 'entrepreneur'])),
        article: z.string().nullable().describe('Адрес статьи базы знаний о факторе (/knowledge/{article}) или null'),
      }),
    ),
  })
  .meta({ id: 'ReliabilityFactorsReply' });

export type TReliabilityFactorsReply = z.infer<typeof ZReliabilityFactorsReply>;

export const RISK_ZONE_LABELS = { low: 'Низкий риск', medium: 'Средний риск', high: 'Высокий риск' } as const;
