import { ogrnCheckDigit, ogrnipCheckDigit } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { okpoCheckDigit, regionDative } from './classifiers.ts';
import { DEMO_TABLES, TableBuffers, type TDemoTable } from './tables.ts';
import { CompanyWorld, EntrepreneurWorld } from './world.ts';

const OPTIONS = { seed: 9, referenceDate: '2026-11-01' };

function generate(seed = OPTIONS.seed, companies = 3_000, entrepreneurs = 1_500): TableBuffers {
  const out = new TableBuffers();
  const world = new CompanyWorld({ ...OPTIONS, seed }, { company: 1, founder: 1, arbitrationCase: 1 });
  for (let i = 0; i < companies; i++) world.next(out);
  const ip = new EntrepreneurWorld({ ...OPTIONS, seed });
  for (let i = 0; i < entrepreneurs; i++) ip.next(out);
  return out;
}

/** Rows of a table as objects keyed by column (COPY text back to strings, `\N` → null). */
function rows(out: TableBuffers, table: TDemoTable): Record<string, string | null>[] {
  const columns = DEMO_TABLES[table];
  return out.lines(table).map((line) => {
    const fields = line.slice(0, -1).split('\t');
    return Object.fromEntries(columns.map((c, i) => [c, fields[i] === '\\N' ? null : (fields[i] as string)]));
  });
}

describe('CompanyWorld and EntrepreneurWorld', () => {
  let out: TableBuffers;
  beforeAll(() => {
    out = generate();
  });

  it('gives byte-identical rows for one seed and different ones for another', () => {
    const again = generate(OPTIONS.seed, 500, 200);
    const first = generate(OPTIONS.seed, 500, 200);
    expect(again.tables()).toEqual(first.tables());
    for (const table of first.tables()) expect(again.lines(table), table).toEqual(first.lines(table));
    expect(generate(OPTIONS.seed + 1, 500, 200).lines('financial_statements')).not.toEqual(
      first.lines('financial_statements'),
    );
  });

  it('balances every statement: 1600 = 1700 = 1300 + 1400 + 1500 = 1100 + 1200', () => {
    const byKey = new Map<string, Map<string, number>>();
    for (const r of rows(out, 'financial_statements')) {
      const key = `${r.inn}/${r.year}`;
      expect(byKey.has(key), key).toBe(false);
      byKey.set(key, new Map(Object.entries(JSON.parse(r.lines as string) as Record<string, number>)));
    }
    expect(byKey.size).toBeGreaterThan(1_000);
    for (const lines of byKey.values()) {
      const v = (code: string) => lines.get(code) ?? 0;
      expect(v('1600')).toBe(v('1700'));
      expect(v('1100') + v('1200')).toBe(v('1600'));
      expect(v('1300') + v('1400') + v('1500')).toBe(v('1700'));
      expect(v('1210') + v('1230') + v('1250')).toBe(v('1200'));
      expect(v('2110') - v('2120')).toBe(v('2200'));
      expect(v('2300') - v('2410')).toBe(v('2400'));
      expect(v('1600') % 1000).toBe(0);
    }
  });

  it('splits ownership into shares summing to 100 % and to the capital', () => {
    const capital = new Map(rows(out, 'companies').map((c) => [c.id, Number(c.share_capital)]));
    const sums = new Map<string, { percent: number; nominal: number }>();
    for (const f of rows(out, 'company_founders')) {
      if (f.ended_date !== null) continue;
      const s = sums.get(f.company_id as string) ?? { percent: 0, nominal: 0 };
      s.percent += Number(f.share_percent);
      s.nominal += Number(f.share_nominal);
      sums.set(f.company_id as string, s);
    }
    expect(sums.size).toBeGreaterThan(1_000);
    for (const [id, s] of sums) {
      expect(s.percent).toBe(100);
      expect(Math.round(s.nominal * 100) / 100).toBe(capital.get(id));
    }
    const kinds = new Set(rows(out, 'company_founders').map((f) => f.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['person', 'ru_org', 'state']));
  });

  it('refers only to companies that exist: founders, counterparties, customers, encumbrances', () => {
    const companies = rows(out, 'companies');
    const inns = new Set(companies.map((c) => c.inn));
    const ogrns = new Set(companies.map((c) => c.ogrn));
    for (const f of rows(out, 'company_founders')) if (f.kind === 'ru_org') expect(ogrns.has(f.ogrn)).toBe(true);
    for (const p of rows(out, 'arbitration_participants')) expect(inns.has(p.inn)).toBe(true);
    for (const c of rows(out, 'state_contracts')) expect(inns.has(c.customer_inn)).toBe(true);
    const founderIds = new Set(rows(out, 'company_founders').map((f) => f.id));
    for (const e of rows(out, 'share_encumbrances')) expect(founderIds.has(e.founder_id)).toBe(true);
    const caseIds = new Set(rows(out, 'arbitration_cases').map((c) => c.id));
    for (const p of rows(out, 'arbitration_participants')) expect(caseIds.has(p.case_id)).toBe(true);
  });

  it('writes valid ГРН, ordered record dates and non-overlapping director terms', () => {
    const companies = new Map(rows(out, 'companies').map((c) => [c.ogrn, c]));
    const ips = new Map(rows(out, 'entrepreneurs').map((e) => [e.ogrnip, e]));
    for (const r of rows(out, 'registry_records')) {
      const grn = r.grn as string;
      if (grn.length === 13) {
        expect(ogrnCheckDigit(grn.slice(0, 12))).toBe(Number(grn[12]));
        expect(grn === r.subject_ogrn || '26789'.includes(grn[0] as string)).toBe(true);
        const c = companies.get(r.subject_ogrn);
        expect(r.record_date && c?.ogrn_date && r.record_date >= c.ogrn_date).toBe(true);
        if (c?.liquidation_date) expect((r.record_date as string) <= c.liquidation_date).toBe(true);
      } else {
        expect(ogrnipCheckDigit(grn.slice(0, 14))).toBe(Number(grn[14]));
        expect(grn[0] === '4' || grn === r.subject_ogrn).toBe(true);
        expect(ips.has(r.subject_ogrn)).toBe(true);
      }
      expect((r.record_date as string) <= OPTIONS.referenceDate).toBe(true);
    }
    const terms = new Map<string, [string, string][]>();
    for (const d of rows(out, 'company_directors')) {
      if (d.position !== '0' && d.ended_date === null) continue;
      const list = terms.get(d.company_id as string) ?? [];
      list.push([d.since_date as string, d.ended_date ?? '9999-12-31']);
      terms.set(d.company_id as string, list);
    }
    for (const list of terms.values()) {
      list.sort((a, b) => a[0].localeCompare(b[0]));
      for (let i = 1; i < list.length; i++)
        expect((list[i] as [string, string])[0] >= (list[i - 1] as [string, string])[1]).toBe(true);
    }
    expect(rows(out, 'company_directors').some((d) => d.ended_date !== null)).toBe(true);
  });

  it('derives classifier codes with valid check digits and the right region', () => {
    for (const c of rows(out, 'companies')) {
      const okpo = c.okpo as string;
      expect(okpo).toMatch(/^\d{8}$/);
      expect(okpoCheckDigit(okpo.slice(0, 7))).toBe(Number(okpo[7]));
      if (c.region_code === '77') expect(c.okato?.slice(0, 2)).toBe('45');
      expect(JSON.parse(c.tax_authority as string).current.code).toBe(c.kpp?.slice(0, 4));
    }
    expect(regionDative({ code: '16', name: 'Республика Татарстан (Татарстан)' })).toBe('Республике Татарстан');
    expect(regionDative({ code: '66', name: 'Свердловская область' })).toBe('Свердловской области');
  });

  it('keeps closed companies without fresh statements and sole traders without founders', () => {
    const closedYear = new Map(
      rows(out, 'companies')
        .filter((c) => c.liquidation_date !== null)
        .map((c) => [c.inn, Number((c.liquidation_date as string).slice(0, 4))]),
    );
    for (const f of rows(out, 'financial_statements')) {
      const year = closedYear.get(f.inn);
      if (year !== undefined) expect(Number(f.year)).toBeLessThan(year);
    }
    const ipInns = new Set(rows(out, 'entrepreneurs').map((e) => e.inn));
    for (const f of rows(out, 'financial_statements')) expect(ipInns.has(f.inn)).toBe(false);
  });
});
