import { CARD_PROBLEM_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import ruBilling from '../../../locales/billing/ru.json';
import {
  CARD_FIELDS,
  formatCardNumberInput,
  formatCvcInput,
  formatExpiryInput,
  serverCardErrors,
  testCardExpiry,
  visibleProblems,
} from './card-form.ts';

/** Types the characters one by one, as the input's change events would deliver them. */
function typeExpiry(keys: string): string {
  let value = '';
  for (const key of keys) value = formatExpiryInput(value + key, value);
  return value;
}

describe('expiry auto-slash', () => {
  it('adds the slash after the month', () => {
    expect(typeExpiry('1')).toBe('1');
    expect(typeExpiry('12')).toBe('12/');
    expect(typeExpiry('1228')).toBe('12/28');
    expect(typeExpiry('122899')).toBe('12/28');
  });

  it('pads a month that can only be one digit', () => {
    expect(typeExpiry('4')).toBe('04/');
    expect(typeExpiry('428')).toBe('04/28');
  });

  it('takes a pasted or slashed value', () => {
    expect(formatExpiryInput('12/28', '')).toBe('12/28');
    expect(formatExpiryInput('1228', '')).toBe('12/28');
    expect(typeExpiry('12/28')).toBe('12/28');
  });

  it('lets backspace remove the slash instead of putting it back', () => {
    expect(formatExpiryInput('12', '12/')).toBe('12');
    expect(formatExpiryInput('1', '12')).toBe('1');
    expect(formatExpiryInput('12/2', '12/28')).toBe('12/2');
  });
});

describe('card number and CVC inputs', () => {
  it('groups the number by four and stops at 19 digits', () => {
    expect(formatCardNumberInput('55555555')).toBe('5555 5555');
    expect(formatCardNumberInput('5555-5555 5555 4444')).toBe('5555 5555 5555 4444');
    expect(formatCardNumberInput('22000000000000000041234')).toBe('2200 0000 0000 0000 004');
  });

  it('keeps three digits of the CVC', () => {
    expect(formatCvcInput('1a2b3c4')).toBe('123');
  });
});

describe('visible problems', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const empty = { number: '', expiry: '', cvc: '' };

  it('shows only the fields the visitor has left', () => {
    expect(visibleProblems(empty, new Set(), now)).toEqual({});
    expect(visibleProblems(empty, new Set(['expiry']), now)).toEqual({ expiry: 'expiry_format' });
  });

  it('shows every problem on submit and none for a good card', () => {
    expect(visibleProblems(empty, new Set(CARD_FIELDS), now)).toEqual({
      number: 'number_required',
      expiry: 'expiry_format',
      cvc: 'cvc_format',
    });
    const good = { number: '5555 5555 5555 4444', expiry: testCardExpiry(now), cvc: '123' };
    expect(visibleProblems(good, new Set(CARD_FIELDS), now)).toEqual({});
  });

  it('gives the test cards an expiry in the future', () => {
    expect(testCardExpiry(new Date('2026-11-25T12:00:00Z'))).toBe('12/29');
  });
});

describe('server field errors', () => {
  it('puts card_number on the number field and keeps other messages general', () => {
    expect(serverCardErrors({ card_number: ['Проверьте номер'], cvc: ['Нет'], detail: [] })).toEqual({
      byField: { number: 'Проверьте номер', cvc: 'Нет' },
      other: null,
    });
    expect(serverCardErrors({ non_field_errors: ['Платёж уже завершён'] })).toEqual({
      byField: {},
      other: 'Платёж уже завершён',
    });
  });
});

describe('card problem texts', () => {
  it('say in Russian exactly what the server says', () => {
    expect(ruBilling.cardProblems).toEqual(CARD_PROBLEM_MESSAGES);
  });
});
