import { isApiError } from './api-client.ts';

/** i18n key of a plain-language explanation for a failed request. */
export function errorMessageKey(error: unknown): 'errors.network' | 'errors.badResponse' | 'errors.server' {
  if (isApiError(error) && error.code === 'NETWORK') return 'errors.network';
  if (isApiError(error) && error.code === 'BAD_RESPONSE') return 'errors.badResponse';
  return 'errors.server';
}
