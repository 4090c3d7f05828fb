import { describe, expect, it } from 'vitest';
import { innLegalCheckDigit } from '../companies/identifiers.ts';
import { MESSAGES } from '../messages.ts';
import { checkIdentifier, checkIdentifierItems, identifierKindOf, splitIdentifierList } from './bulk-check-items.ts';

/** A valid legal ИНН from its first nine digits. */
const legalInn = (first9: string) => `${first9}${innLegalCheckDigit(first9)}`;
const INN = legalInn('770123456');
const OGRN = '1027700132195';
const OGRNIP = '304500116000157';
const PERSON_INN = '500100732259';

describe('splitIdentifierList', () => {
  it('splits lines, commas, semicolons and tabs, keeps a number typed in groups whole and drops words', () => {
    const items = splitIdentifierList(
      `ИНН\n${INN}, ${OGRN};${OGRNIP}\t77 01 234567\r\n\n${PERSON_INN} ${INN}\nООО Ромашка`,
    );
    expect(items.map((item) => item.value)).toEqual([INN, OGRN, OGRNIP, '7701234567', PERSON_INN, INN]);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('checkIdentifier', () => {
  it('reads each kind and says which check digit is wrong', () => {
    expect(checkIdentifier(INN)).toEqual({ id: INN, kind: 'inn_legal' });
    expect(checkIdentifier(` «${OGRN}». `)).toEqual({ id: OGRN, kind: 'ogrn' });
    expect(checkIdentifier(OGRNIP)).toEqual({ id: OGRNIP, kind: 'ogrnip' });
    expect(checkIdentifier(PERSON_INN)).toEqual({ id: PERSON_INN, kind: 'inn_person' });
    const wrong = `${INN.slice(0, 9)}${(Number(INN[9]) + 1) % 10}`;
    expect(checkIdentifier(wrong)).toEqual({ reason: MESSAGES.innChecksum });
    expect(checkIdentifier(`${OGRN.slice(0, 12)}${(Number(OGRN[12]) + 1) % 10}`)).toEqual({
      reason: MESSAGES.ogrnChecksum,
    });
    expect(checkIdentifier('12345')).toEqual({ reason: MESSAGES.identifierMalformed });
  });

  it('puts back the leading zero a spreadsheet drops, only when the check digit then holds', () => {
    const zeroInn = legalInn('027400001');
    expect(checkIdentifier(zeroInn.slice(1))).toEqual({ id: zeroInn, kind: 'inn_legal' });
    expect(checkIdentifier('123456789')).toEqual({ reason: MESSAGES.identifierMalformed });
  });
});

describe('checkIdentifierItems', () => {
  it('keeps positions, skips blanks and cuts a long refused value', () => {
    const long = `1${'x'.repeat(100)}`;
    const { valid, invalid } = checkIdentifierItems([
      { position: 2, value: INN },
      { position: 3, value: '  ' },
      { position: 5, value: '7701' },
      { position: 9, value: long },
    ]);
    expect(valid).toEqual([{ position: 2, query: INN, id: INN, kind: 'inn_legal' }]);
    expect(invalid.map((item) => item.position)).toEqual([5, 9]);
    expect(invalid[1]?.value.length).toBe(60);
    expect(invalid[0]?.reason).toBe(MESSAGES.identifierMalformed);
  });

  it('tells a stored identifier’s kind by its length', () => {
    expect([INN, PERSON_INN, OGRN, OGRNIP].map(identifierKindOf)).toEqual([
      'inn_legal',
      'inn_person',
      'ogrn',
      'ogrnip',
    ]);
  });
});
