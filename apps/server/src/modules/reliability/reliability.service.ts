import {
  evaluateReliability,
  RELIABILITY_RULESET_VERSION,
  type TCoverage,
  type TFactorResult,
  type TReliabilityInputs,
  type TReliabilityResult,
  type TSubjectKind,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { documentTag, invalidateAllCardDocuments, invalidateCardDocuments } from '../card-documents/index.ts';
import { getSubjectByIdentifier } from '../companies/index.ts';
import { findInputs } from './inputs.repository.ts';
import {
  deleteAll,
  deleteByInns,
  deleteByOgrns,
  deleteLinked,
  findCoverage,
  findStored,
  findStoredMany,
  findSubjectIds,
  markListsChanged,
  saveResults,
  type TForgotten,
  type TResultRow,
  type TStoredReliability,
} from './reliability.repository.ts';

/** The calendar day the rules judge by (UTC, like every stored date). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** Coverage changes only when a whole data set is loaded: asked at most once a minute per pool. */
const COVERAGE_TTL_MS = 60_000;
const coverageCache = new WeakMap<TSql, { at: number; coverage: TCoverage }>();

export async function coverageOf(sql: TSql): Promise<TCoverage> {
  const cached = coverageCache.get(sql);
  if (cached && performance.now() - cached.at < COVERAGE_TTL_MS) return cached.coverage;
  const coverage = await findCoverage(sql);
  coverageCache.set(sql, { at: performance.now(), coverage });
  return coverage;
}

/** Forgets the cached coverage (after a data set was loaded or emptied). */
export const forgetCoverage = (sql: TSql): void => void coverageCache.delete(sql);

/** Gathers, evaluates and stores the ratings of these subjects of one kind; returns the stored rows. */
export async function recomputeReliability(
  sql: TSql,
  kind: TSubjectKind,
  ids: readonly number[],
  today = todayIso(),
): Promise<TResultRow[]> {
  if (!ids.length) return [];
  const [coverage, rows] = await Promise.all([coverageOf(sql), findInputs(sql, kind, ids, today)]);
  const results = rows.map(({ subject_id, ...rest }) => {
    const inputs: TReliabilityInputs = { ...rest, today, coverage };
    return { inn: inputs.subject.inn, subject_id, result: evaluateReliability(inputs) };
  });
  await saveResults(sql, results);
  return results;
}

export const isCurrent = (
  row: Pick<TStoredReliability, 'version' | 'valid_until' | 'subject_id' | 'computed_at' | 'lists_changed_at'>,
  subjectId: number,
  today: string,
): boolean =>
  row.version === RELIABILITY_RULESET_VERSION &&
  row.valid_until > today &&
  row.subject_id === subjectId &&
  (!row.lists_changed_at || new Date(row.computed_at) > new Date(row.lists_changed_at));

/**
 * The subject named by ИНН/ОГРН(ИП) and its stored rating when that is of the current ruleset and still
 * valid; only reads, so a read replica can answer it.
 */
export async function findCurrentReliability(sql: TSql, raw: string | undefined) {
  const subject = await getSubjectByIdentifier(sql, raw);
  const stored = await findStored(sql, subject.inn, subject.kind);
  return { subject, stored: stored && isCurrent(stored, subject.id, todayIso()) ? stored : undefined };
}

/**
 * The rating of the ЮЛ or ИП named by ИНН/ОГРН(ИП): the stored one when it is
 * of the current ruleset and still valid, otherwise computed now and stored.
 */
export async function getReliability(sql: TSql, raw: string | undefined) {
  const { subject, stored } = await findCurrentReliability(sql, raw);
  if (stored) return { subject, stored };
  const today = todayIso();
  await recomputeReliability(sql, subject.kind, [subject.id], today);
  const fresh = await findStored(sql, subject.inn, subject.kind);
  if (!fresh) throw new Error(`reliability of ${subject.inn} was not stored`);
  return { subject, stored: fresh };
}

export type TRecomputeAllOptions = {
  batchSize?: number;
  /** Batches in flight at once: each is one gathering query plus one upsert. */
  concurrency?: number;
  onProgress?: (done: number) => void;
  /** Stops between batches (what is rated stays stored) and rejects with the abort's reason. */
  signal?: AbortSignal;
};

/** Rates every company and sole trader, batch by batch in id order; returns how many were rated. */
export async function recomputeAllReliability(sql: TSql, options: TRecomputeAllOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  const concurrency = options.concurrency ?? 2;
  const today = todayIso();
  forgetCoverage(sql);
  let done = 0;
  for (const kind of ['company', 'entrepreneur'] as const) {
    let last = 0;
    let exhausted = false;
    const next = async (): Promise<number[]> => {
      options.signal?.throwIfAborted();
      if (exhausted) return [];
      const ids = await findSubjectIds(sql, kind, last, batchSize);
      if (ids.length < batchSize) exhausted = true;
      last = ids.at(-1) ?? last;
      return ids;
    };
    // Workers take the next id range as soon as they finish: ranges are read one at a time, rated in parallel.
    let reading = Promise.resolve();
    const take = () => {
      const ids = reading.then(next);
      // Only orders the reads: a failed one (or a stop) reaches the worker through `ids`.
      reading = ids.then(
        () => undefined,
        () => undefined,
      );
      return ids;
    };
    // Every worker's batch has ended before a failure or a stop is reported: none is left writing.
    const workers = await Promise.allSettled(
      Array.from({ length: concurrency }, async () => {
        for (let ids = await take(); ids.length; ids = await take()) {
          await recomputeReliability(sql, kind, ids, today);
          done += ids.length;
          options.onProgress?.(done);
        }
      }),
    );
    const failed = workers.find((worker) => worker.status === 'rejected');
    if (failed) throw failed.reason;
  }
  return done;
}

/** The card documents of forgotten ratings go with them, in the same transaction. */
const forgetDocuments = (tx: TSql, forgotten: readonly TForgotten[]) =>
  invalidateCardDocuments(
    tx,
    forgotten.map((row) => documentTag.rating(row.kind, row.inn)),
  );

/**
 * Importer hook: the data under these ИНН changed in the batch being written,
 * so their stored ratings are dropped in the same transaction and the next
 * read computes them afresh. One indexed delete per batch.
 */
export async function invalidateReliability(tx: TSql, inns: readonly (string | null | undefined)[]): Promise<void> {
  await forgetDocuments(tx, await deleteByInns(tx, present(inns)));
}

const present = (values: readonly (string | null | undefined)[] | undefined): string[] =>
  (values ?? []).filter((v): v is string => !!v);

/** Importer hook for facts keyed by ОГРН/ОГРНИП only (licences). */
export const invalidateReliabilityByOgrns = async (tx: TSql, ogrns: readonly (string | null | undefined)[]) =>
  forgetDocuments(tx, await deleteByOgrns(tx, present(ogrns)));

/** Importer hook for lists naming people or organisations: the companies they direct or found are re-rated too. */
export async function invalidateLinkedReliability(
  tx: TSql,
  ids: { inns?: readonly (string | null | undefined)[]; ogrns?: readonly (string | null | undefined)[] },
): Promise<void> {
  const inns = present(ids.inns);
  const ogrns = present(ids.ogrns);
  const forgotten = [
    ...(await deleteByInns(tx, inns)),
    ...(await deleteByOgrns(tx, ogrns)),
    ...(await deleteLinked(tx, inns, ogrns)),
  ];
  await forgetDocuments(tx, forgotten);
}

/**
 * Importer hook of the registers that name people or addresses rather than
 * companies (mass addresses, mass leaders, disqualified persons): every
 * rating computed before this batch is recomputed on its next read.
 */
export async function invalidateReliabilityLists(tx: TSql): Promise<void> {
  await markListsChanged(tx);
  await invalidateAllCardDocuments(tx);
}

/** Importer hook for facts about the subjects themselves, keyed by ИНН and/or ОГРН (trademarks). */
export async function invalidateSubjectsReliability(
  tx: TSql,
  ids: { inns?: readonly (string | null | undefined)[]; ogrns?: readonly (string | null | undefined)[] },
): Promise<void> {
  const forgotten = [...(await deleteByInns(tx, present(ids.inns))), ...(await deleteByOgrns(tx, present(ids.ogrns)))];
  await forgetDocuments(tx, forgotten);
}

/** After a load that may touch any company (the demo register): drop every stored rating. */
export async function invalidateAllReliability(sql: TSql): Promise<void> {
  forgetCoverage(sql);
  await deleteAll(sql);
  await invalidateAllCardDocuments(sql);
}

/** A subject's rating as lists show it: score, zone, whether a stop-factor fired, and the stored factor results. */
export type TRating = {
  inn: string;
  subjectId: number;
  score: number;
  zone: TReliabilityResult['zone'];
  stop: boolean;
  factors: TFactorResult[];
};

/**
 * Ratings of many subjects of one kind at once (bulk checks, watch lists, result lists): the stored ones
 * that are current, and the others computed now in one gathering statement and stored. Keyed by subject id.
 * `compute: false` returns only what is stored and current, for callers that must not pay for the rest.
 */
export async function ratingsOf(
  sql: TSql,
  kind: TSubjectKind,
  subjects: readonly { id: number; inn: string }[],
  options: { compute?: boolean } = {},
): Promise<Map<number, TRating>> {
  const today = todayIso();
  const ratings = new Map<number, TRating>();
  const stored = new Map(
    (
      await findStoredMany(
        sql,
        kind,
        subjects.map((s) => s.inn),
      )
    ).map((row) => [row.inn, row]),
  );
  const missing: number[] = [];
  for (const subject of subjects) {
    const row = stored.get(subject.inn);
    if (row && isCurrent(row, subject.id, today)) {
      ratings.set(subject.id, {
        inn: row.inn,
        subjectId: subject.id,
        score: row.score,
        zone: row.zone,
        stop: row.stop,
        factors: row.factors,
      });
    } else missing.push(subject.id);
  }
  if (options.compute === false || !missing.length) return ratings;
  for (const row of await recomputeReliability(sql, kind, [...new Set(missing)], today)) {
    const { score, zone, stop, factors } = row.result;
    ratings.set(row.subject_id, { inn: row.inn, subjectId: row.subject_id, score, zone, stop, factors });
  }
  return ratings;
}
