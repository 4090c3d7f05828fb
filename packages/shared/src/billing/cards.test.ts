import { describe, expect, it } from 'vitest';
import { cardProblems, formatCardNumber, passesLuhn, sandboxCardOutcome } from './cards.ts';

const now = new Date('2026-11-25T12:00:00Z');
const valid = { number: '5555 5555 5555 4444', expiry: '12/28', cvc: '123' };

describe('cards', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('5555555555554445')).toBe(false);
    expect(passesLuhn('2200000000000000004')).toBe(true);
    expect(passesLuhn('55a5')).toBe(false);
  });

  it('accepts 16, 18 and 19 digits and nothing else', () => {
    expect(cardProblems(valid, now)).toEqual({});
    expect(cardProblems({ ...valid, number: '220000000000000004' }, now)).toEqual({});
    expect(cardProblems({ ...valid, number: '2200000000000000004' }, now)).toEqual({});
    // 17 digits with a correct Luhn digit is still refused.
    expect(cardProblems({ ...valid, number: '22000000000000004' }, now)).toEqual({ number: 'number_length' });
    expect(cardProblems({ ...valid, number: '5555555555554445' }, now)).toEqual({ number: 'number_checksum' });
    expect(cardProblems({ ...valid, number: ' ' }, now)).toEqual({ number: 'number_required' });
  });

  it('takes a card through the last day of its month', () => {
    expect(cardProblems({ ...valid, expiry: '11/26' }, now)).toEqual({});
    expect(cardProblems({ ...valid, expiry: '10/26' }, now)).toEqual({ expiry: 'expiry_past' });
    expect(cardProblems({ ...valid, expiry: '13/27' }, now)).toEqual({ expiry: 'expiry_format' });
    expect(cardProblems({ ...valid, expiry: '1227' }, now)).toEqual({ expiry: 'expiry_format' });
  });

  it('wants a three-digit CVC', () => {
    expect(cardProblems({ ...valid, cvc: '12' }, now)).toEqual({ cvc: 'cvc_format' });
    expect(cardProblems({ ...valid, cvc: '12a' }, now)).toEqual({ cvc: 'cvc_format' });
  });

  it('groups digits by four and knows the test cards', () => {
    expect(formatCardNumber('2200000000000000004')).toBe('2200 0000 0000 0000 004');
    expect(sandboxCardOutcome('4000 0000 0000 0002')).toBe('decline');
    expect(sandboxCardOutcome('4000000000003220')).toBe('confirmation');
    expect(sandboxCardOutcome('4111111111111111')).toBe('success');
  });
});
