import { MESSAGES, type TFinancesReply } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import { useSubjectRecords } from '../../../test/records-seed.ts';

const ctx = useTestApp();
/** History is a paid block: a user with a plan that has it sees it. */
const { records, get, getSignedIn } = useSubjectRecords(ctx, 'history');

describe('GET /api/v1/company-finances/', () => {
  it('returns statements by year and form in rubles, with ФНС facts and their sources', async () => {
    const response = await get(`/api/v1/company-finances/?query=${records.company.ogrn}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<TFinancesReply>();
    expect(body.company).toMatchObject({ kind: 'company', inn: records.company.inn });
    expect(body.finances_years[0]).toEqual({
      year: 2023,
      amount: [
        { code: '1600', name: 'Активы', value: 5_000_000 },
        { code: '1300', name: 'Капитал и резервы', value: 1_000_000 },
        { code: '2110', name: 'Выручка', value: 12_000_000 },
        { code: '2400', name: 'Чистая прибыль (убыток)', value: -300_000 },
      ],
    });
    expect(body.additional_finances['2023']?.['1']?.['1600']).toEqual({ sum: 5_000_000 });
    expect(body.additional_finances['2024']?.['2']?.['2110']).toEqual({ sum: 15_000_000 });
    expect(body.finances_source).toEqual({ name: 'ГИР БО', as_of: '2026-04-01', is_demo: false });
    expect(body.headcount).toEqual([
      { year: 2024, employees: 17, source: expect.objectContaining({ as_of: '2025-08-01' }) },
    ]);
    expect(body.taxes_paid[0]).toMatchObject({ year: 2024, total: 1_000_000.5 });
    expect(body.arrears).toMatchObject({ on_date: '2025-10-01', total: 125, items: [{ name: 'НДС', penalties: 20 }] });
    expect(body.tax_regimes).toMatchObject({ usn: true, eshn: false, source: { as_of: '2025-09-01' } });
    expect(body.revenue_expenses[0]).toMatchObject({ revenue: 15_000_000, expenses: 14_000_000 });
    expect(body.sme).toMatchObject({
      category: 'small',
      category_name: 'Малое предприятие',
      source: { name: 'Реестр МСП' },
    });
  });

  it('answers an empty but complete shape for a company without facts', async () => {
    const body = (await get(`/api/v1/company-finances/?query=${records.other.inn}`)).json<TFinancesReply>();
    expect(body).toMatchObject({ finances_years: [], additional_finances: {}, arrears: null, sme: null });
  });

  it('answers 400 for a bad identifier and 404 for an unknown one', async () => {
    expect((await get('/api/v1/company-finances/?query=')).json().detail).toBe(MESSAGES.identifierRequired);
    expect((await get('/api/v1/company-finances/?query=abc')).json().detail).toBe(MESSAGES.identifierMalformed);
    const response = await get(`/api/v1/company-finances/?query=${records.unknownInn}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(MESSAGES.subjectNotFound);
  });
});

describe('GET /api/v1/history/', () => {
  it('lists registry records newest first with their changes, and unlinked changes once', async () => {
    const body = (await getSignedIn(`/api/v1/history/?query=${records.company.inn}`)).json();
    expect(body.count).toBe(2);
    expect(body.locked).toBeNull();
    expect(body.result[0]).toMatchObject({
      date: '2020-01-10',
      changes: [{ field: 'director', old_value: 'Прежний П. П.', new_value: 'Новый Н. Н.' }],
      source: { name: 'ЕГРЮЛ', as_of: '2020-01-10' },
    });
    expect(body.result[1]).toMatchObject({ kind: { code: '11201' }, documents: [{ name: 'Р11001' }] });
    expect(body.unlinked_changes).toEqual([expect.objectContaining({ field: 'address', date: '2021-05-05' })]);
    const page2 = (await getSignedIn(`/api/v1/history/?query=${records.company.inn}&page=2&page_size=1`)).json();
    expect(page2.unlinked_changes).toEqual([]);
  });

  it('gives an anonymous visitor the count and no records', async () => {
    const body = (await get(`/api/v1/history/?query=${records.company.inn}`)).json();
    expect(body).toMatchObject({
      count: 2,
      result: [],
      unlinked_changes: [],
      locked: { feature: 'card.history', reason: 'sign_in' },
    });
  });

  it('answers 400 and 404 like the card', async () => {
    expect((await get('/api/v1/history/?query=7707083894')).json().detail).toBe(MESSAGES.innChecksum);
    expect((await get(`/api/v1/history/?query=${records.unknownInn}`)).statusCode).toBe(404);
  });
});
