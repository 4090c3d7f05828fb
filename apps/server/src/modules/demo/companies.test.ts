import { isValidInnLegal, isValidInnPerson, isValidKpp, isValidOgrn } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { take, violations } from '../../../test/generated-rows.ts';
import { loadOkopf, loadOkved, loadRegions } from '../reference/index.ts';
import { COMPANY_STATUSES, CompanyGenerator, TERMINAL_COMPANY_STATUSES, type TGeneratedCompany } from './companies.ts';
import { EntrepreneurGenerator } from './entrepreneurs.ts';
import { NAME_BANKS } from './names.ts';

const OPTIONS = { seed: 20_260_101, referenceDate: '2026-11-01' };
const COUNT = 50_000;

function generate(count: number, options = OPTIONS): TGeneratedCompany[] {
  return take(new CompanyGenerator(options), count);
}

describe('CompanyGenerator', () => {
  let rows: TGeneratedCompany[];
  beforeAll(() => {
    rows = generate(COUNT);
  });

  it('gives byte-identical rows for one seed and different rows for another', () => {
    expect(JSON.stringify(generate(500))).toBe(JSON.stringify(rows.slice(0, 500)));
    const other = generate(500, { ...OPTIONS, seed: OPTIONS.seed + 1 });
    expect(other.map((r) => r.company.inn)).not.toEqual(rows.slice(0, 500).map((r) => r.company.inn));
  });

  it('makes every ИНН, ОГРН, КПП and director ИНН valid', () => {
    expect(violations(rows, ({ company: c }) => !isValidInnLegal(c.inn) && `ИНН ${c.inn}`)).toEqual([]);
    expect(violations(rows, ({ company: c }) => !isValidOgrn(c.ogrn) && `ОГРН ${c.ogrn}`)).toEqual([]);
    expect(violations(rows, ({ company: c }) => !isValidKpp(c.kpp) && `КПП ${c.kpp}`)).toEqual([]);
    const directors = rows.flatMap((r) => r.directors);
    expect(violations(directors, (d) => !isValidInnPerson(d.inn) && `ИНН ${d.inn}`)).toEqual([]);
  });

  it('keeps ИНН and ОГРН unique across 50,000 companies and apart from sole traders', () => {
    expect(new Set(rows.map((r) => r.company.inn)).size).toBe(COUNT);
    expect(new Set(rows.map((r) => r.company.ogrn)).size).toBe(COUNT);
    const traders = new EntrepreneurGenerator(OPTIONS);
    const traderInns = new Set(Array.from({ length: 20_000 }, () => traders.next().inn));
    const directors = rows.flatMap((r) => r.directors);
    expect(violations(directors, (d) => traderInns.has(d.inn) && d.inn)).toEqual([]);
  });

  it('ties identifiers to the region, the year and the office', () => {
    const broken = violations(rows, ({ company: c }) => {
      const prefix = c.region_code === '83' ? '29' : c.region_code;
      const ok =
        c.inn.startsWith(prefix) &&
        c.kpp.startsWith(prefix) &&
        c.kpp.slice(4, 6) === '01' &&
        c.ogrn.slice(3, 5) === c.region_code &&
        c.ogrn.slice(1, 3) === c.ogrn_date.slice(2, 4);
      return !ok && `${c.region_code} ${c.inn} ${c.kpp} ${c.ogrn} ${c.ogrn_date}`;
    });
    expect(broken).toEqual([]);
  });

  it('lets some people direct several companies, and most only one', () => {
    const companiesByInn = new Map<string, number>();
    for (const { directors } of rows) {
      for (const d of directors) companiesByInn.set(d.inn, (companiesByInn.get(d.inn) ?? 0) + 1);
    }
    const multi = [...companiesByInn.values()].filter((n) => n > 1).length;
    expect(multi).toBeGreaterThan(100);
    expect(multi / companiesByInn.size).toBeLessThan(0.2);
    expect(Math.max(...companiesByInn.values())).toBeGreaterThanOrEqual(10);
  });

  it('writes directors as «Фамилия Имя Отчество» with matching gender', () => {
    const male = new Set(NAME_BANKS.maleFirstNames);
    const female = new Set(NAME_BANKS.femaleFirstNames);
    const broken = violations(
      rows.flatMap((r) => r.directors),
      ({ fio }) => {
        const [last = '', first = '', middle = '', ...rest] = fio.split(' ');
        if (rest.length > 0) return fio;
        if (/(вна|чна)$/.test(middle)) return (!female.has(first) || /(ов|ев|ин|ский|цкий)$/.test(last)) && fio;
        return (!/ич$/.test(middle) || !male.has(first) || /(ова|ева|ина|ская|цкая)$/.test(last)) && fio;
      },
    );
    expect(broken).toEqual([]);
  });

  it('keeps statuses and dates consistent', () => {
    const reference = OPTIONS.referenceDate;
    const statuses = new Set<string>(Object.values(COMPANY_STATUSES));
    const broken = violations(rows, ({ company: c, directors }) => {
      const end = c.liquidation_date;
      const label = `${c.status_name} ${c.registration_date} ${c.ogrn_date} ${end}`;
      if (!statuses.has(c.status_name)) return label;
      if (c.registration_date < '1992-01-01' || c.registration_date > c.ogrn_date || c.ogrn_date > reference) {
        return label;
      }
      if ((end !== null) !== TERMINAL_COMPANY_STATUSES.has(c.status_name)) return label;
      if (end && !(end > c.registration_date && end >= c.ogrn_date && end <= reference)) return label;
      if (directors.some((d) => d.since_date < c.registration_date || d.since_date > (end ?? reference))) {
        return `${label} directors ${directors.map((d) => d.since_date)}`;
      }
      if (['91', '92'].includes(c.region_code) && c.registration_date < '2014-03-18') return `Крым ${label}`;
      if (['90', '93', '94', '95'].includes(c.region_code) && c.registration_date < '2022-10-01') {
        return `${c.region_code} ${label}`;
      }
      return undefined;
    });
    expect(broken).toEqual([]);
    const active = rows.filter((r) => r.company.status_name === COMPANY_STATUSES.active).length / COUNT;
    expect(active).toBeGreaterThan(0.75);
    expect(active).toBeLessThan(0.9);
  });

  it('uses real ОКВЭД codes, ОКОПФ forms, regions and a mostly minimal share capital', () => {
    const okved = new Set(loadOkved().map((o) => o.code));
    const forms = new Map(loadOkopf().map((f) => [f.code, f]));
    const regions = new Map(loadRegions().map((r) => [r.code, r]));
    const broken = violations(rows, ({ company: c }) => {
      const codes = [c.okved_code, ...c.okved_additional];
      if (!codes.every((code) => okved.has(code)) || new Set(codes).size !== codes.length) return codes.join(' ');
      if (c.okved_code.length < 5 || c.okved_additional.length > 8) return codes.join(' ');
      const form = forms.get(c.opf_code);
      if (!form || form.name !== c.opf_name) return c.opf_code;
      if (!c.name_short.startsWith(`${form.short} «`) || !c.name_full.startsWith(`${form.singular} "`)) {
        return `${c.name_short} / ${c.name_full}`;
      }
      const region = regions.get(c.region_code);
      if (!region || c.city !== region.city) return c.region_code;
      if (!/^\d{6}, /.test(c.legal_address) || !c.legal_address.includes(`г. ${region.city}`)) return c.legal_address;
      return c.share_capital < (c.opf_code === '12247' ? 100_000 : 10_000) && `${c.opf_code} ${c.share_capital}`;
    });
    expect(broken).toEqual([]);
    const ooo = rows.filter((r) => r.company.opf_code === '12300');
    expect(ooo.length / COUNT).toBeGreaterThan(0.8);
    expect(ooo.length / COUNT).toBeLessThan(0.9);
    expect(ooo.filter((r) => r.company.share_capital === 10_000).length / ooo.length).toBeGreaterThan(0.6);
  });

  it('registers a small share of companies at shared mass addresses', () => {
    const perAddress = new Map<string, number>();
    for (const { company } of rows)
      perAddress.set(company.legal_address, (perAddress.get(company.legal_address) ?? 0) + 1);
    const mass = [...perAddress.values()].filter((n) => n >= 5);
    expect(mass.length).toBeGreaterThan(20);
    const inMass = mass.reduce((sum, n) => sum + n, 0) / COUNT;
    expect(inMass).toBeGreaterThan(0.01);
    expect(inMass).toBeLessThan(0.06);
  });
});
