import { describe, expect, it } from 'vitest';
import {
  contractsParams,
  inspectionsParams,
  isOneOf,
  legalCasesParams,
  RECORDS_PAGE_SIZE,
  totalPages,
} from './records-params.ts';

const size = String(RECORDS_PAGE_SIZE);

describe('records params', () => {
  it('sends no case filters for «all» and a blank number', () => {
    expect(legalCasesParams('7707083893', 2, { role: 'all', number: '  ' })).toEqual({
      inn: '7707083893',
      page: '2',
      page_size: size,
    });
  });

  it('sends the role and the trimmed case number', () => {
    expect(legalCasesParams('7707083893', 1, { role: 'defendant', number: ' А40-12 ' })).toMatchObject({
      role: 'defendant',
      number: 'А40-12',
    });
  });

  it('sends the inspection status and type only when chosen', () => {
    expect(inspectionsParams('7707083893', 1, { status: 'all', type: 'Документарная' })).toEqual({
      inn: '7707083893',
      page: '1',
      page_size: size,
      type: 'Документарная',
    });
    expect(inspectionsParams('7707083893', 1, { status: 'Завершено', type: 'all' })).toMatchObject({
      status: 'Завершено',
    });
  });

  it('pages contracts with the given size', () => {
    expect(contractsParams('7707083893', 1, 5)).toEqual({ inn: '7707083893', page: '1', page_size: '5' });
  });

  it('counts pages, at least one', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(21, 10)).toBe(3);
  });

  it('recognises the allowed values only', () => {
    expect(isOneOf(['a', 'b'], 'b')).toBe(true);
    expect(isOneOf(['a', 'b'], 'c')).toBe(false);
    expect(isOneOf(['a', 'b'], null)).toBe(false);
  });
});
