import { z } from 'zod';
import { ZLocked } from '../entitlements/entitlements.contract.ts';
import { ZDateString, ZFactSource, ZInnQuery, ZPageQuery, ZRubles, ZSubject, zPage } from './common.contract.ts';

/**
 * Courts and debts of one ЮЛ or ИП: arbitration cases (spec §3 «Arbitration
 * case»), ФССП enforcement proceedings, ЕФРСБ bankruptcy messages and
 * Федресурс pledge/leasing messages. All paged, all keyed by `?inn=`.
 */

const ZRegisterSource = ZFactSource.nullable().describe(
  'Реестр, из которого список, и дата его загрузки (есть и у пустого или закрытого списка); null — реестр не загружался',
);

export const CASE_ROLES = ['plaintiff', 'defendant', 'third', 'other'] as const;

export const ZCaseParticipant = z
  .object({
    name: z.string(),
    inn: z.string().nullable(),
    ogrn: z.string().nullable(),
    address: z.string().nullable(),
    role: z.string(),
  })
  .meta({ id: 'CaseParticipant' });

export const ZLegalCase = z
  .object({
    id: z.number().int(),
    number: z.string(),
    date: ZDateString.nullable().describe('Дата регистрации дела'),
    start_date: ZDateString.nullable(),
    end_date: ZDateString.nullable(),
    court: z.string().nullable(),
    category: z.string().nullable(),
    status: z.string().nullable().describe('open, closed или suspended'),
    outcome: z.string().nullable(),
    amount_claim: ZRubles.nullable(),
    link_on_card: z.string().nullable().describe('Карточка дела в картотеке арбитражных дел'),
    plaints: z.array(ZCaseParticipant).describe('Истцы'),
    responders: z.array(ZCaseParticipant).describe('Ответчики'),
    third_parties: z.array(ZCaseParticipant).describe('Третьи и иные лица'),
    roles: z.array(z.string()).describe('Роли проверяемого лица в деле'),
    source: ZFactSource,
  })
  .meta({ id: 'LegalCase' });

export const ZLegalCasesQuery = ZInnQuery.extend(ZPageQuery.shape).extend({
  role: z.enum(CASE_ROLES).optional().describe('Только дела, где лицо — истец, ответчик, третье или иное лицо'),
  status: z.enum(['open', 'closed', 'suspended']).optional(),
  number: z
    .string()
    .trim()
    .max(60)
    .optional()
    .describe('Часть номера дела без учёта регистра, например «А40-12» или «2024»'),
});

export const ZLegalCasesPage = zPage(ZLegalCase)
  .extend({
    company: ZSubject,
    total_claim: ZRubles.describe('Сумма исков по всем найденным делам'),
  })
  .meta({ id: 'LegalCasesPage' });

const ZCaseTally = z.object({ count: z.number().int(), claim_sum: ZRubles.describe('Сумма исков; 0, если сумм нет') });

export const ZLegalCaseStatistics = z
  .object({
    company: ZSubject,
    total: z.object({
      count: z.number().int().describe('Все дела лица'),
      claim_sum: ZRubles.nullable().describe('null, когда блок закрыт (locked)'),
    }),
    by_role: z
      .array(ZCaseTally.extend({ role: z.enum(CASE_ROLES) }))
      .describe('Дело, где у лица две роли, считается в каждой'),
    by_year: z.array(ZCaseTally.extend({ year: z.number().int().nullable() })).describe('По году начала дела'),
    by_status: z.array(ZCaseTally.extend({ status: z.string().nullable() })),
    by_outcome: z.array(ZCaseTally.extend({ outcome: z.string().nullable() })).describe('null — исход неизвестен'),
    source: ZFactSource.nullable(),
    locked: ZLocked.nullable().describe('Без входа передаётся только total.count, разбивки пусты'),
  })
  .meta({ id: 'LegalCaseStatistics' });

export const ZEnforcement = z
  .object({
    id: z.number().int(),
    number: z.string(),
    start_date: ZDateString.nullable(),
    end_date: ZDateString.nullable(),
    end_reason: z.string().nullable(),
    debtor: z.object({ name: z.string(), inn: z.string().nullable(), address: z.string().nullable() }),
    document: z.object({ type: z.string().nullable(), number: z.string().nullable(), date: ZDateString.nullable() }),
    subject: z.string().nullable(),
    amount: ZRubles.nullable(),
    remaining: ZRubles.nullable(),
    department: z.string().nullable(),
    source: ZFactSource,
  })
  .meta({ id: 'Enforcement' });

export const ZEnforcementsPage = zPage(ZEnforcement)
  .extend({
    company: ZSubject,
    source: ZRegisterSource,
    total_amount: ZRubles.nullable().describe('null, когда блок закрыт (locked)'),
    total_remaining: ZRubles.nullable(),
    locked: ZLocked.nullable(),
  })
  .meta({ id: 'EnforcementsPage' });

export const ZEnforcementsQuery = ZInnQuery.extend(ZPageQuery.shape).extend({
  active: z.enum(['true', 'false']).optional().describe('true — только неоконченные производства'),
});

export const ZBankruptcyMessage = z
  .object({
    id: z.number().int(),
    message_id: z.string(),
    type: z.string(),
    date: ZDateString,
    case_number: z.string().nullable(),
    subject_name: z.string().nullable(),
    text: z.string().nullable(),
    source: ZFactSource,
  })
  .meta({ id: 'BankruptcyMessage' });

export const ZBankruptcyPage = zPage(ZBankruptcyMessage)
  .extend({ company: ZSubject, source: ZRegisterSource })
  .meta({ id: 'BankruptcyPage' });

export const ZPledgeMessage = z
  .object({
    id: z.number().int(),
    message_id: z.string(),
    kind: z.string().describe('pledge — залог, leasing — лизинг'),
    type: z.string().nullable(),
    date: ZDateString,
    contract: z.object({ number: z.string().nullable(), date: ZDateString.nullable() }),
    parties: z.array(
      z.object({ role: z.string(), name: z.string(), inn: z.string().nullable(), ogrn: z.string().nullable() }),
    ),
    subject: z.string().nullable(),
    source: ZFactSource,
  })
  .meta({ id: 'PledgeMessage' });

export const ZPledgesQuery = ZInnQuery.extend(ZPageQuery.shape).extend({
  kind: z.enum(['pledge', 'leasing']).optional(),
});

export const ZPledgesPage = zPage(ZPledgeMessage)
  .extend({ company: ZSubject, source: ZRegisterSource, locked: ZLocked.nullable() })
  .meta({ id: 'PledgesPage' });

export const ZInnPageQuery = ZInnQuery.extend(ZPageQuery.shape);

export type TLegalCase = z.infer<typeof ZLegalCase>;
export type TLegalCasesPage = z.infer<typeof ZLegalCasesPage>;
export type TLegalCasesQuery = z.infer<typeof ZLegalCasesQuery>;
export type TLegalCaseStatistics = z.infer<typeof ZLegalCaseStatistics>;
export type TEnforcementsPage = z.infer<typeof ZEnforcementsPage>;
export type TBankruptcyPage = z.infer<typeof ZBankruptcyPage>;
export type TPledgesPage = z.infer<typeof ZPledgesPage>;
