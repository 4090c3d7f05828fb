import type { TGeneratorOptions } from './companies.ts';
import { laneShare, type TLane } from './lanes.ts';
import { TableBuffers } from './tables.ts';
import { CompanyWorld, EntrepreneurWorld, type TIdCounters } from './world.ts';

/** Subjects per batch: each batch becomes one COPY per table, a few MB of text, so memory stays flat. */
export const DEMO_BATCH = 5_000;

export type TLaneTask = {
  options: TGeneratorOptions & { lane: TLane };
  /** Whole-register totals; the lane makes its share of each. */
  companies: number;
  entrepreneurs: number;
  starts: TIdCounters;
};

export type TLaneBatch = { kind: 'companies' | 'entrepreneurs'; count: number; buffers: TableBuffers };

/**
 * One lane's share of the register, batch by batch: its companies, then its
 * sole traders. The same task gives the same batches on any thread.
 */
export class LaneGenerator {
  private readonly companies: CompanyWorld;
  private readonly entrepreneurs: EntrepreneurWorld;

  constructor(private readonly task: TLaneTask) {
    this.companies = new CompanyWorld(task.options, task.starts);
    this.entrepreneurs = new EntrepreneurWorld(task.options, task.starts.entrepreneur);
  }

  *batches(): Generator<TLaneBatch> {
    const lane = this.task.options.lane;
    yield* this.kind('companies', laneShare(lane, this.task.companies), (out) => this.companies.next(out));
    yield* this.kind('entrepreneurs', laneShare(lane, this.task.entrepreneurs), (out) => this.entrepreneurs.next(out));
  }

  /** The largest ids issued (start − 1 when none), to move the sequences past. */
  lastIds(): TIdCounters {
    return { ...this.companies.lastIds(), entrepreneur: this.entrepreneurs.lastId() };
  }

  private *kind(kind: TLaneBatch['kind'], total: number, next: (out: TableBuffers) => void): Generator<TLaneBatch> {
    for (let done = 0; done < total; ) {
      const count = Math.min(DEMO_BATCH, total - done);
      const buffers = new TableBuffers();
      for (let i = 0; i < count; i++) next(buffers);
      done += count;
      yield { kind, count, buffers };
    }
  }
}
