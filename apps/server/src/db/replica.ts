import { createDatabaseMonitor, type TDatabaseMonitor } from './availability.ts';
import type { TSql } from './client.ts';

/**
 * Longest the replica may trail the primary before public reads leave it for the primary: a replica whose
 * replication broke keeps answering, with data that only gets older.
 */
export const REPLICA_MAX_LAG_MS = 30_000;
/** How often the primary's WAL position and the replica's replay position are compared. */
const LAG_POLL_MS = 1_000;

export type TReadReplicaOptions = {
  /** The serving pool of the primary: its WAL position is what the replica is measured against. */
  primary: TSql;
  /** The replica's pool, made by createSql with the serving pool's settings. */
  replica: TSql;
  maxLagMs?: number;
  lagPollMs?: number;
  /** Between availability probes of the replica; see createDatabaseMonitor. */
  monitor?: Parameters<typeof createDatabaseMonitor>[1];
  onChange?: (usable: boolean, reason: string) => void;
};

export type TReadReplica = {
  sql: TSql;
  /** True while the replica answers and trails the primary by less than the allowed lag. */
  readonly usable: boolean;
  /** How far behind the replica was at the last look, in ms (0 when it had everything the primary had). */
  readonly lagMs: number;
  /**
   * Whether the replica had replayed the primary's WAL up to `lsn` at the last look. A server that is not a
   * standby (no replay position) counts as current: it is the primary itself or holds everything anyway.
   */
  hasReplayed(lsn: string): boolean;
  /** A read on the replica failed for want of it: probe now instead of at the next tick. */
  reportFailure(): void;
  close(): Promise<void>;
};

/** `16/B374D848` → a number that orders WAL positions. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Watches a streaming replica for the serving pools: whether it answers (a monitor of its own, as the
 * primary has) and how far its replay trails the primary's WAL. Lag is measured in time: the primary's
 * flushed position (what a replica can have been sent) is sampled every poll, and the replica is as far
 * behind as the oldest sample it has not replayed.
 */
export function watchReadReplica(options: TReadReplicaOptions): TReadReplica {
  const maxLagMs = options.maxLagMs ?? REPLICA_MAX_LAG_MS;
  const pollMs = options.lagPollMs ?? LAG_POLL_MS;
  let usable = true;
  let lagMs = 0;
  /** The replica's replay position at the last look; null for a server that is not a standby. */
  let replayed: bigint | null | undefined;
  const samples: { at: number; lsn: bigint }[] = [];
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const update = (reason: string) => {
    const now = monitor.available && lagMs <= maxLagMs;
    if (now === usable) return;
    usable = now;
    options.onChange?.(now, reason);
  };
  const monitor: TDatabaseMonitor = createDatabaseMonitor(options.replica, {
    ...options.monitor,
    onChange: (available) => update(available ? 'the replica answers again' : 'the replica does not answer'),
  });

  const measure = async () => {
    const [[primary], [replica]] = await Promise.all([
      options.primary<{ lsn: string }[]>`select pg_current_wal_flush_lsn()::text as lsn`,
      options.replica<{ lsn: string | null }[]>`select pg_last_wal_replay_lsn()::text as lsn`,
    ]);
    const now = Date.now();
    if (primary) samples.push({ at: now, lsn: lsnValue(primary.lsn) });
    replayed = replica?.lsn ? lsnValue(replica.lsn) : null;
    const position = replayed;
    // Samples the replica has replayed say nothing more; the oldest one it lacks dates its lag.
    while (samples.length && (position === null || (samples[0] as { lsn: bigint }).lsn <= position)) samples.shift();
    lagMs = samples.length ? now - (samples[0] as { at: number }).at : 0;
    update(
      lagMs > maxLagMs ? `the replica is ${Math.round(lagMs / 1000)} s behind the primary` : 'the replica caught up',
    );
  };

  const poll = () => {
    if (closed) return;
    measure()
      // An unreachable replica is the monitor's to report; until it answers, its lag stays as last seen.
      .catch(() => undefined)
      .finally(() => {
        if (closed) return;
        timer = setTimeout(poll, pollMs);
        timer.unref();
      });
  };
  poll();

  return {
    sql: options.replica,
    get usable() {
      return usable;
    },
    get lagMs() {
      return lagMs;
    },
    hasReplayed: (lsn) => replayed === null || (replayed !== undefined && replayed >= lsnValue(lsn)),
    reportFailure: () => monitor.reportFailure(),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await monitor.close();
    },
  };
}
