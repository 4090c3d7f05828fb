import {
  AppError,
  BULK_CHECK_MAX_ITEMS,
  BULK_CHECK_MESSAGES,
  BULK_CHECKS_LIST_MAX,
  BULK_CHECKS_RUNNING_MAX,
  checkIdentifierItems,
  ENTITLEMENT_ERROR_CODE,
  ENTITLEMENT_MESSAGES,
  featureForLimit,
  MESSAGES,
  PLAN_LIMIT_ERROR_CODE,
  type TBulkCheckAllowance,
  type TBulkCheckWatchResult,
  type TBulkItem,
  type TEntitlementErrorBody,
  type TPlanLimitErrorBody,
} from '@sverka/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TSql } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { planLimit, planLimitOfUser } from '../entitlements/index.ts';
import { addToWatchlist } from '../monitoring/index.ts';
import * as repository from './bulk-check.repository.ts';
import { CheckFileError, readCheckFile } from './bulk-check-files.ts';
import { buildCheckWorkbook } from './bulk-check-workbook.ts';

/** Queue name: pg-boss keeps it in its tables, so a rename leaves the old queue's rows behind. */
export const BULK_CHECK_JOB = 'bulk-check';
export type TBulkCheckJobData = { checkId: number };

export type TBulkCheckDeps = {
  sql: TSql;
  log: FastifyBaseLogger;
  /** The app's job queue (pg-boss, or the in-process stand-in where background jobs are off). */
  queue: TJobQueue | undefined;
};

/** The caller's allowance per check and the cheapest tier beyond it, for the page's prompt. */
export async function getAllowance(deps: TBulkCheckDeps, request: FastifyRequest): Promise<TBulkCheckAllowance> {
  const { limit, upgrade } = await planLimit(deps.sql, request, 'bulk_check');
  return { limit, max_items: BULK_CHECK_MAX_ITEMS, running_max: BULK_CHECKS_RUNNING_MAX, plan: upgrade };
}

export type TSubmitInput = { items?: string[]; name?: string; file?: TUploadedFile };

export type TSubmitResult =
  | { ok: true; check: repository.TCheckWithCounts }
  | { ok: false; refusal: TEntitlementErrorBody | TPlanLimitErrorBody };

const listOf = (items: string[]): TBulkItem[] => items.map((value, index) => ({ position: index + 1, value }));

/**
 * A new check: the list is read (the file's column, or the items as given), split into identifiers and
 * values refused with the reason, held against the plan's allowance and queued. Without a plan that has
 * bulk checks the refusal is the paid feature's (`entitlement_required`); over the allowance it is
 * `plan_limit_reached` with the allowance and the tier that holds more.
 */
export async function submitCheck(
  deps: TBulkCheckDeps,
  request: FastifyRequest,
  userId: number,
  input: TSubmitInput,
): Promise<TSubmitResult> {
  const allowance = await planLimit(deps.sql, request, 'bulk_check');
  if (allowance.limit === 0) {
    const feature = featureForLimit('bulk_check', 1) ?? 'check.bulk_100';
    const refusal: TEntitlementErrorBody = {
      detail: ENTITLEMENT_MESSAGES.upgrade,
      code: ENTITLEMENT_ERROR_CODE,
      feature,
      reason: 'upgrade',
      plan: allowance.upgrade,
    };
    return { ok: false, refusal };
  }
  const field = input.file ? 'file' : 'items';
  let items: TBulkItem[];
  try {
    items = input.file ? await readCheckFile(input.file.data) : listOf(input.items ?? []);
  } catch (error) {
    if (!(error instanceof CheckFileError)) throw error;
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { file: [error.message] });
  }
  const { valid, invalid } = checkIdentifierItems(items);
  if (valid.length + invalid.length === 0) {
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [BULK_CHECK_MESSAGES.empty] });
  }
  if (valid.length > allowance.limit) {
    const refusal: TPlanLimitErrorBody = {
      detail: BULK_CHECK_MESSAGES.overPlan(allowance.limit),
      code: PLAN_LIMIT_ERROR_CODE,
      limit: allowance.limit,
      plan: allowance.upgrade,
    };
    return { ok: false, refusal };
  }
  const name = (input.name ?? input.file?.filename ?? '').trim().slice(0, 200);
  const check = await repository.insertCheck(
    deps.sql,
    { userId, name, items: valid.map(({ position, query, id }) => ({ position, query, id })), invalid },
    BULK_CHECKS_RUNNING_MAX,
  );
  if (!check) throw new AppError('RATE_LIMITED', BULK_CHECK_MESSAGES.tooManyRunning);
  const queued = await queueCheck(deps, check);
  return { ok: true, check: { ...queued, invalid_count: invalid.length, not_found: 0, low: 0, medium: 0, high: 0 } };
}

async function queueCheck(deps: TBulkCheckDeps, check: repository.TCheckRow): Promise<repository.TCheckRow> {
  try {
    if (!deps.queue) throw new Error('background jobs are off');
    // The queue starts beside the app; the first check after a start waits for it rather than failing.
    if (!(await deps.queue.start())) throw new Error('job queue is not running');
    await deps.queue.send<TBulkCheckJobData>(BULK_CHECK_JOB, { checkId: check.id });
    return check;
  } catch (error) {
    deps.log.error({ err: error, check: check.id }, 'bulk check could not be queued');
    await repository.failCheck(deps.sql, check.id, BULK_CHECK_MESSAGES.queueUnavailable);
    return { ...check, status: 'failed', error: BULK_CHECK_MESSAGES.queueUnavailable };
  }
}

export function listChecks(deps: TBulkCheckDeps, userId: number) {
  return repository.findChecks(deps.sql, userId, BULK_CHECKS_LIST_MAX);
}

/** The user's own check; anyone else's is as absent as a missing one. */
async function ownCheck(deps: TBulkCheckDeps, userId: number, id: number) {
  const check = await repository.findCheck(deps.sql, id);
  if (!check || check.user_id !== userId) throw new AppError('NOT_FOUND', BULK_CHECK_MESSAGES.notFound);
  return check;
}

/** The check with its rows so far (none when `withRows` is false: a progress poll). */
export async function getCheck(deps: TBulkCheckDeps, userId: number, id: number, withRows: boolean) {
  const check = await ownCheck(deps, userId, id);
  const rows = withRows ? await repository.findResultRows(deps.sql, id) : [];
  return { check, rows };
}

/** The finished check as an XLSX workbook; `origin` starts the card links. */
export async function exportCheck(deps: TBulkCheckDeps, userId: number, id: number, origin: string) {
  const check = await ownCheck(deps, userId, id);
  if (check.status !== 'done') throw new AppError('CONFLICT', BULK_CHECK_MESSAGES.notDone);
  const rows = await repository.findResultRows(deps.sql, id);
  return { fileName: `bulk-check-${id}.xlsx`, content: await buildCheckWorkbook(check, rows, origin) };
}

/** «Добавить всех в отслеживание»: every subject the check found, within the watch list's allowance. */
export async function watchAll(deps: TBulkCheckDeps, userId: number, id: number): Promise<TBulkCheckWatchResult> {
  await ownCheck(deps, userId, id);
  const subjects = await repository.findFoundSubjects(deps.sql, id);
  if (!subjects.length) throw new AppError('CONFLICT', BULK_CHECK_MESSAGES.nothingToWatch);
  const limit = await planLimitOfUser(deps.sql, userId, 'watchlist');
  const outcome = await addToWatchlist(
    deps.sql,
    userId,
    subjects.map((s) => ({ inn: s.inn, subjectKind: s.subject_kind })),
    limit,
  );
  return { added: outcome.added, already_watched: outcome.alreadyWatched, over_limit: outcome.overLimit, limit };
}
