import { PLAN_LIMIT_ERROR_CODE, type TLockedPlan, ZPlanLimitErrorBody } from '@sverka/shared';
import { isApiError } from '../../../lib/api-client.ts';

/** Why «Следить» did not add the subject, as the button explains it. */
export type TWatchRefusal =
  | { kind: 'limit'; limit: number | null; plan: TLockedPlan | null }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** The refusal behind a failed «Следить»: the plan's limit (with the plan that allows more), no such subject, or else. */
export function watchRefusalOf(error: unknown): TWatchRefusal | null {
  if (!error) return null;
  if (isApiError(error) && error.code === PLAN_LIMIT_ERROR_CODE) {
    const body = ZPlanLimitErrorBody.safeParse(error.body);
    return body.success
      ? { kind: 'limit', limit: body.data.limit, plan: body.data.plan ?? null }
      : { kind: 'limit', limit: null, plan: null };
  }
  if (isApiError(error) && error.status === 404) return { kind: 'notFound' };
  return { kind: 'failed' };
}
