import { isValidInnPerson, isValidOgrnip } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { take, violations } from '../../../test/generated-rows.ts';
import { loadOkved } from '../reference/index.ts';
import {
  ENTREPRENEUR_KINDS,
  ENTREPRENEUR_STATUSES,
  EntrepreneurGenerator,
  type TDemoEntrepreneur,
} from './entrepreneurs.ts';
import { NAME_BANKS } from './names.ts';

const OPTIONS = { seed: 7, referenceDate: '2026-11-01' };
const COUNT = 50_000;

function generate(count: number, options = OPTIONS): TDemoEntrepreneur[] {
  return take(new EntrepreneurGenerator(options), count);
}

describe('EntrepreneurGenerator', () => {
  let rows: TDemoEntrepreneur[];
  beforeAll(() => {
    rows = generate(COUNT);
  });

  it('gives byte-identical rows for one seed and different rows for another', () => {
    expect(JSON.stringify(generate(500))).toBe(JSON.stringify(rows.slice(0, 500)));
    expect(generate(50, { ...OPTIONS, seed: 8 }).map((r) => r.inn)).not.toEqual(rows.slice(0, 50).map((r) => r.inn));
  });

  it('makes every ИНН and ОГРНИП valid, unique and tied to the region and year', () => {
    expect(new Set(rows.map((r) => r.inn)).size).toBe(COUNT);
    expect(new Set(rows.map((r) => r.ogrnip)).size).toBe(COUNT);
    const broken = violations(rows, (r) => {
      const ok =
        isValidInnPerson(r.inn) &&
        isValidOgrnip(r.ogrnip) &&
        r.inn.startsWith(r.region_code === '83' ? '29' : r.region_code) &&
        r.ogrnip.slice(3, 5) === r.region_code &&
        r.ogrnip.slice(1, 3) === r.ogrnip_date.slice(2, 4);
      return !ok && `${r.region_code} ${r.inn} ${r.ogrnip} ${r.ogrnip_date}`;
    });
    expect(broken).toEqual([]);
  });

  it('agrees names with gender', () => {
    const male = new Set(NAME_BANKS.maleFirstNames);
    const female = new Set(NAME_BANKS.femaleFirstNames);
    const broken = violations(rows, (r) => {
      const fio = `${r.last_name} ${r.first_name} ${r.middle_name}`;
      if (male.has(r.first_name))
        return (!/ич$/.test(r.middle_name) || /(ова|ева|ина|ская|цкая)$/.test(r.last_name)) && fio;
      if (!female.has(r.first_name)) return fio;
      return (!/(вна|чна)$/.test(r.middle_name) || /(ов|ев|ин|ский|цкий)$/.test(r.last_name)) && fio;
    });
    expect(broken).toEqual([]);
  });

  it('keeps kinds, statuses and dates consistent', () => {
    const kinds = new Set<string>(Object.values(ENTREPRENEUR_KINDS));
    const broken = violations(rows, (r) => {
      const label = `${r.kind_name} ${r.status_name} ${r.registration_date} ${r.ogrnip_date} ${r.termination_date}`;
      if (!kinds.has(r.kind_name)) return label;
      if (r.kind_name === ENTREPRENEUR_KINDS.farmHead && !r.okved_code.startsWith('0')) return label;
      if (r.registration_date > r.ogrnip_date || r.ogrnip_date > OPTIONS.referenceDate) return label;
      if (r.ogrnip_date < '2004-01-01') return label;
      const terminated = r.status_name === ENTREPRENEUR_STATUSES.terminated;
      if (!terminated && r.status_name !== ENTREPRENEUR_STATUSES.active) return label;
      if ((r.termination_date !== null) !== terminated) return label;
      const end = r.termination_date;
      return end !== null && !(end > r.ogrnip_date && end <= OPTIONS.referenceDate) && label;
    });
    expect(broken).toEqual([]);
    const terminated = rows.filter((r) => r.termination_date !== null).length / COUNT;
    expect(terminated).toBeGreaterThan(0.2);
    expect(terminated).toBeLessThan(0.35);
    const farms = rows.filter((r) => r.kind_name === ENTREPRENEUR_KINDS.farmHead).length / COUNT;
    expect(farms).toBeGreaterThan(0.02);
    expect(farms).toBeLessThan(0.07);
  });

  it('uses only ОКВЭД codes from okved2.json', () => {
    const okved = new Set(loadOkved().map((o) => o.code));
    const broken = violations(rows, (r) => {
      const codes = [r.okved_code, ...r.okved_additional];
      return !codes.every((code) => okved.has(code)) && codes.join(' ');
    });
    expect(broken).toEqual([]);
  });
});
