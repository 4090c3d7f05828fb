import type { TSql } from '../../db/client.ts';
import { hasRegistryRows } from '../dataset/index.ts';
import { loadDemoDataset } from './load-demo.ts';

export type TSeedOutcome =
  | { seeded: false; reason: 'has-data' | 'disabled' }
  | { seeded: true; companies: number; entrepreneurs: number; ms: number };

/**
 * First start only: when both registry tables are empty, load the demo dataset.
 * Any existing row (demo or imported) means the data is kept as it is.
 */
export async function seedDemoDataIfEmpty(
  sql: TSql,
  options: {
    enabled: boolean;
    companies: number;
    entrepreneurs: number;
    onProgress?: (progress: { phase: string; done: number; total: number }) => void;
  },
): Promise<TSeedOutcome> {
  if (!options.enabled) return { seeded: false, reason: 'disabled' };
  if (await hasRegistryRows(sql)) return { seeded: false, reason: 'has-data' };
  const result = await loadDemoDataset(sql, {
    companies: options.companies,
    entrepreneurs: options.entrepreneurs,
    onProgress: options.onProgress,
  });
  return { seeded: true, companies: result.companies, entrepreneurs: result.entrepreneurs, ms: result.ms };
}
