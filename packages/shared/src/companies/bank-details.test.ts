import { describe, expect, it } from 'vitest';
import {
  BANK_DETAILS_MESSAGES,
  bankDetailsFieldErrors,
  checkBankDetails,
  correspondentKeyMatches,
  settlementKeyMatches,
} from './bank-details.ts';

// A real set: ПАО Сбербанк's БИК and к/с, and a р/с whose key matches that БИК.
const VALID = {
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  settlement_account: '40702810938000000001',
  correspondent_account: '30101810400000000225',
};

describe('bank control keys', () => {
  it('accepts the known к/с and р/с for БИК 044525225', () => {
    expect(correspondentKeyMatches('044525225', '30101810400000000225')).toBe(true);
    expect(settlementKeyMatches('044525225', '40702810938000000001')).toBe(true);
  });

  it('refuses an account with one digit changed', () => {
    expect(settlementKeyMatches('044525225', '40702810938000000002')).toBe(false);
    expect(correspondentKeyMatches('044525225', '30101810400000000226')).toBe(false);
    // The р/с key of another bank's БИК does not match.
    expect(settlementKeyMatches('044525974', '40702810938000000001')).toBe(false);
  });
});

describe('checkBankDetails', () => {
  it('accepts a valid set and normalises spaces', () => {
    const result = checkBankDetails({
      ...VALID,
      bank_name: '  ПАО   Сбербанк ',
      settlement_account: '4070 2810 9380 0000 0001',
    });
    expect(result).toEqual({ value: VALID, problems: {} });
  });

  it('treats all empty fields as clearing the details', () => {
    expect(checkBankDetails({ bank_name: ' ', bik: '', settlement_account: null })).toEqual({
      value: null,
      problems: {},
    });
  });

  it('asks for every missing field of a partial set', () => {
    expect(checkBankDetails({ bik: VALID.bik }).problems).toEqual({
      bank_name: 'bankNameRequired',
      settlement_account: 'accountRequired',
      correspondent_account: 'correspondentRequired',
    });
  });

  it('names each format problem', () => {
    const result = checkBankDetails({
      bank_name: 'Б'.repeat(201),
      bik: '04452522',
      settlement_account: '4070281093800000000',
      correspondent_account: '3010181040000000022a',
    });
    expect(result.value).toBeNull();
    expect(result.problems).toEqual({
      bank_name: 'bankNameTooLong',
      bik: 'bikFormat',
      settlement_account: 'accountFormat',
      correspondent_account: 'correspondentFormat',
    });
  });

  it('checks the к/с prefix and both keys against the БИК', () => {
    expect(checkBankDetails({ ...VALID, correspondent_account: '40101810400000000225' }).problems).toEqual({
      correspondent_account: 'correspondentPrefix',
    });
    expect(
      checkBankDetails({
        ...VALID,
        settlement_account: '40702810938000000002',
        correspondent_account: '30101810400000000226',
      }).problems,
    ).toEqual({ settlement_account: 'accountKey', correspondent_account: 'correspondentKey' });
  });

  it('gives the Russian messages as the API sends them', () => {
    expect(bankDetailsFieldErrors({ bik: 'bikFormat', settlement_account: 'accountKey' })).toEqual({
      bik: ['БИК — 9 цифр'],
      settlement_account: ['Расчётный счёт не сходится с БИК: проверьте цифры'],
    });
    expect(BANK_DETAILS_MESSAGES.correspondentKey).toBe('Корреспондентский счёт не сходится с БИК: проверьте цифры');
  });
});
