import {
  ENTITLEMENT_ERROR_CODE,
  MARKETPLACE_MESSAGES,
  PRODUCT_UPLOAD_MAX_BYTES,
  PRODUCT_UPLOAD_MESSAGES,
  type TLocked,
  type TProductUploadOutcome,
  type TProductUploadRow,
  type TProductUploadSummary,
  ZLocked,
} from '@sverka/shared';
import { isApiError } from '../../../../lib/api-client.ts';

export const OUTCOME_FILTERS = ['all', 'created', 'updated', 'refused'] as const;
export type TOutcomeFilter = (typeof OUTCOME_FILTERS)[number];

/** The report's rows with the chosen outcome. */
export function filterReport(report: readonly TProductUploadRow[], filter: TOutcomeFilter): TProductUploadRow[] {
  return filter === 'all' ? [...report] : report.filter((row) => row.outcome === filter);
}

/** How many rows of each outcome, for the filter's labels. */
export function outcomeCounts(report: readonly TProductUploadRow[]): Record<TOutcomeFilter, number> {
  const counts: Record<TOutcomeFilter, number> = { all: report.length, created: 0, updated: 0, refused: 0 };
  for (const row of report) counts[row.outcome satisfies TProductUploadOutcome]++;
  return counts;
}

/** Share of the file's rows the job has read, 0–100; 0 while it has not counted them yet. */
export function uploadPercent(upload: Pick<TProductUploadSummary, 'total_rows' | 'processed_rows'>): number {
  if (upload.total_rows <= 0) return 0;
  return Math.min(100, Math.round((upload.processed_rows / upload.total_rows) * 100));
}

/** The refusal of a call that needs bulk upload: what the page shows instead of the form. */
export function lockedOf(error: unknown): TLocked | null {
  if (!isApiError(error) || error.code !== ENTITLEMENT_ERROR_CODE) return null;
  const parsed = ZLocked.safeParse(error.body);
  return parsed.success ? parsed.data : { feature: 'marketplace.bulk_upload', reason: 'upgrade' };
}

/** The form's own checks before anything is sent; the server checks the same and the file's content. */
export type TUploadFormCheck = { company: string | null; file: string | null };

export function checkUploadForm(company: number | null, file: File | null): TUploadFormCheck {
  return {
    company: company === null ? 'product-upload.form.companyRequired' : null,
    file:
      file === null
        ? 'product-upload.form.fileRequired'
        : file.size > PRODUCT_UPLOAD_MAX_BYTES
          ? 'product-upload.form.fileTooLarge'
          : null,
  };
}

type TStringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

const stringEntries = <T extends Record<string, unknown>>(messages: T, prefix: string) =>
  Object.entries(messages)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, `${prefix}.${key}`] as const);

/** Row reasons and upload errors the server writes in Russian, by their text. */
const KEY_OF_TEXT = new Map<string, string>([
  ...stringEntries(PRODUCT_UPLOAD_MESSAGES, 'product-upload.server'),
  ...stringEntries(
    {
      unknownCategory: MARKETPLACE_MESSAGES.unknownCategory,
      salePriceAbovePrice: MARKETPLACE_MESSAGES.salePriceAbovePrice,
      saveFailed: MARKETPLACE_MESSAGES.saveFailed,
      priceFormat: MARKETPLACE_MESSAGES.priceFormat,
      pricePositive: MARKETPLACE_MESSAGES.pricePositive,
      priceTooLarge: MARKETPLACE_MESSAGES.priceTooLarge,
      inStockFormat: MARKETPLACE_MESSAGES.inStockFormat,
      tagTooLong: MARKETPLACE_MESSAGES.tagTooLong,
      tooManyTags: MARKETPLACE_MESSAGES.tooManyTags,
    } satisfies Partial<Record<TStringKeys<typeof MARKETPLACE_MESSAGES>, string>>,
    'product-upload.server.marketplace',
  ),
]);

/** The parts of a message the server builds around a value, split where the value goes. */
function around(build: (value: string) => string): [string, string] {
  const marker = '\u0000';
  const [before = '', after = ''] = build(marker).split(marker);
  return [before, after];
}

const PICTURE_FAILED = around(PRODUCT_UPLOAD_MESSAGES.pictureFailed);
const SPECIFICATION_SKIPPED = around(PRODUCT_UPLOAD_MESSAGES.specificationSkipped);

/** The value inside a built message, or null when the text is not one of them. */
function valueInside(text: string, [before, after]: [string, string]): string | null {
  if (!text.startsWith(before) || !text.endsWith(after) || text.length < before.length + after.length) return null;
  return text.slice(before.length, text.length - after.length);
}

/**
 * A server text in the interface language: a known message by its key, a built one with its value;
 * anything else (a message newer than this build) as the server wrote it.
 */
export function uploadServerText(t: (key: string, options?: Record<string, string>) => string, text: string): string {
  const key = KEY_OF_TEXT.get(text);
  if (key) return t(key);
  const url = valueInside(text, PICTURE_FAILED);
  if (url !== null) return t('product-upload.server.pictureFailed', { url });
  const name = valueInside(text, SPECIFICATION_SKIPPED);
  if (name !== null) return t('product-upload.server.specificationSkipped', { name });
  return text;
}
