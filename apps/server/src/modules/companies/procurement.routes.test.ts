import { MESSAGES } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TSeededCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { seedSubjectRecords } from '../../../test/records-seed.ts';

const ctx = useTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

let company: TSeededCompany;
let other: TSeededCompany;
let unknownInn: string;

beforeAll(async () => {
  ({ company, other, unknownInn } = await seedSubjectRecords(ctx.sql));
});

describe('GET /api/v1/contracts/', () => {
  it('lists contracts in both roles with the spec fields', async () => {
    const body = (await get(`/api/v1/contracts/?inn=${company.inn}`)).json();
    expect(body).toMatchObject({ count: 2, total_price: 250_100 });
    expect(body.result[1]).toMatchObject({
      register_number: `1${company.inn}24000001`,
      date: '2024-05-01',
      price: 250_000,
      customer: { inn: other.inn, name: 'ГБУ ЗАКАЗЧИК' },
      contract_provider: [{ name: 'ООО "ТЕСТ"' }],
      purchase_objects: [{ id: 1, name: 'Бумага' }],
      role: 'supplier',
      source: { name: 'ЕИС Закупки', as_of: '2026-03-01' },
    });
  });

  it('links a 44-ФЗ contract to its card in the ЕИС register, a 223-ФЗ one to nothing', async () => {
    const body = (await get(`/api/v1/contracts/?inn=${company.inn}`)).json();
    const linkOf = (law: string) => body.result.find((c: { law: string }) => c.law === law)?.link;
    expect(linkOf('44')).toBe(
      `https://zakupki.gov.ru/epz/contract/contractCard/common-info.html?reestrNumber=1${company.inn}24000001`,
    );
    expect(linkOf('223')).toBeNull();
  });

  it('filters by role and law', async () => {
    const supplier = (await get(`/api/v1/contracts/?inn=${company.inn}&role=supplier`)).json();
    expect(supplier.result.map((c: { role: string }) => c.role)).toEqual(['supplier']);
    const customer = (await get(`/api/v1/contracts/?inn=${company.inn}&role=customer&law=223`)).json();
    expect(customer.count).toBe(1);
    expect((await get(`/api/v1/contracts/?inn=${company.inn}&law=94`)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/inspection/', () => {
  it('lists inspections matched by ИНН or ОГРН with the spec fields', async () => {
    const body = (await get(`/api/v1/inspection/?inn=${company.inn}`)).json();
    expect(body.count).toBe(2);
    expect(body.result[1]).toMatchObject({
      number: `77${company.inn}0001`,
      start_date: '2024-04-01',
      end_date: '2024-04-10',
      status: 'Завершено',
      verification_type: 'Документарная',
      inspection_objects: [{ address: 'г. Тестовск' }],
      control_body: { name: 'Роспотребнадзор' },
      basis_conducting: 'План',
      source: { name: 'ЕРКНМ', as_of: '2026-03-05' },
    });
  });

  it('filters by status and type', async () => {
    const status = encodeURIComponent('Предостережение объявлено');
    expect((await get(`/api/v1/inspection/?inn=${company.inn}&status=${status}`)).json().count).toBe(1);
    const type = encodeURIComponent('Документарная');
    const body = (await get(`/api/v1/inspection/?inn=${company.inn}&type=${type}`)).json();
    expect(body.result.map((i: { verification_type: string }) => i.verification_type)).toEqual(['Документарная']);
  });
});

describe('contracts and inspections errors', () => {
  it.each(['contracts', 'inspection'])('/%s/ answers 400 for a bad ИНН and 404 for an unknown one', async (path) => {
    expect((await get(`/api/v1/${path}/`)).json()).toEqual({ detail: MESSAGES.innRequired, code: 'INVALID_REQUEST' });
    const badChecksum = `${company.inn.slice(0, 9)}${(Number(company.inn[9]) + 1) % 10}`;
    expect((await get(`/api/v1/${path}/?inn=${badChecksum}`)).json().detail).toBe(MESSAGES.innChecksum);
    const response = await get(`/api/v1/${path}/?inn=${unknownInn}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MESSAGES.subjectNotFound, code: 'NOT_FOUND' });
  });

  it('rejects a page size over the limit with a field message', async () => {
    const response = await get(`/api/v1/contracts/?inn=${company.inn}&page_size=101`);
    expect(response.statusCode).toBe(400);
    expect(response.json().page_size?.[0]).toMatch(/[А-Яа-я]/);
  });
});
