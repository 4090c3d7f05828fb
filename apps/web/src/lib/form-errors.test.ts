import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, PASSWORD_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromBody } from './api-client.ts';
import { accountErrorMessages, signInErrorMessage } from './form-errors.ts';

describe('signInErrorMessage', () => {
  it("reads 'Неверный логин или пароль' for any failure but a missing CSRF cookie or a rate limit", () => {
    expect(signInErrorMessage(errorFromBody(401, { detail: ACCOUNT_MESSAGES.noActiveAccount }))).toEqual({
      key: 'auth.loginFailed',
    });
    expect(signInErrorMessage(new ApiError(0, 'NETWORK', null))).toEqual({ key: 'auth.loginFailed' });
    expect(signInErrorMessage(new ApiError(0, 'CSRF_MISSING', 'CSRF token is missing'))).toEqual({
      key: 'auth.csrfMissing',
    });
    expect(
      signInErrorMessage(errorFromBody(429, { detail: 'Слишком много попыток. Попробуйте снова через 5 мин.' })),
    ).toEqual({
      text: 'Слишком много попыток. Попробуйте снова через 5 мин.',
    });
  });

  it('says the account is blocked when the server refuses a blocked account', () => {
    expect(signInErrorMessage(errorFromBody(403, { detail: ADMIN_MESSAGES.userBlocked, code: 'FORBIDDEN' }))).toEqual({
      key: 'auth.accountBlocked',
    });
    // Another 403 (a stale CSRF pair aside) is not taken for a block.
    expect(signInErrorMessage(errorFromBody(403, { detail: 'Нет доступа', code: 'FORBIDDEN' }))).toEqual({
      key: 'auth.loginFailed',
    });
  });
});

describe('accountErrorMessages', () => {
  it('turns the taken email into the spec alert', () => {
    const error = errorFromBody(400, { email: [ACCOUNT_MESSAGES.emailTaken] });
    expect(accountErrorMessages(error, ['email'])).toEqual({ fields: {}, alert: { key: 'auth.emailTaken' } });
  });

  it('translates the shared password rules and keeps other field messages', () => {
    const error = errorFromBody(400, { password: [PASSWORD_MESSAGES.noDigit], full_name: ['Не больше 150 символов.'] });
    expect(accountErrorMessages(error, ['password', 'full_name']).fields).toEqual({
      password: [{ key: 'auth.passwordRules.noDigit' }],
      full_name: [{ text: 'Не больше 150 символов.' }],
    });
  });

  it('shows messages of fields the form lacks as the alert', () => {
    const error = errorFromBody(400, { non_field_errors: ['Не удалось создать аккаунт.'] });
    expect(accountErrorMessages(error, ['email'])).toEqual({
      fields: {},
      alert: { text: 'Не удалось создать аккаунт.' },
    });
  });

  it('explains failures that are not about the input', () => {
    expect(accountErrorMessages(new ApiError(0, 'NETWORK', null), []).alert).toEqual({ key: 'errors.network' });
    expect(accountErrorMessages(errorFromBody(500, null), []).alert).toEqual({ key: 'errors.server' });
  });
});
