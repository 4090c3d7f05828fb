import {
  AppError,
  MARKETPLACE_MESSAGES,
  MESSAGES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_UPLOAD_MESSAGES,
  PRODUCT_UPLOADS_LIST_MAX,
  PRODUCT_UPLOADS_RUNNING_MAX,
  type TProductUploadRow,
} from '@sverka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TPictureFetchConfig } from '../../../config.ts';
import type { TSql } from '../../../db/client.ts';
import type { TJobQueue } from '../../../lib/job-queue.ts';
import type { TUploadedFile } from '../../../lib/multipart.ts';
import { newStorageKey, type TStorage } from '../../../lib/storage.ts';
import { storeProductPicture } from '../product-pictures.ts';
import { fetchPicture, PictureFetchError } from './picture-fetch.ts';
import * as repository from './upload.repository.ts';
import { detectUploadFormat, parseUploadFile, UploadFileError } from './upload-parsers.ts';
import { checkRow, indexCategories } from './upload-rows.ts';

/** Queue names: pg-boss keeps them in its tables, so a rename leaves the old queue's rows behind. */
export const PRODUCT_UPLOAD_JOB = 'marketplace-product-upload';
export const PRODUCT_PICTURES_JOB = 'marketplace-product-pictures';

export type TBulkUploadDeps = {
  sql: TSql;
  storage: TStorage;
  log: FastifyBaseLogger;
  pictureFetch: TPictureFetchConfig;
  /** The app's job queue (pg-boss, or the in-process stand-in where background jobs are off). */
  queue: TJobQueue | undefined;
};

export type TUploadJobData = { uploadId: number };
/**
 * Pictures of one product from one upload. `allowPrivateAddresses` is the accepting instance's
 * setting, so one upload is fetched under one policy whichever instance runs the job; job data
 * is written by the server only.
 */
export type TPicturesJobData = {
  uploadId: number;
  productId: number;
  urls: string[];
  reportIndex: number;
  allowPrivateAddresses: boolean;
};

const UPLOAD_FOLDER = 'product-uploads';
/** Progress is written every this many rows: often enough for a progress bar, rarely enough to cost nothing. */
const PROGRESS_EVERY = 25;

export async function listRepresentedSellers(deps: TBulkUploadDeps, userId: number) {
  return repository.findRepresentedSellers(deps.sql, userId);
}

/** The upload is stored and queued; its rows are read by the job. */
export async function submitUpload(
  deps: TBulkUploadDeps,
  userId: number,
  sellerId: number,
  file: TUploadedFile | undefined,
): Promise<repository.TUploadRow> {
  if (!(await repository.isRepresentative(deps.sql, sellerId, userId))) {
    throw new AppError('FORBIDDEN', PRODUCT_UPLOAD_MESSAGES.notRepresentative);
  }
  if (!file) {
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { file: [PRODUCT_UPLOAD_MESSAGES.fileRequired] });
  }
  if ((await repository.countRunningUploads(deps.sql, userId)) >= PRODUCT_UPLOADS_RUNNING_MAX) {
    throw new AppError('RATE_LIMITED', PRODUCT_UPLOAD_MESSAGES.tooManyRunning);
  }
  const format = detectUploadFormat(file.data);
  if (!format) {
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { file: [PRODUCT_UPLOAD_MESSAGES.unknownFormat] });
  }
  const fileKey = newStorageKey(UPLOAD_FOLDER, format);
  await deps.storage.put(fileKey, file.data);
  const upload = await repository.insertUpload(deps.sql, {
    sellerId,
    userId,
    fileName: file.filename.slice(0, 255),
    format,
    fileKey,
  });
  if (!deps.queue) {
    deps.log.warn({ upload: upload.id }, 'product upload queued while background jobs are off');
    return upload;
  }
  try {
    // The queue starts beside the app; the first upload after a start waits for it rather than failing.
    if (!(await deps.queue.start())) throw new Error('job queue is not running');
    await deps.queue.send<TUploadJobData>(PRODUCT_UPLOAD_JOB, { uploadId: upload.id });
  } catch (error) {
    deps.log.error({ err: error, upload: upload.id }, 'product upload could not be queued');
    await repository.failUpload(deps.sql, upload.id, PRODUCT_UPLOAD_MESSAGES.queueUnavailable);
    await deps.storage.delete(fileKey);
    return (await repository.findUpload(deps.sql, upload.id)) ?? upload;
  }
  return upload;
}

export async function listUploads(deps: TBulkUploadDeps, userId: number) {
  return repository.findUploads(deps.sql, userId, PRODUCT_UPLOADS_LIST_MAX);
}

/** The user's own upload; anyone else's is as absent as a missing one. */
export async function getUpload(deps: TBulkUploadDeps, userId: number, id: number) {
  const upload = await repository.findUpload(deps.sql, id);
  if (!upload || upload.user_id !== userId) throw new AppError('NOT_FOUND', PRODUCT_UPLOAD_MESSAGES.uploadNotFound);
  return upload;
}

/**
 * The upload job: reads every row of the file, creates or updates the seller's products by offer
 * id (each row in its own transaction, so one bad row costs only itself), writes progress as it
 * goes and the per-row report at the end, then queues the pictures named by URL.
 */
export async function processUpload(deps: TBulkUploadDeps, uploadId: number): Promise<void> {
  const upload = await repository.claimUpload(deps.sql, uploadId);
  if (!upload) return;
  try {
    await processClaimedUpload(deps, upload);
  } catch (error) {
    // Marked failed so the seller is not left watching «processing» forever; when even that write
    // fails (the database is away), the job's retry claims the upload again and starts over.
    await repository.failUpload(deps.sql, uploadId, PRODUCT_UPLOAD_MESSAGES.processingFailed);
    throw error;
  }
}

async function processClaimedUpload(deps: TBulkUploadDeps, upload: repository.TUploadRow): Promise<void> {
  const { sql } = deps;
  const uploadId = upload.id;
  const data = await deps.storage.get(upload.file_key);
  if (!data) {
    await repository.failUpload(sql, uploadId, PRODUCT_UPLOAD_MESSAGES.unreadable);
    return;
  }
  let records: Awaited<ReturnType<typeof parseUploadFile>>;
  try {
    records = await parseUploadFile(upload.format, data);
  } catch (error) {
    if (!(error instanceof UploadFileError)) throw error;
    await repository.failUpload(sql, uploadId, error.message);
    await deps.storage.delete(upload.file_key);
    return;
  }
  const categories = indexCategories(await repository.findCategoryRows(sql));
  const counters: repository.TUploadCounters = {
    total_rows: records.length,
    processed_rows: 0,
    created_count: 0,
    updated_count: 0,
    refused_count: 0,
  };
  await repository.updateProgress(sql, uploadId, counters);
  const report: TProductUploadRow[] = [];
  const pictures: Omit<TPicturesJobData, 'allowPrivateAddresses'>[] = [];
  const seenOffers = new Set<string>();
  for (const record of records) {
    const checked = checkRow(record, categories, seenOffers);
    if (!checked.ok) {
      report.push({
        row: record.row,
        offer_id: checked.offerId,
        outcome: 'refused',
        product_id: null,
        reasons: checked.reasons,
      });
      counters.refused_count++;
    } else {
      const { product } = checked;
      try {
        const saved = (await sql.begin(async (transaction) => {
          // The repository takes the pool's type; a transaction answers the same calls.
          const tx = transaction as unknown as TSql;
          const row = await repository.upsertProduct(tx, upload.seller_id, product);
          await repository.replaceTags(tx, row.id, product.tags);
          return row;
        })) as { id: number; created: boolean };
        report.push({
          row: record.row,
          offer_id: product.offerId,
          outcome: saved.created ? 'created' : 'updated',
          product_id: saved.id,
          reasons: checked.notes,
        });
        if (saved.created) counters.created_count++;
        else counters.updated_count++;
        if (product.pictures.length > 0) {
          pictures.push({ uploadId, productId: saved.id, urls: product.pictures, reportIndex: report.length - 1 });
        }
      } catch (error) {
        deps.log.warn({ err: error, upload: uploadId, row: record.row }, 'product upload row not saved');
        report.push({
          row: record.row,
          offer_id: product.offerId,
          outcome: 'refused',
          product_id: null,
          reasons: [MARKETPLACE_MESSAGES.saveFailed],
        });
        counters.refused_count++;
      }
    }
    counters.processed_rows++;
    if (counters.processed_rows % PROGRESS_EVERY === 0) await repository.updateProgress(sql, uploadId, counters);
  }
  await repository.finishUpload(sql, uploadId, { status: 'done', error: null, report, counters });
  await deps.storage.delete(upload.file_key);
  // After the report is written: a picture job notes its failures on the report's rows.
  for (const job of pictures) {
    await deps.queue?.send<TPicturesJobData>(PRODUCT_PICTURES_JOB, {
      ...job,
      allowPrivateAddresses: deps.pictureFetch.allowPrivateAddresses,
    });
  }
}

/**
 * The pictures job: fetches the product's pictures named by URL, skipping URLs it already has
 * pictures from and stopping at the gallery's limit; each is content-checked and re-encoded.
 * A picture that can never be had is noted on the upload's report; when one may come later
 * (network, 5xx), the job fails after storing the others and pg-boss retries it with backoff.
 */
export async function fetchProductPictures(deps: TBulkUploadDeps, job: TPicturesJobData): Promise<void> {
  const { sql } = deps;
  const state = await repository.pictureState(sql, job.productId);
  if (!state.exists) return;
  const config = { ...deps.pictureFetch, allowPrivateAddresses: job.allowPrivateAddresses };
  let count = state.count;
  const later: string[] = [];
  for (const url of job.urls) {
    if (state.sourceUrls.has(url)) continue;
    if (count >= PRODUCT_IMAGES_MAX) {
      await repository.addReportNote(sql, job.uploadId, job.reportIndex, PRODUCT_UPLOAD_MESSAGES.tooManyPictures);
      break;
    }
    try {
      const bytes = await fetchPicture(url, config);
      const stored = await storeProductPicture(deps.storage, bytes);
      if (!stored) throw new PictureFetchError('refused', 'not a picture');
      await repository.insertFetchedPicture(sql, job.productId, stored, url);
      state.sourceUrls.add(url);
      count++;
    } catch (error) {
      if (!(error instanceof PictureFetchError)) throw error;
      deps.log.info({ url, product: job.productId, reason: error.message }, 'product picture not fetched');
      if (error.kind === 'retry') later.push(url);
      else {
        const note = PRODUCT_UPLOAD_MESSAGES.pictureFailed(url);
        await repository.addReportNote(sql, job.uploadId, job.reportIndex, note);
      }
    }
  }
  if (later.length > 0) throw new Error(`${later.length} pictures could not be fetched yet`);
}

/** The upload and picture jobs, declared on the app's queue. */
export function declareBulkUploadJobs(queue: TJobQueue, deps: TBulkUploadDeps): void {
  queue.define<TUploadJobData>(PRODUCT_UPLOAD_JOB, (job) => processUpload(deps, job.data.uploadId), {
    retryLimit: 2,
    retryDelaySeconds: 30,
    // A 10,000-row file is written row by row: well under this.
    expireInSeconds: 30 * 60,
  });
  queue.define<TPicturesJobData>(PRODUCT_PICTURES_JOB, (job) => fetchProductPictures(deps, job.data), {
    retryLimit: 4,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
}

/** Our categories as the template lists them: `Parent / Child`, roots first, in the tree's order. */
export async function categoryPaths(deps: TBulkUploadDeps): Promise<{ id: number; path: string }[]> {
  const rows = await repository.findCategoryRows(deps.sql);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return rows
    .map((row) => ({ id: row.id, path: row.parent_id ? `${names.get(row.parent_id)} / ${row.name}` : row.name }))
    .sort((a, b) => a.path.localeCompare(b.path, 'ru'));
}
