import { describe, expect, it } from 'vitest';
import okopf from '../../../../../server/src/modules/reference/data/okopf.json';
import regions from '../../../../../server/src/modules/reference/data/regions.json';
import { LEGAL_FORMS, REGIONS } from './reference-lists.ts';

describe('search filter choices', () => {
  it('offer every region of the server reference book under its official name', () => {
    expect(REGIONS).toEqual(regions.map(({ code, name }) => ({ code, name })));
  });

  it('offer the legal forms of companies, not those of sole traders', () => {
    const companyForms = okopf.filter((form) => !form.code.startsWith('5'));
    expect(LEGAL_FORMS).toEqual(companyForms.map(({ code, short, singular }) => ({ code, short, name: singular })));
    expect(LEGAL_FORMS.map((form) => form.short)).toContain('ООО');
  });
});
