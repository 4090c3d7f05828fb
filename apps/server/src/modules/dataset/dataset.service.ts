import type { TDatasetInfo } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { replaceAllCardDocuments } from '../card-documents/index.ts';
import * as repository from './dataset.repository.ts';

/** A demo load running behind the pages (the demo module's status): what it loads and how far it got. */
export type TDatasetLoading = { loading: boolean; percent: number; companies: number; entrepreneurs: number };

/**
 * What data the service shows. Demo data is recorded as such when loaded;
 * rows without that record came from the official importers.
 */
export async function getDatasetInfo(sql: TSql, demoLoad?: TDatasetLoading): Promise<TDatasetInfo> {
  // The load writes its record when it ends; meanwhile its rows are demo rows, not an official register.
  if (demoLoad?.loading) {
    const { companies, entrepreneurs, percent } = demoLoad;
    return { kind: 'demo', companies, entrepreneurs, loaded_at: null, loading_percent: percent };
  }
  const meta = await repository.findDatasetMeta(sql);
  if (meta) {
    const { kind, companies, entrepreneurs, loaded_at } = meta;
    return { kind, companies, entrepreneurs, loaded_at, loading_percent: null };
  }
  if (!(await repository.hasRegistryRows(sql)))
    return { kind: 'empty', companies: 0, entrepreneurs: 0, loaded_at: null, loading_percent: null };
  return {
    kind: 'official',
    ...(await repository.estimateRegistryCounts(sql)),
    loaded_at: null,
    loading_percent: null,
  };
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
