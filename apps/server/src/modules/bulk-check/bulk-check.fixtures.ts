import { innLegalCheckDigit, type TBulkCheck } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TTestUser } from '../../../test/accounts.ts';
import type { TSql } from '../../db/client.ts';

/** Identifiers of the test register the bulk check tests list, and ones it does not hold. */
export type TRegisterSample = {
  companies: { inn: string; ogrn: string; name: string }[];
  entrepreneurs: { inn: string; ogrnip: string }[];
};

export async function registerSample(sql: TSql, companies: number, entrepreneurs = 2): Promise<TRegisterSample> {
  return {
    // Each ИНН once: the register may hold a liquidated record beside an active one under the same ИНН.
    companies: await sql`
      select distinct on (inn) inn, ogrn, name_short as name from companies
      order by inn, (status_name = 'Действует') desc, registration_date desc nulls last, id desc
      limit ${companies}`,
    entrepreneurs: await sql`select inn, ogrnip from entrepreneurs order by id limit ${entrepreneurs}`,
  };
}

/** A legal ИНН with valid check digits that no company of the register has. */
export async function absentInn(sql: TSql): Promise<string> {
  for (let n = 990_000_001; ; n++) {
    const first9 = String(n);
    const inn = `${first9}${innLegalCheckDigit(first9)}`;
    const [row] = await sql`select 1 from companies where inn = ${inn}`;
    if (!row) return inn;
  }
}

/** The same ИНН with its check digit changed. */
export const spoiled = (inn: string) => `${inn.slice(0, -1)}${(Number(inn.at(-1)) + 1) % 10}`;

export function postItems(app: FastifyInstance, user: TTestUser, items: string[], name?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/bulk-checks/',
    headers: user.auth,
    payload: name === undefined ? { items } : { items, name },
  });
}

/** The check once its job has finished (jobs run in the test process right after the request). */
export async function finishedCheck(app: FastifyInstance, user: TTestUser, id: number): Promise<TBulkCheck> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await app.inject({ method: 'GET', url: `/api/v1/bulk-checks/${id}/`, headers: user.auth });
    expect(response.statusCode, response.body).toBe(200);
    const check = response.json<TBulkCheck>();
    if (check.status === 'done' || check.status === 'failed') return check;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`bulk check ${id} did not finish`);
}
