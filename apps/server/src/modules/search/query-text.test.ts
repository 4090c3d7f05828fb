import { describe, expect, it } from 'vitest';
import { parseTextQuery } from './query-text.ts';
import { matchRanges } from './search.presenter.ts';

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

  it('reads a person surname first, with initials or names', () => {
    expect(parseTextQuery('Иванов И.И.')?.person?.patterns).toEqual([{ prefix: 'иванов и', like: 'иванов и% и%' }]);
    expect(parseTextQuery('Иванов И. И.')?.person?.patterns).toEqual([{ prefix: 'иванов и', like: 'иванов и% и%' }]);
    expect(parseTextQuery('Ромашка 2000')?.person).toBeNull();
    expect(parseTextQuery('один два три четыре')?.person).toBeNull();
  });

  it('tries every word of two letters or more as the surname, the rest after it in the order typed', () => {
    expect(parseTextQuery('Яна Гончарова')?.person?.patterns).toEqual([
      { prefix: 'яна гончарова', like: 'яна гончарова%' },
      { prefix: 'гончарова яна', like: 'гончарова яна%' },
    ]);
    expect(parseTextQuery('Я. В. Гончарова')?.person?.patterns).toEqual([
      { prefix: 'гончарова я', like: 'гончарова я% в%' },
    ]);
    expect(parseTextQuery('Гончарова Я.')?.person?.patterns).toEqual([{ prefix: 'гончарова я', like: 'гончарова я%' }]);
  });

  it('reads a lone word as a whole surname, and initials alone as no person', () => {
    expect(parseTextQuery('Гончарова')?.person?.patterns).toEqual([{ prefix: 'гончарова ', like: 'гончарова %' }]);
    expect(parseTextQuery('Я. В.')?.person).toBeNull();
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
