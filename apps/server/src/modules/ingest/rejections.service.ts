import type { TSql } from '../../db/client.ts';
import * as repository from './ingest.repository.ts';

/** The first `limit` records a run refused, with where they were and why: what `npm run import` prints. */
export function findRejections(
  sql: TSql,
  runId: number,
  limit: number,
): Promise<{ file: string; position: string; reason: string }[]> {
  return repository.findRejections(sql, runId, limit);
}
