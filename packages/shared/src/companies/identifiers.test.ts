import { describe, expect, it } from 'vitest';
import {
  innLegalCheckDigit,
  innPersonCheckDigits,
  isValidInn,
  isValidInnLegal,
  isValidInnPerson,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  ogrnCheckDigit,
  ogrnipCheckDigit,
} from './identifiers.ts';

/** Flips the last digit: the smallest change a typo makes. */
const breakLast = (value: string) => value.slice(0, -1) + ((Number(value.at(-1)) + 1) % 10);

describe('ИНН of a legal entity', () => {
  it.each(['7707083893', '7704123450', '5003123458', '7810123451', '7719876544', '5406123450'])(
    '%s is valid',
    (inn) => {
      expect(isValidInnLegal(inn)).toBe(true);
      expect(isValidInn(inn)).toBe(true);
    },
  );

  it('computes the check digit from the weighted sum mod 11 mod 10', () => {
    // 7·2+7·4+0·10+4·3+1·5+2·9+3·4+4·6+5·8 = 153; 153 mod 11 = 10 → 0
    expect(innLegalCheckDigit('770412345')).toBe(0);
  });

  it.each([
    ['wrong check digit', breakLast('7707083893')],
    ['too short', '770708389'],
    ['too long', '77070838930'],
    ['letters', '77070838a3'],
    ['region 00', '0012345670'],
    ['empty', ''],
  ])('rejects %s', (_label, value) => {
    expect(isValidInnLegal(value)).toBe(false);
  });
});

describe('ИНН of a person', () => {
  it.each(['500100732259', '771345678963', '500912345662', '780198765455', '772133445574'])('%s is valid', (inn) => {
    expect(isValidInnPerson(inn)).toBe(true);
    expect(isValidInn(inn)).toBe(true);
  });

  it('computes both check digits, the second over the first', () => {
    expect(innPersonCheckDigits('7713456789')).toBe('63');
  });

  it('rejects a wrong 11th or 12th digit', () => {
    expect(isValidInnPerson('771345678973')).toBe(false);
    expect(isValidInnPerson(breakLast('771345678963'))).toBe(false);
    expect(isValidInnPerson('7713456789')).toBe(false);
  });
});

describe('ОГРН', () => {
  it.each(['1027700132195', '1187746123454', '1027700123450', '1205000123459', '1177847123453', '5077746887312'])(
    '%s is valid',
    (ogrn) => {
      expect(isValidOgrn(ogrn)).toBe(true);
    },
  );

  it('uses the first 12 digits mod 11 mod 10', () => {
    expect(ogrnCheckDigit('118774612345')).toBe(4);
  });

  it('rejects a wrong check digit, a ГРН of a later record and bad shapes', () => {
    expect(isValidOgrn(breakLast('1027700132195'))).toBe(false);
    expect(isValidOgrn('2187746123453')).toBe(false); // ГРН: valid digit, but not an ОГРН
    expect(isValidOgrn('102770013219')).toBe(false);
    expect(isValidOgrn('10277001321x5')).toBe(false);
  });
});

describe('ОГРНИП', () => {
  it.each(['304500116000157', '319774600123453', '321508100123451'])('%s is valid', (ogrnip) => {
    expect(isValidOgrnip(ogrnip)).toBe(true);
  });

  it('uses the first 14 digits mod 13 mod 10', () => {
    expect(ogrnipCheckDigit('31977460012345')).toBe(3);
  });

  it('rejects a wrong check digit and a ГРНИП', () => {
    expect(isValidOgrnip(breakLast('304500116000157'))).toBe(false);
    expect(isValidOgrnip('419774600123450')).toBe(false);
  });
});

describe('КПП', () => {
  it.each(['770701001', '7707AB001', '50034C001', '997750001'])('%s is valid', (kpp) => {
    expect(isValidKpp(kpp)).toBe(true);
  });

  it.each(['77070100', '7707010011', '7707ab001', '0007010001', '7707-01001'])('%s is invalid', (kpp) => {
    expect(isValidKpp(kpp)).toBe(false);
  });
});
