import type { TResetPasswordBody, TResetPasswordConfirmBody } from '@sverka/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /auth/users/reset_password/`: answers 204 whether or not the email is known. */
export function requestPasswordReset(body: TResetPasswordBody): Promise<void> {
  return apiRequest('/auth/users/reset_password/', { method: 'POST', json: body, anonymous: true });
}

/** `POST /auth/users/reset_password_confirm/` with the uid and token of the emailed link. */
export function confirmPasswordReset(body: TResetPasswordConfirmBody): Promise<void> {
  return apiRequest('/auth/users/reset_password_confirm/', { method: 'POST', json: body, anonymous: true });
}
