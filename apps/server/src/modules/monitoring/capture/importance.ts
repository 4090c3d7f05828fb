import type { TMonitoringEventKind, TMonitoringImportance } from '@sverka/shared';

/**
 * How much each change matters, in one table: `critical` for stop-factor news (a watcher may be mailed
 * at once), `warning` for risk signs, `info` for the rest. Each kind lists the ways it can happen;
 * the capture code names the way, never an importance. The `zone` row is applied by the trigger of
 * migration 0030 (a test holds the two together).
 */
export const EVENT_IMPORTANCE = {
  status: {
    /** Liquidation, bankruptcy, exclusion from the register, termination of an ИП. */
    terminated: 'critical',
    /** Another status while still existing (reorganisation, an intended exclusion). */
    changed: 'warning',
    /** Back to «Действует». */
    restored: 'info',
  },
  name: { changed: 'info' },
  address: { changed: 'info' },
  director: { changed: 'warning', disqualified: 'critical' },
  founders: { changed: 'info' },
  capital: { changed: 'info' },
  okved: { changed: 'info' },
  unreliable: { marked: 'warning', cleared: 'info' },
  mass_registration: { flagged: 'warning' },
  sanctions: { listed: 'critical', delisted: 'info' },
  arbitration: { defendant: 'warning', party: 'info', closed: 'info' },
  enforcement: { opened: 'warning', closed: 'info' },
  bankruptcy: { message: 'critical' },
  inspection: { held: 'info', violations: 'warning' },
  contract: { signed: 'info' },
  rnp: { included: 'critical', excluded: 'info' },
  license: { issued: 'info', suspended: 'warning', resumed: 'info' },
  zone: { worse: 'warning', better: 'info' },
} as const satisfies Record<TMonitoringEventKind, Record<string, TMonitoringImportance>>;

/** The ways a change of `kind` can happen. */
export type TEventWay<K extends TMonitoringEventKind> = keyof (typeof EVENT_IMPORTANCE)[K];

export function importanceOf<K extends TMonitoringEventKind>(kind: K, way: TEventWay<K>): TMonitoringImportance {
  return (EVENT_IMPORTANCE[kind] as Record<TEventWay<K>, TMonitoringImportance>)[way];
}

/** Statuses that end a subject's life or put it on the way out: stop-factor news. */
const TERMINAL_STATUS = /ликвид|прекра|исключ|банкрот|не действует|недейств/i;
const ACTIVE_STATUS = /^\s*действует\s*$/i;

/** The way a status change happened, from the new status text. */
export function statusWay(after: string | null): TEventWay<'status'> {
  if (after && ACTIVE_STATUS.test(after)) return 'restored';
  if (!after || TERMINAL_STATUS.test(after)) return 'terminated';
  return 'changed';
}
