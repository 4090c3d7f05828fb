import { AppError, MESSAGES } from '@sverka/shared';
import type { TRegistryReads } from '../../lib/registry-reads.ts';
import type { TDemoProgress } from './load-demo.ts';

/**
 * Share of a first-start demo load (20,000 ЮЛ + 10,000 ИП) each phase takes, in per cent, as measured: a phase
 * the loader skips (eager ratings above its size) simply never reports. Only a progress bar rests on these.
 */
const PHASE_WEIGHTS: Record<string, number> = {
  reference: 2,
  companies: 38,
  entrepreneurs: 17,
  indexes: 15,
  derived: 2,
  events: 5,
  reliability: 10,
  marketplace: 11,
};

/**
 * The first start's demo load runs after the server already serves (the landing, plans, blog and sign-up need
 * no register). While it runs, registry reads answer 503 at once with a message saying so, instead of reading
 * tables whose indexes are being rebuilt; `GET /api/v1/dataset` reports the progress for the web's banner.
 */
export type TDemoLoadStatus = {
  readonly loading: boolean;
  /** 0–100 while loading, never going back. */
  readonly percent: number;
  /** The subjects being loaded, for the dataset record the load writes only when it ends. */
  readonly companies: number;
  readonly entrepreneurs: number;
  /** The load is about to start: reads wait from now on. */
  begin(): void;
  report(progress: TDemoProgress): void;
  /** The load ended, loaded or failed: reads go to the database again. */
  end(): void;
};

export function createDemoLoadStatus(size: { companies: number; entrepreneurs: number }): TDemoLoadStatus {
  const fractions = new Map<string, number>();
  let loading = false;
  let percent = 0;
  return {
    get loading() {
      return loading;
    },
    get percent() {
      return percent;
    },
    companies: size.companies,
    entrepreneurs: size.entrepreneurs,
    begin() {
      loading = true;
    },
    report({ phase, done, total }) {
      loading = true;
      const fraction = total > 0 ? Math.min(1, done / total) : 1;
      fractions.set(phase, Math.max(fractions.get(phase) ?? 0, fraction));
      let sum = 0;
      for (const [name, fraction] of fractions) sum += (PHASE_WEIGHTS[name] ?? 0) * fraction;
      percent = Math.max(percent, Math.min(99, Math.floor(sum)));
    },
    end() {
      loading = false;
      percent = 100;
    },
  };
}

/** Registry reads that refuse at once, with a 503 saying why, while the demo register loads. */
export function refuseReadsWhileDemoLoads(reads: TRegistryReads, status: TDemoLoadStatus): TRegistryReads {
  return {
    run(request, read) {
      if (status.loading) throw new AppError('UNAVAILABLE', MESSAGES.demoDataLoading);
      return reads.run(request, read);
    },
  };
}
