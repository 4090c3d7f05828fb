import { describe, expect, it } from 'vitest';
import ru from '../../../locales/ru.json';
import {
  canSubmitSignIn,
  checkNewPassword,
  checkRegister,
  forgotPasswordError,
  isRegisterValid,
  signInAlert,
} from './validation.ts';

const filled = { full_name: 'Иван Петров', email: 'ivan@example.ru', password: 'secret1!', terms: true };

describe('sign in', () => {
  it('keeps submit disabled until both fields are filled', () => {
    expect(canSubmitSignIn({ email: '', password: '' })).toBe(false);
    expect(canSubmitSignIn({ email: 'a@b.ru', password: '' })).toBe(false);
    expect(canSubmitSignIn({ email: '   ', password: 'x' })).toBe(false);
    expect(canSubmitSignIn({ email: 'a@b.ru', password: 'x' })).toBe(true);
  });

  it("alerts 'Пожалуйста, заполните все поля и примите условия.' when submitted empty", () => {
    expect(signInAlert({ email: '', password: '' })).toBe('auth.fillAll');
    expect(ru.auth.fillAll).toBe('Пожалуйста, заполните все поля и примите условия.');
    expect(signInAlert({ email: 'a@b.ru', password: 'x' })).toBeNull();
  });
});

describe('registration', () => {
  it('accepts a complete form', () => {
    expect(isRegisterValid(checkRegister(filled))).toBe(true);
  });

  it('requires name, email and password', () => {
    const check = checkRegister({ full_name: ' ', email: '', password: '', terms: true });
    expect(check.fields).toEqual({
      full_name: ['common.required'],
      email: ['common.required'],
      password: ['common.required'],
    });
    expect(check.alert).toBe('auth.fillAll');
  });

  it("asks to accept the terms ('Пожалуйста, примите условия.')", () => {
    const check = checkRegister({ ...filled, terms: false });
    expect(check.alert).toBe('auth.acceptTerms');
    expect(ru.auth.acceptTerms).toBe('Пожалуйста, примите условия.');
    expect(isRegisterValid(check)).toBe(false);
  });

  it('lists every broken password rule with the spec wording', () => {
    const check = checkRegister({ ...filled, password: 'abc' });
    expect(check.fields.password).toEqual([
      'auth.passwordRules.tooShort',
      'auth.passwordRules.noDigit',
      'auth.passwordRules.noSpecial',
    ]);
    expect(ru.auth.passwordRules.tooShort).toBe('Пароль должен содержать минимум 8 символов.');
    expect(ru.auth.passwordRules.noDigit).toBe('Пароль должен содержать хотя бы одну цифру.');
    expect(ru.auth.passwordRules.noSpecial).toBe('Пароль должен содержать хотя бы один специальный символ.');
    expect(checkRegister({ ...filled, password: 'abcdefgh1=' }).fields.password).toEqual([
      'auth.passwordRules.noSpecial',
    ]);
  });

  it('checks the email shape', () => {
    expect(checkRegister({ ...filled, email: 'not-an-email' }).fields.email).toEqual(['common.invalidEmail']);
  });
});

describe('forgot password', () => {
  it('requires a valid email', () => {
    expect(forgotPasswordError('')).toBe('common.required');
    expect(forgotPasswordError('x@')).toBe('common.invalidEmail');
    expect(forgotPasswordError(' ivan@example.ru ')).toBeNull();
  });
});

describe('new password', () => {
  it("says 'Пароли не совпадают' when the confirmation differs", () => {
    expect(checkNewPassword({ password: 'secret1!', confirm: 'secret1?' }).confirm).toEqual([
      'auth.newPassword.mismatch',
    ]);
    expect(ru.auth.newPassword.mismatch).toBe('Пароли не совпадают');
  });

  it('applies the password rules and passes a good pair', () => {
    expect(checkNewPassword({ password: 'short', confirm: 'short' }).password).toContain('auth.passwordRules.tooShort');
    expect(checkNewPassword({ password: 'secret1!', confirm: 'secret1!' })).toEqual({ password: [], confirm: [] });
  });
});
