import type { TCompanyCard, TEntrepreneurCard } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import { okfsName, okoguName, oktmoName } from './reference.ts';

const ctx = useTestApp();

describe('ОКФС, ОКОГУ and ОКТМО reference books', () => {
  it('name the official positions', () => {
    expect(okfsName('16')).toBe('Частная собственность');
    expect(okfsName('12')).toBe('Федеральная собственность');
    expect(okfsName('99')).toBeNull();
    expect(okoguName('4210014')).toBe(
      'Организации, учрежденные юридическими лицами или гражданами, или юридическими лицами и гражданами совместно',
    );
    expect(oktmoName('92701000001')).toBe('г Казань');
    // A Moscow code below the shipped level takes the name of the city's municipalities as a whole.
    expect(oktmoName('45286000123')).toBe('Муниципальные образования города Москвы');
    expect(oktmoName('00000000000')).toBeNull();
  });

  it('give every demo company and sole trader names for their ОКФС and ОКТМО, and private companies for ОКОГУ', async () => {
    const companies = await ctx.sql<{ okfs: string | null; okogu: string | null; oktmo: string | null }[]>`
      select distinct okfs, okogu, oktmo from companies`;
    const entrepreneurs = await ctx.sql<{ oktmo: string | null }[]>`select distinct oktmo from entrepreneurs`;
    expect(companies.length).toBeGreaterThan(10);
    const unnamed = [
      ...companies.flatMap((row) => [
        ...(row.okfs && !okfsName(row.okfs) ? [`ОКФС ${row.okfs}`] : []),
        ...(row.oktmo && !oktmoName(row.oktmo) ? [`ОКТМО ${row.oktmo}`] : []),
        ...(row.okfs === '16' && row.okogu && !okoguName(row.okogu) ? [`ОКОГУ ${row.okogu}`] : []),
      ]),
      ...entrepreneurs.flatMap((row) => (row.oktmo && !oktmoName(row.oktmo) ? [`ОКТМО ${row.oktmo}`] : [])),
    ];
    expect([...new Set(unnamed)]).toEqual([]);
  });

  it('reach the cards', async () => {
    const [company] = await ctx.sql<{ inn: string }[]>`
      select inn from companies where okfs = '16' and oktmo is not null order by id limit 1`;
    const [entrepreneur] = await ctx.sql<{ inn: string }[]>`
      select inn from entrepreneurs where oktmo is not null order by id limit 1`;
    const card = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/company/?query=${company?.inn}` })
    ).json<TCompanyCard>();
    expect(card.okfs?.name).toBe('Частная собственность');
    expect(card.okogu?.name).toBeTruthy();
    expect(card.oktmo?.name).toBeTruthy();
    const ip = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/entrepreneur/?query=${entrepreneur?.inn}` })
    ).json<TEntrepreneurCard>();
    expect(ip.oktmo?.name).toBeTruthy();
  });
});
