import { describe, expect, it } from 'vitest';
import { checkChangePassword, checkEmailChange, checkMainData, isEmailChanged, isRealBirthDate } from './validation.ts';

const main = {
  full_name: 'Иван Петров',
  email: 'ivan@example.ru',
  birth_date: '1990-05-17',
  position: 'Директор',
  phone_number: '+7 (999) 123-45-67',
};

describe('main data', () => {
  it('accepts a complete profile and empty optional fields', () => {
    expect(checkMainData(main, '2025-01-01')).toEqual({});
    expect(checkMainData({ ...main, birth_date: '', position: '', phone_number: '' }, '2025-01-01')).toEqual({});
  });

  it('requires the name and a valid email', () => {
    expect(checkMainData({ ...main, full_name: ' ', email: 'x' }, '2025-01-01')).toEqual({
      full_name: 'common.required',
      email: 'common.invalidEmail',
    });
  });

  it('refuses impossible birth dates and phone numbers', () => {
    expect(checkMainData({ ...main, birth_date: '2030-01-01', phone_number: 'звоните' }, '2025-01-01')).toEqual({
      birth_date: 'profile.info.birthDateInvalid',
      phone_number: 'profile.info.phoneInvalid',
    });
    expect(isRealBirthDate('1990-02-30', '2025-01-01')).toBe(false);
    expect(isRealBirthDate('1899-12-31', '2025-01-01')).toBe(false);
  });
});

describe('password change', () => {
  it('requires both fields', () => {
    expect(checkChangePassword({ current_password: '', new_password: 'secret1!' }).alert).toBe(
      'profile.security.fillAll',
    );
    expect(checkChangePassword({ current_password: 'old', new_password: '' }).alert).toBe('profile.security.fillAll');
  });

  it('applies the password rules to the new password', () => {
    expect(checkChangePassword({ current_password: 'old', new_password: 'abcdefgh1' })).toEqual({
      alert: null,
      new_password: ['auth.passwordRules.noSpecial'],
    });
  });
});

describe('email change', () => {
  it('asks for the current password only when the email really changes', () => {
    expect(checkEmailChange('new@example.ru', 'ivan@example.ru', '')).toBe('profile.info.currentPasswordRequired');
    expect(checkEmailChange('new@example.ru', 'ivan@example.ru', 'Secret-123')).toBeNull();
    expect(checkEmailChange(' IVAN@example.ru ', 'ivan@example.ru', '')).toBeNull();
    expect(isEmailChanged('Ivan@Example.ru', 'ivan@example.ru')).toBe(false);
  });
});
