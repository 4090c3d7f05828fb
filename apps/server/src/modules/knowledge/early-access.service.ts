import {
  AppError,
  EARLY_ACCESS_MESSAGES,
  ENTITLEMENT_ERROR_CODE,
  ENTITLEMENT_MESSAGES,
  type TEarlyAccessKey,
  type TEntitlementErrorBody,
  type TLocked,
} from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import type { TSql } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { lockedFeature } from '../entitlements/index.ts';
import * as repository from './early-access.repository.ts';

/**
 * Whether the caller may use a feature in early access: its flag is on and the caller's plan has
 * `early_access`. `off` when the flag is off or unknown (nobody gets it); otherwise the lock of the plan
 * (null: allowed). The request must have passed identifyUser or requireUser.
 */
export async function earlyAccessLock(
  sql: TSql,
  request: FastifyRequest,
  key: TEarlyAccessKey,
): Promise<TLocked | null | 'off'> {
  const flag = await repository.findFlag(sql, key);
  if (!flag?.enabled) return 'off';
  return lockedFeature(sql, request, 'early_access');
}

/** The yes-or-no of {@link earlyAccessLock}, for modules that only hide or show a feature. */
export async function earlyAccessAllowed(sql: TSql, request: FastifyRequest, key: TEarlyAccessKey): Promise<boolean> {
  return (await earlyAccessLock(sql, request, key)) === null;
}

/** The 403 body of a call refused for want of `early_access` (`entitlement_required`, the cheapest plan). */
export function earlyAccessRefusal(lock: TLocked): TEntitlementErrorBody {
  return { detail: ENTITLEMENT_MESSAGES[lock.reason], code: ENTITLEMENT_ERROR_CODE, ...lock };
}

/** The flags on now that the caller may use: none without `early_access`, and then why. */
export async function callerEarlyAccess(sql: TSql, request: FastifyRequest) {
  const locked = await lockedFeature(sql, request, 'early_access');
  return { flags: locked ? [] : await repository.findFlags(sql, true), locked };
}

export const listFlags = (sql: TSql) => repository.findFlags(sql, false);

export async function toggleFlag(sql: TSql, editorId: number, key: string, enabled: boolean) {
  const changed = await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const result = await repository.setFlag(tx, key, enabled);
    if (result) {
      await recordAudit(tx, {
        actorId: editorId,
        action: 'early_access.update',
        targetType: 'early_access_flag',
        targetId: key,
        before: { enabled: result.before.enabled },
        after: { enabled: result.after.enabled },
      });
    }
    return result;
  });
  if (!changed) throw new AppError('NOT_FOUND', EARLY_ACCESS_MESSAGES.notFound);
  return changed.after;
}
