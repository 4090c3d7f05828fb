import { describe, expect, it } from 'vitest';
import { classifyQuery } from './query-shape.ts';

describe('classifyQuery', () => {
  it('routes by the number of digits and reports the check digit', () => {
    expect(classifyQuery('7707083893')).toEqual({ kind: 'inn_legal', value: '7707083893', isValid: true });
    expect(classifyQuery('7707083894')).toEqual({ kind: 'inn_legal', value: '7707083894', isValid: false });
    expect(classifyQuery('500100732259')).toMatchObject({ kind: 'inn_person', isValid: true });
    expect(classifyQuery('1027700132195')).toMatchObject({ kind: 'ogrn', isValid: true });
    expect(classifyQuery('304500116000157')).toMatchObject({ kind: 'ogrnip', isValid: true });
  });

  it('ignores spaces and dashes inside a pasted number', () => {
    expect(classifyQuery(' 77 07 08-3893 ')).toMatchObject({ kind: 'inn_legal', value: '7707083893', isValid: true });
  });

  it('routes a dotted ОКВЭД code', () => {
    expect(classifyQuery(' 62.01 ')).toEqual({ kind: 'okved', value: '62.01' });
    expect(classifyQuery('47.11.1')).toEqual({ kind: 'okved', value: '47.11.1' });
    expect(classifyQuery('01.1')).toEqual({ kind: 'okved', value: '01.1' });
  });

  it('treats everything else as text', () => {
    expect(classifyQuery('  ООО «Ромашка» ')).toEqual({ kind: 'text', value: 'ООО «Ромашка»' });
    expect(classifyQuery('12345')).toEqual({ kind: 'text', value: '12345' });
    expect(classifyQuery('62')).toEqual({ kind: 'text', value: '62' });
    expect(classifyQuery('62.01.')).toEqual({ kind: 'text', value: '62.01.' });
  });
});
