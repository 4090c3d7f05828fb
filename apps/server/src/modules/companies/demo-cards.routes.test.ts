import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';

/**
 * Whatever the demo generator or an importer writes, every endpoint must
 * answer 200 with its declared shape (a shape mismatch would be a 500). This
 * walks the demo subjects that have the most blocks filled.
 */
const ctx = useTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

let companies: { id: number; inn: string; ogrn: string }[] = [];
let entrepreneurs: { inn: string; ogrnip: string }[] = [];

beforeAll(async () => {
  companies = await ctx.sql`
    select c.id, c.inn, c.ogrn from companies c
    where c.source = 'demo'
    order by (select count(*) from company_founders f where f.company_id = c.id) desc,
      (select count(*) from company_directors d where d.company_id = c.id) desc, c.id
    limit 25`;
  entrepreneurs = await ctx.sql`select inn, ogrnip from entrepreneurs where source = 'demo' order by id limit 10`;
});

describe('demo subjects', () => {
  it('serve every company endpoint without an error', async () => {
    for (const c of companies) {
      const urls = [
        `/api/v1/company/?query=${c.inn}`,
        `/api/v1/companies/${c.id}`,
        `/api/v1/company-finances/?query=${c.inn}`,
        `/api/v1/legal-cases/?inn=${c.inn}`,
        `/api/v1/enforcements/?inn=${c.inn}`,
        `/api/v1/bankruptcy/?inn=${c.inn}`,
        `/api/v1/pledges/?inn=${c.inn}`,
        `/api/v1/contracts/?inn=${c.inn}`,
        `/api/v1/inspection/?inn=${c.inn}`,
        `/api/v1/history/?query=${c.ogrn}`,
      ];
      for (const url of urls) {
        const response = await get(url);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      }
    }
  });

  it('serve every entrepreneur endpoint without an error', async () => {
    for (const e of entrepreneurs) {
      for (const url of [
        `/api/v1/entrepreneur/?query=${e.inn}`,
        `/api/v1/company-finances/?query=${e.ogrnip}`,
        `/api/v1/legal-cases/?inn=${e.inn}`,
        `/api/v1/history/?query=${e.ogrnip}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      }
    }
  });
});
