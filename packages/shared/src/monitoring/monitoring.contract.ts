import { z } from 'zod';
import { ZLockedPlan } from '../entitlements/entitlements.contract.ts';

/**
 * Change tracking (issue 20): what happened to a company or sole trader, recorded by the import (or
 * the demo load) that brought the news, and the watch lists whose owners are told.
 */

/** Every kind of change an import records, in the order the feed's filter lists them. */
export const MONITORING_EVENT_KINDS = [
  'status',
  'name',
  'address',
  'director',
  'founders',
  'capital',
  'okved',
  'unreliable',
  'mass_registration',
  'sanctions',
  'arbitration',
  'enforcement',
  'bankruptcy',
  'inspection',
  'contract',
  'rnp',
  'license',
  'zone',
] as const;
export type TMonitoringEventKind = (typeof MONITORING_EVENT_KINDS)[number];

/** `critical`: a stop-factor (may be mailed at once); `warning`: a risk sign; `info`: worth knowing. */
export const MONITORING_IMPORTANCE = ['critical', 'warning', 'info'] as const;
export type TMonitoringImportance = (typeof MONITORING_IMPORTANCE)[number];

/**
 * What each kind is called and why it matters, in Russian (the web app translates by kind). `reason`
 * is the one line the feed prints under an event.
 */
export const MONITORING_EVENT_TEXTS = {
  status: { label: 'Статус', reason: 'Статус говорит, может ли организация заключать и исполнять договоры' },
  name: { label: 'Наименование', reason: 'Сверьте реквизиты в договорах и счетах с новым наименованием' },
  address: {
    label: 'Юридический адрес',
    reason: 'Переезд меняет налоговую инспекцию и адрес для претензий и документов',
  },
  director: {
    label: 'Руководитель',
    reason: 'Проверьте полномочия нового подписанта до следующего платежа или договора',
  },
  founders: { label: 'Учредители и доли', reason: 'Новые владельцы могут изменить политику компании и её связи' },
  capital: { label: 'Уставный капитал', reason: 'Капитал — минимальная гарантия для кредиторов' },
  okved: {
    label: 'Основной вид деятельности',
    reason: 'Деятельность компании может больше не совпадать с предметом сделки',
  },
  unreliable: {
    label: 'Недостоверность сведений',
    reason: 'ФНС сомневается в адресе или руководителе — частый признак фирмы-однодневки',
  },
  mass_registration: {
    label: 'Массовость',
    reason: 'Массовый адрес или руководитель — признак номинальной организации',
  },
  sanctions: { label: 'Санкционные списки', reason: 'Сделка с лицом под санкциями может заблокировать платежи' },
  arbitration: { label: 'Арбитражные дела', reason: 'Новые иски говорят о спорах с контрагентами и долгах' },
  enforcement: {
    label: 'Исполнительные производства',
    reason: 'Долги у приставов могут привести к аресту счетов и имущества',
  },
  bankruptcy: {
    label: 'Банкротство',
    reason: 'Сообщение о банкротстве — стоп-фактор: платежи могут оспорить',
  },
  inspection: { label: 'Проверки', reason: 'Проверки госорганов и их итоги показывают нарушения' },
  contract: { label: 'Госконтракты', reason: 'Новые госконтракты подтверждают реальную деятельность' },
  rnp: {
    label: 'Реестр недобросовестных поставщиков',
    reason: 'Включение в РНП закрывает участие в госзакупках — стоп-фактор',
  },
  license: { label: 'Лицензии', reason: 'Без действующей лицензии часть работ вести нельзя' },
  zone: { label: 'Зона надёжности', reason: 'Оценка надёжности перешла в другую зону риска' },
} as const satisfies Record<TMonitoringEventKind, { label: string; reason: string }>;

/** Events a page of the feed holds. */
export const MONITORING_PAGE_SIZE = 20;

export const ZMonitoringEvent = z
  .object({
    id: z.number().int(),
    inn: z.string(),
    subject_kind: z.enum(['company', 'entrepreneur']),
    subject_name: z.string(),
    kind: z.enum(MONITORING_EVENT_KINDS),
    importance: z.enum(MONITORING_IMPORTANCE),
    occurred_on: z.string().describe('Дата события по данным источника, YYYY-MM-DD'),
    recorded_at: z.string().describe('Когда событие записано импортом, ISO 8601'),
    source: z.string().describe('Откуда известно: «ЕГРЮЛ», «ФССП»…'),
    before: z.string().nullable().describe('Было (текстом)'),
    after: z.string().nullable().describe('Стало (текстом)'),
    /** A case or proceeding number, a contract's register number … when the event is about one record. */
    ref: z.string().nullable(),
    /** The public page of that record (a case card, a contract's register entry) when the data has one. */
    link: z.string().nullable(),
    reason: z.string().describe('Почему это важно, одной строкой'),
    unread: z.boolean(),
  })
  .meta({ id: 'MonitoringEvent' });
export type TMonitoringEvent = z.infer<typeof ZMonitoringEvent>;

/** `GET /api/v1/monitoring/events/` filters. */
export const ZMonitoringEventsQuery = z.object({
  inn: z.string().optional().describe('Только по этой организации или ИП'),
  kind: z.enum(MONITORING_EVENT_KINDS).optional(),
  importance: z.enum(MONITORING_IMPORTANCE).optional(),
  from: z.string().optional().describe('С даты события, YYYY-MM-DD'),
  to: z.string().optional().describe('По дату события, YYYY-MM-DD'),
  unread: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type TMonitoringEventsQuery = z.infer<typeof ZMonitoringEventsQuery>;

export const ZMonitoringEventsPage = z
  .object({
    count: z.number().int(),
    unread: z.number().int().describe('Непрочитанных событий по всем отслеживаемым'),
    page: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    result: z.array(ZMonitoringEvent),
  })
  .meta({ id: 'MonitoringEventsPage' });
export type TMonitoringEventsPage = z.infer<typeof ZMonitoringEventsPage>;

/** `POST /api/v1/monitoring/events/read/`: these events, or every event up to now. */
export const ZMonitoringReadBody = z
  .object({ ids: z.array(z.number().int().positive()).max(500).optional(), all: z.boolean().optional() })
  .meta({ id: 'MonitoringReadBody' });

/** `GET/PUT /api/v1/monitoring/settings/`: the emails a watcher gets. */
export const ZMonitoringSettings = z
  .object({
    daily_digest: z.boolean().describe('Ежедневная сводка событий за сутки'),
    instant_critical: z.boolean().describe('Письмо сразу о стоп-факторах'),
  })
  .meta({ id: 'MonitoringSettings' });
export type TMonitoringSettings = z.infer<typeof ZMonitoringSettings>;

/** One watched subject. */
export const ZWatchlistEntry = z
  .object({
    inn: z.string(),
    subject_kind: z.enum(['company', 'entrepreneur']),
    name: z.string(),
    status: z.string().nullable(),
    score: z.number().int().nullable(),
    zone: z.enum(['low', 'medium', 'high']).nullable(),
    added_at: z.string(),
    unread: z.number().int().describe('Непрочитанных событий по этому лицу'),
  })
  .meta({ id: 'WatchlistEntry' });
export type TWatchlistEntry = z.infer<typeof ZWatchlistEntry>;

export const ZWatchlist = z
  .object({
    count: z.number().int(),
    limit: z.number().int().describe('Сколько можно отслеживать по тарифу'),
    upgrade: ZLockedPlan.nullable().describe('Самый дешёвый тариф в продаже, где можно отслеживать больше'),
    result: z.array(ZWatchlistEntry),
  })
  .meta({ id: 'Watchlist' });
export type TWatchlist = z.infer<typeof ZWatchlist>;

/** `POST /api/v1/watchlist/`. */
export const ZWatchBody = z
  .object({ inn: z.string().describe('ИНН организации (10 цифр) или ИП (12 цифр)') })
  .meta({ id: 'WatchBody' });

/** `GET /api/v1/watchlist/{inn}/`: whether the caller watches a subject, and how full the list is. */
export const ZWatchState = z
  .object({
    inn: z.string(),
    watched: z.boolean(),
    added_at: z.string().nullable(),
    count: z.number().int().describe('Сколько лиц в списке'),
    limit: z.number().int().describe('Сколько можно отслеживать по тарифу'),
  })
  .meta({ id: 'WatchState' });
export type TWatchState = z.infer<typeof ZWatchState>;

export const ZWatchInnParams = z.object({ inn: z.string().describe('ИНН организации или ИП') });

/** The reply to read marks: how many events stay unread. */
export const ZMonitoringUnread = z
  .object({ unread: z.number().int().describe('Непрочитанных событий по всем отслеживаемым') })
  .meta({ id: 'MonitoringUnread' });
export type TMonitoringUnread = z.infer<typeof ZMonitoringUnread>;

export const WATCHLIST_MESSAGES = {
  notFound: 'Организация или ИП с таким ИНН не найдены',
  notWatched: 'Этой организации или ИП нет в вашем списке отслеживания',
  readTargetRequired: 'Укажите события (ids) или отметьте все (all)',
  dateMalformed: 'Укажите дату в виде ГГГГ-ММ-ДД',
  periodReversed: 'Начало периода позже его конца',
  limitReached: (limit: number) =>
    `По вашему тарифу можно отслеживать не больше ${limit} организаций. Удалите лишние или выберите тариф шире`,
} as const;
