import { z } from 'zod';
import { ZLockedPlan } from '../entitlements/entitlements.contract.ts';

/**
 * Bulk check (issue 20, `/check/bulk`): a list of up to 10,000 ИНН/ОГРН (an XLSX or CSV file, or pasted
 * text) is checked by a background job; each valid identifier becomes a row with the subject's status,
 * score, zone and strongest negative factors; identifiers with wrong check digits are listed with the
 * reason. How many one check may hold is the plan's allowance `PLAN_LIMITS.bulk_check`.
 */

export const BULK_CHECK_MAX_ITEMS = 10_000;
export const BULK_CHECK_MAX_BYTES = 10 * 1024 * 1024;
/** Checks one user may have queued or running at once. */
export const BULK_CHECKS_RUNNING_MAX = 2;
/** The history lists the latest checks only. */
export const BULK_CHECKS_LIST_MAX = 50;

/** `queued` until the job takes it, `running` while subjects are read, then `done` or `failed`. */
export const BULK_CHECK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TBulkCheckStatus = (typeof BULK_CHECK_STATUSES)[number];

/** `POST /api/v1/bulk-checks/` as JSON (or multipart with `file`). */
export const ZBulkCheckBody = z
  .object({
    items: z.array(z.string().max(100)).min(1).max(BULK_CHECK_MAX_ITEMS),
    /** A name for the history; the file's name when uploaded. */
    name: z.string().max(200).optional(),
  })
  .meta({ id: 'BulkCheckBody' });
export type TBulkCheckBody = z.infer<typeof ZBulkCheckBody>;

/**
 * What `POST /api/v1/bulk-checks/` validates: the JSON body above, or a multipart form whose `file` (XLSX or
 * CSV) stands for `items` (its name lands here, the bytes are read beside the schema).
 */
export const ZBulkCheckCreateBody = z.object({
  // An empty list is the service's to refuse, with the same words as a file without identifiers.
  items: z
    .array(z.string().max(100))
    .max(BULK_CHECK_MAX_ITEMS, { error: () => BULK_CHECK_MESSAGES.tooMany(BULK_CHECK_MAX_ITEMS) })
    .optional(),
  name: ZBulkCheckBody.shape.name,
  file: z.string().max(300).optional().describe('Файл XLSX или CSV (multipart/form-data)'),
});

export const ZBulkCheckIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** `GET /api/v1/bulk-checks/{id}/?rows=none`: the summary and the invalid list only (a progress poll). */
export const ZBulkCheckQuery = z.object({
  rows: z.enum(['all', 'none']).default('all').describe('none — без строк результата, для опроса хода проверки'),
});

export const ZBulkCheckRow = z
  .object({
    /** 1-based position of the identifier in the list as given. */
    position: z.number().int(),
    query: z.string().describe('Идентификатор как он был в списке'),
    found: z.boolean(),
    subject_kind: z.enum(['company', 'entrepreneur']).nullable(),
    inn: z.string().nullable(),
    ogrn: z.string().nullable(),
    name: z.string().nullable(),
    status: z.string().nullable(),
    status_class: z.enum(['active', 'inactive', 'liquidated']).nullable(),
    score: z.number().int().nullable(),
    zone: z.enum(['low', 'medium', 'high']).nullable(),
    stop_factor: z.boolean(),
    /** The strongest negative factors, stop-factors first: at most three. */
    factors: z.array(z.object({ id: z.string(), label: z.string(), stop: z.boolean() })),
  })
  .meta({ id: 'BulkCheckRow' });
export type TBulkCheckRow = z.infer<typeof ZBulkCheckRow>;

export const ZBulkCheckInvalid = z
  .object({ position: z.number().int(), value: z.string(), reason: z.string() })
  .meta({ id: 'BulkCheckInvalid' });
export type TBulkCheckInvalid = z.infer<typeof ZBulkCheckInvalid>;

export const ZBulkCheckSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(BULK_CHECK_STATUSES),
    total: z.number().int().describe('Верных идентификаторов к проверке'),
    done: z.number().int().describe('Проверено'),
    invalid_count: z.number().int(),
    not_found: z.number().int(),
    zones: z.object({ low: z.number().int(), medium: z.number().int(), high: z.number().int() }),
    error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'BulkCheckSummary' });
export type TBulkCheckSummary = z.infer<typeof ZBulkCheckSummary>;

/** `GET /api/v1/bulk-checks/{id}/`: the summary with every row once done (rows so far while running). */
export const ZBulkCheck = ZBulkCheckSummary.extend({
  rows: z.array(ZBulkCheckRow),
  invalid: z.array(ZBulkCheckInvalid),
}).meta({ id: 'BulkCheck' });
export type TBulkCheck = z.infer<typeof ZBulkCheck>;

export const ZBulkCheckList = z.array(ZBulkCheckSummary).meta({ id: 'BulkCheckList' });

/** `GET /api/v1/bulk-checks/allowance/`: how many identifiers one check may hold on the caller's plan. */
export const ZBulkCheckAllowance = z
  .object({
    limit: z.number().int().describe('0 — проверка списком не входит в тариф'),
    max_items: z.number().int(),
    running_max: z.number().int(),
    /** The cheapest tier on sale that allows more (null when none does). */
    plan: ZLockedPlan.nullable(),
  })
  .meta({ id: 'BulkCheckAllowance' });
export type TBulkCheckAllowance = z.infer<typeof ZBulkCheckAllowance>;

/** `POST /api/v1/bulk-checks/{id}/watch/`: every subject found by the check put on the watch list. */
export const ZBulkCheckWatchResult = z
  .object({
    added: z.number().int(),
    already_watched: z.number().int(),
    over_limit: z.number().int().describe('Не поместились в лимит тарифа'),
    limit: z.number().int(),
  })
  .meta({ id: 'BulkCheckWatchResult' });
export type TBulkCheckWatchResult = z.infer<typeof ZBulkCheckWatchResult>;

export const BULK_CHECK_MESSAGES = {
  empty: 'В списке нет ни одного ИНН или ОГРН',
  tooMany: (limit: number) => `В списке больше ${limit.toLocaleString('ru-RU')} идентификаторов: разделите его`,
  overPlan: (limit: number) =>
    `По вашему тарифу в одной проверке — не больше ${limit.toLocaleString('ru-RU')} ИНН или ОГРН`,
  fileTooLarge: `Файл больше ${BULK_CHECK_MAX_BYTES / 1024 / 1024} МБ`,
  unknownFormat: 'Загрузите XLSX или CSV, либо вставьте список',
  unreadable: 'Файл повреждён или не читается',
  notFound: 'Проверка не найдена',
  tooManyRunning: 'Дождитесь, пока закончатся предыдущие проверки',
  notDone: 'Проверка ещё идёт: скачать можно, когда она закончится',
  notInRegister: 'Нет в реестре',
  unpackedTooLarge: 'Таблица слишком велика после распаковки: разделите её на несколько',
  queueUnavailable: 'Не удалось поставить проверку в очередь, попробуйте ещё раз',
  processingFailed: 'Проверку не удалось завершить: запустите её ещё раз',
  nothingToWatch: 'В проверке нет найденных организаций и ИП',
} as const;
