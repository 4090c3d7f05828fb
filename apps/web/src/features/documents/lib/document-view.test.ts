import { describe, expect, it } from 'vitest';
import {
  creatableKinds,
  documentsParamsWith,
  documentsRequestOf,
  isFiltered,
  reasonErrorKey,
} from './document-view.ts';

describe('document view rules', () => {
  it('lets the seller generate every document and the buyer the contract only', () => {
    expect(creatableKinds('seller')).toEqual(['contract', 'invoice', 'act', 'upd']);
    expect(creatableKinds('buyer')).toEqual(['contract']);
  });

  it('asks for a reason before a rejection is sent', () => {
    expect(reasonErrorKey('')).toBe('documents.reject.reasonRequired');
    expect(reasonErrorKey('   ')).toBe('documents.reject.reasonRequired');
    expect(reasonErrorKey('x'.repeat(1001))).toBe('documents.reject.reasonTooLong');
    expect(reasonErrorKey('Неверная сумма')).toBeNull();
  });

  it('reads the filters from the URL and drops what it does not know', () => {
    const request = documentsRequestOf(
      new URLSearchParams(
        'status=signed&kind=bogus&direction=in&counterparty=%20Ромашка%20&from=2026-01-01&to=x&page=3',
      ),
    );
    expect(request).toEqual({
      status: 'signed',
      kind: undefined,
      direction: 'in',
      counterparty: 'Ромашка',
      from: '2026-01-01',
      to: undefined,
      page: 3,
    });
  });

  it('narrows the list to one deal: an order or a tender, never both', () => {
    expect(documentsRequestOf(new URLSearchParams('tender=7'))).toMatchObject({ order: undefined, tender: 7 });
    expect(documentsRequestOf(new URLSearchParams('order=3&tender=7'))).toMatchObject({ order: 3, tender: undefined });
    expect(documentsRequestOf(new URLSearchParams('tender=abc'))).toMatchObject({ tender: undefined });
    expect(isFiltered(documentsRequestOf(new URLSearchParams('tender=7')))).toBe(true);
    expect(documentsParamsWith(new URLSearchParams('tender=7&kind=act'), { tender: undefined }).toString()).toBe(
      'kind=act',
    );
  });

  it('starts a changed filter from the first page and clears emptied ones', () => {
    const params = new URLSearchParams('status=sent&page=4');
    expect(documentsParamsWith(params, { kind: 'act' }).toString()).toBe('status=sent&kind=act');
    expect(documentsParamsWith(params, { status: undefined }).toString()).toBe('');
    expect(documentsParamsWith(params, { page: 2 }).toString()).toBe('status=sent&page=2');
  });
});
