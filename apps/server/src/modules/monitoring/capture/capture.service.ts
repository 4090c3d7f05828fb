import type { TSql } from '../../../db/client.ts';
import { insertEvents } from './capture.repository.ts';
import type { TCapturedEvent } from './event.ts';

/**
 * Writes change events in the caller's transaction (an import batch, the demo seeding): one statement,
 * a change already recorded is skipped. Returns how many were written.
 */
export function recordEvents(tx: TSql, events: readonly TCapturedEvent[]): Promise<number> {
  return insertEvents(tx, events);
}
