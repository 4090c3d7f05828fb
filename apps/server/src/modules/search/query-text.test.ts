import { describe, expect, it } from 'vitest';
import { matchRanges } from './highlight.ts';
import { parseTextQuery } from './query-text.ts';

describe('parseTextQuery', () => {
  it('drops legal forms and quotes, whatever their place and spelling', () => {
    for (const raw of [
      'ООО «Ромашка»',
      'ООО "Ромашка"',
      'Ромашка ООО',
      'ромашка',
      'Общество с ограниченной ответственностью Ромашка',
    ])
      expect(parseTextQuery(raw)?.name, raw).toBe('ромашка');
    expect(parseTextQuery('ПАО «Сбербанк России»')?.words).toEqual(['сбербанк', 'россии']);
  });

  it('folds ё and case, and keeps only letters and digits', () => {
    expect(parseTextQuery('Ёлка-Плюс %_\\ 2')?.words).toEqual(['елка', 'плюс', '2']);
    expect(parseTextQuery('% _ \\ \' " & |')).toBeNull();
    expect(parseTextQuery('ООО')).toBeNull();
  });

  it('reads a person with initials, and two or three words as a possible person', () => {
    expect(parseTextQuery('Иванов И.И.')?.person).toEqual({ words: ['иванов', 'и', 'и'], initials: true });
    expect(parseTextQuery('Иванов И. И.')?.person?.initials).toBe(true);
    expect(parseTextQuery('Иванов Иван')?.person).toEqual({ words: ['иванов', 'иван'], initials: false });
    expect(parseTextQuery('Ромашка 2000')?.person).toBeNull();
    expect(parseTextQuery('один два три четыре')?.person).toBeNull();
  });
});

describe('matchRanges', () => {
  it('marks word starts that a query word begins, ignoring case and ё', () => {
    expect(matchRanges('ООО «Ромашка-Ёлка»', ['ромаш', 'елк'])).toEqual([
      [5, 10],
      [13, 16],
    ]);
  });

  it('marks the shared stem when the ending differs', () => {
    expect(matchRanges('Ромашка', ['ромашки'])).toEqual([[0, 6]]);
    expect(matchRanges('Ромашка', ['ро'])).toEqual([[0, 2]]);
    expect(matchRanges('Лютик', ['ромашка'])).toEqual([]);
  });
});
