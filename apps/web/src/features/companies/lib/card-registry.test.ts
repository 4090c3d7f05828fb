import { describe, expect, it } from 'vitest';
import { activityRows, filterTrademarksByNumber, licenseState, sortLicenses, todayIso } from './card-registry.ts';

const license = (overrides: Partial<{ suspended: boolean; end_date: string | null; date: string | null }>) => ({
  suspended: false,
  end_date: null,
  date: null,
  start_date: null,
  ...overrides,
});

describe('licenseState', () => {
  const today = '2026-05-01';

  it('treats a licence without an end date as active', () => {
    expect(licenseState(license({}), today)).toBe('active');
  });

  it('keeps a licence active through its last day and expires it the day after', () => {
    expect(licenseState(license({ end_date: '2026-05-01' }), today)).toBe('active');
    expect(licenseState(license({ end_date: '2026-04-30' }), today)).toBe('expired');
  });

  it('reports a suspension even before the end date', () => {
    expect(licenseState(license({ suspended: true, end_date: '2030-01-01' }), today)).toBe('suspended');
  });
});

describe('sortLicenses', () => {
  it('puts active licences first, then suspended, then expired, newest first within a group', () => {
    const today = '2026-05-01';
    const sorted = sortLicenses(
      [
        license({ date: '2010-01-01', end_date: '2015-01-01' }),
        license({ date: '2012-01-01' }),
        license({ date: '2020-01-01', suspended: true }),
        license({ date: '2019-01-01' }),
      ],
      today,
    );
    expect(sorted.map((item) => item.date)).toEqual(['2019-01-01', '2012-01-01', '2020-01-01', '2010-01-01']);
  });
});

describe('todayIso', () => {
  it('formats the local calendar date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('filterTrademarksByNumber', () => {
  const marks = [{ trademark_id: '890695' }, { trademark_id: '749953' }, { trademark_id: '775879' }];

  it('keeps every trademark for an empty or blank query', () => {
    expect(filterTrademarksByNumber(marks, '')).toHaveLength(3);
    expect(filterTrademarksByNumber(marks, '  ')).toHaveLength(3);
  });

  it('matches a part of the registration number', () => {
    expect(filterTrademarksByNumber(marks, '99')).toEqual([{ trademark_id: '749953' }]);
    expect(filterTrademarksByNumber(marks, '7')).toEqual([{ trademark_id: '749953' }, { trademark_id: '775879' }]);
  });

  it('ignores the number sign, spaces and dashes people type', () => {
    expect(filterTrademarksByNumber(marks, '№ 890 695')).toEqual([{ trademark_id: '890695' }]);
    expect(filterTrademarksByNumber(marks, '890-6')).toEqual([{ trademark_id: '890695' }]);
  });

  it('finds nothing for a number that is not there', () => {
    expect(filterTrademarksByNumber(marks, '123456')).toEqual([]);
  });
});

describe('activityRows', () => {
  it('lists the main activity first and each additional code once', () => {
    const rows = activityRows({ code: '62.01', name: 'Разработка' }, [
      { code: '62.02', name: 'Консультирование' },
      { code: '62.01', name: 'Разработка' },
      { code: '62.02', name: 'Консультирование' },
    ]);
    expect(rows).toEqual([
      { code: '62.01', name: 'Разработка', main: true },
      { code: '62.02', name: 'Консультирование', main: false },
    ]);
  });

  it('has no main row when the register has no main activity', () => {
    expect(activityRows(null, [{ code: '01.11', name: 'Выращивание' }])).toEqual([
      { code: '01.11', name: 'Выращивание', main: false },
    ]);
  });
});
