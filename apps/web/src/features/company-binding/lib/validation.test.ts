import { describe, expect, it } from 'vitest';
import { checkBinding, isBindingValid } from './validation.ts';

const pdf = { type: 'application/pdf', size: 1000 };
const files = { passport: pdf, contract: pdf, document: pdf };

describe('checkBinding', () => {
  it('accepts a chosen company with three documents', () => {
    const check = checkBinding({ inn: '7707083893', files });
    expect(check).toEqual({ alert: null, inn: null, files: {} });
    expect(isBindingValid(check)).toBe(true);
  });

  it('accepts a sole trader’s 12-digit ИНН', () => {
    const check = checkBinding({ inn: '500100732259', files });
    expect(check.inn).toBeNull();
    expect(isBindingValid(check)).toBe(true);
  });

  it('refuses an ИНН of another length or with a wrong check digit', () => {
    for (const inn of ['12345', '77070838931', '7707083893a']) {
      expect(checkBinding({ inn, files }).inn).toBe('profile.addCompany.innFormat');
    }
    for (const inn of ['7707083894', '500100732258']) {
      const check = checkBinding({ inn, files });
      expect(check.inn).toBe('profile.addCompany.innChecksum');
      expect(isBindingValid(check)).toBe(false);
    }
  });

  it("asks to fill everything when the company or any file is missing ('Заполните все поля')", () => {
    expect(checkBinding({ inn: null, files }).alert).toBe('profile.addCompany.fillAll');
    expect(checkBinding({ inn: '7707083893', files: { ...files, contract: null } }).alert).toBe(
      'profile.addCompany.fillAll',
    );
  });

  it('refuses other types and files over 10 MB', () => {
    const check = checkBinding({
      inn: '7707083893',
      files: {
        passport: { type: 'text/plain', size: 10 },
        contract: { type: 'image/png', size: 11 * 1024 * 1024 },
        document: pdf,
      },
    });
    expect(check.files).toEqual({
      passport: 'profile.addCompany.fileType',
      contract: 'profile.addCompany.fileTooLarge',
    });
    expect(isBindingValid(check)).toBe(false);
  });
});
