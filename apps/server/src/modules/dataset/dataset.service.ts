import type { TDatasetInfo } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { replaceAllCardDocuments } from '../card-documents/index.ts';
import * as repository from './dataset.repository.ts';

/**
 * What data the service shows. Demo data is recorded as such when loaded;
 * rows without that record came from the official importers.
 */
export async function getDatasetInfo(sql: TSql): Promise<TDatasetInfo> {
  const meta = await repository.findDatasetMeta(sql);
  if (meta) {
    return { kind: meta.kind, companies: meta.companies, entrepreneurs: meta.entrepreneurs, loaded_at: meta.loaded_at };
  }
  if (!(await repository.hasRegistryRows(sql)))
    return { kind: 'empty', companies: 0, entrepreneurs: 0, loaded_at: null };
  return { kind: 'official', ...(await repository.estimateRegistryCounts(sql)), loaded_at: null };
}

/**
 * Where a register's rows come from and as of when, for a list that may be empty: the demo load
 * (and its date) when demo data is loaded, else the last finished import of that source, else null
 * (the register was never loaded, so an empty list proves nothing).
 */
export async function getRegisterSource(
  sql: TSql,
  source: string,
): Promise<{ source: string; as_of: string | null } | null> {
  const info = await getDatasetInfo(sql);
  if (info.kind === 'demo') return { source: 'demo', as_of: info.loaded_at?.slice(0, 10) ?? null };
  const day = await repository.findLastImportDate(sql, source);
  return day ? { source, as_of: day } : null;
}

/** True when either registry table has a row, demo or imported. */
export function hasRegistryRows(sql: TSql): Promise<boolean> {
  return repository.hasRegistryRows(sql);
}

/** Empties every registry table and the dataset record, for loading another dataset. */
export async function truncateRegistry(sql: TSql): Promise<void> {
  await repository.truncateRegistry(sql);
  await replaceAllCardDocuments(sql);
}
