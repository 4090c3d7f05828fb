import { z } from 'zod';

/**
 * The back office's imports: runs of the official-data importers (the same
 * runner as `npm run import`), their refused records, and the start of a run
 * over a file an admin uploads.
 */

/** The largest file an admin may upload for an import; it is streamed to disk, never held in memory. */
export const IMPORT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const IMPORT_RUNS_PAGE_SIZE = 50;
export const IMPORT_REJECTIONS_PAGE_SIZE = 50;
/** How often the back office asks about a running import. */
export const IMPORT_POLL_MS = 1_000;

export const IMPORT_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type TImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

export const IMPORT_MESSAGES = {
  sourceRequired: 'Выберите источник данных',
  unknownSource: 'Нет такого источника данных',
  fileRequired: 'Выберите файл',
  fileTooLarge: 'Файл больше 2 ГБ',
  wrongFileKind: (kinds: string) => `Этот источник принимает файлы: ${kinds}`,
  alreadyRunning: 'Импорт из этого источника уже идёт. Дождитесь его окончания и начните снова',
  runNotFound: 'Импорт не найден',
  notQueued: 'Импорт не удалось поставить в очередь. Попробуйте ещё раз',
} as const;

/** One importer the back office can start: its command-line name, what it reads, the file kinds it takes. */
export const ZImportSource = z
  .object({
    source: z.string(),
    label: z.string(),
    /** File name endings, lower case, without the dot: `xml`, `csv`, `zip`. */
    file_kinds: z.array(z.string()),
  })
  .meta({ id: 'ImportSource' });
export type TImportSource = z.infer<typeof ZImportSource>;
export const ZImportSourceList = z.array(ZImportSource).meta({ id: 'ImportSourceList' });

export const ZImportRun = z
  .object({
    id: z.number().int(),
    source: z.string(),
    /** The file's name (an upload's original name; the command line's file or folder name). */
    file_name: z.string(),
    status: z.enum(IMPORT_RUN_STATUSES),
    /** Why a failed run stopped. */
    error: z.string().nullable(),
    read: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
    rejected: z.number().int(),
    skipped_older: z.number().int(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    /** Until it finished, or so far while it runs. */
    duration_ms: z.number().int(),
    /** The admin who started it in the back office; null for the command line. */
    started_by: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }).nullable(),
    /** Bytes the run reads in all (a zip's members uncompressed), and how many its committed batches covered. */
    bytes_total: z.number().int().nullable(),
    bytes_done: z.number().int().nullable(),
  })
  .meta({ id: 'ImportRun' });
export type TImportRun = z.infer<typeof ZImportRun>;

export const ZImportRunPage = z
  .object({ count: z.number().int(), results: z.array(ZImportRun) })
  .meta({ id: 'ImportRunPage' });
export type TImportRunPage = z.infer<typeof ZImportRunPage>;

export const ZImportRejection = z
  .object({
    id: z.number().int(),
    file: z.string(),
    position: z.string(),
    reason: z.string(),
    excerpt: z.string().nullable(),
  })
  .meta({ id: 'ImportRejection' });
export type TImportRejection = z.infer<typeof ZImportRejection>;

export const ZImportRejectionPage = z
  .object({ count: z.number().int(), results: z.array(ZImportRejection) })
  .meta({ id: 'ImportRejectionPage' });
export type TImportRejectionPage = z.infer<typeof ZImportRejectionPage>;

export const ZImportPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const ZImportRunIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The multipart form that starts an import: `source` and `file` (the file's name stands in the body). */
export const ZImportStartForm = z.object({
  source: z.string({ error: IMPORT_MESSAGES.sourceRequired }).trim().min(1, IMPORT_MESSAGES.sourceRequired).max(32),
  file: z.string({ error: IMPORT_MESSAGES.fileRequired }).max(300),
});

/** Whether a file name ends with one of the kinds a source takes (`file_kinds`). */
export function importFileKindAccepted(fileName: string, kinds: readonly string[]): boolean {
  const lower = fileName.toLowerCase();
  return kinds.some((kind) => lower.endsWith(`.${kind}`));
}

/** Share of the bytes done, 0–100, or null when the size is unknown. A finished run is 100. */
export function importProgressPercent(run: Pick<TImportRun, 'status' | 'bytes_total' | 'bytes_done'>): number | null {
  if (run.status === 'done') return 100;
  if (!run.bytes_total) return null;
  return Math.min(100, Math.floor(((run.bytes_done ?? 0) * 100) / run.bytes_total));
}
