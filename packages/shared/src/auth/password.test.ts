import { describe, expect, it } from 'vitest';
import { ZRegisterBody } from './auth.contract.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';
import { PASSWORD_MESSAGES, passwordProblems } from './password.ts';

describe('passwordProblems', () => {
  it('accepts eight characters with a digit and a listed special character', () => {
    expect(passwordProblems('secret1!')).toEqual([]);
    expect(passwordProblems('abcdefg1-')).toEqual([]);
  });

  it('lists every broken rule in the order the form shows them', () => {
    expect(passwordProblems('abc')).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.noDigit,
      PASSWORD_MESSAGES.noSpecial,
    ]);
    expect(passwordProblems('abcdefgh1')).toEqual([PASSWORD_MESSAGES.noSpecial]);
    expect(passwordProblems('abcdefgh!')).toEqual([PASSWORD_MESSAGES.noDigit]);
  });

  it('counts only the special characters spec §5 lists', () => {
    expect(passwordProblems('abcdefgh1=')).toEqual([PASSWORD_MESSAGES.noSpecial]);
    expect(passwordProblems('abcdefgh1~')).toEqual([PASSWORD_MESSAGES.noSpecial]);
  });

  it('refuses passwords longer than 128 characters', () => {
    expect(passwordProblems(`1!${'a'.repeat(127)}`)).toEqual([PASSWORD_MESSAGES.tooLong]);
  });
});

describe('ZRegisterBody', () => {
  it('lower-cases the email and trims the name', () => {
    const parsed = ZRegisterBody.parse({ full_name: ' Иван ', email: ' Ivan@Example.RU ', password: 'secret1!' });
    expect(parsed).toEqual({ full_name: 'Иван', email: 'ivan@example.ru', password: 'secret1!' });
  });

  it('names each missing field with DRF wording', () => {
    const result = ZRegisterBody.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({
      full_name: ACCOUNT_MESSAGES.required,
      email: ACCOUNT_MESSAGES.required,
      password: ACCOUNT_MESSAGES.required,
    });
  });

  it('rejects a malformed email', () => {
    const result = ZRegisterBody.safeParse({ full_name: 'И', email: 'not-an-email', password: 'secret1!' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ACCOUNT_MESSAGES.invalidEmail]);
  });
});
