import { isValidInnLegal, isValidKpp, isValidOgrn, REQUISITES_FIELDS, type TRequisites } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import type { TRequisitesConfig } from '../../config.ts';

const ctx = useTestApp();

describe('GET /api/v1/requisites/', () => {
  it('without configured details sends a complete demo set, marked as demo, every number well-formed', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/requisites/' });
    expect(response.statusCode).toBe(200);
    const body = response.json<TRequisites>();
    expect(body).toMatchObject({ name: 'ООО «Сверка»', email: 'support@sverka.local', is_demo: true });
    for (const field of REQUISITES_FIELDS) expect(body[field], field).toBeTruthy();
    expect(isValidInnLegal(body.inn ?? '')).toBe(true);
    expect(isValidOgrn(body.ogrn ?? '')).toBe(true);
    expect(isValidKpp(body.kpp ?? '')).toBe(true);
    expect(body.bik).toMatch(/^04\d{7}$/);
    // Bank of Russia control key: weights 7, 1, 3 over (BIK part + account) sum to 0 mod 10.
    const weights = [7, 1, 3];
    const keyed = (prefix: string, account = '') =>
      [...`${prefix}${account}`].reduce((sum, digit, i) => sum + ((Number(digit) * (weights[i % 3] ?? 0)) % 10), 0) %
      10;
    const bik = body.bik ?? '';
    expect(keyed(bik.slice(6), body.account)).toBe(0);
    expect(keyed(`0${bik.slice(4, 6)}`, body.correspondent_account)).toBe(0);
    expect(body.correspondent_account?.endsWith(bik.slice(6))).toBe(true);
  });

  describe('with every detail configured', () => {
    const requisites: TRequisitesConfig = {
      name: 'ООО «Сверка Плюс»',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      address: '117997, г. Москва, ул. Вавилова, д. 19',
      bank: 'ПАО Сбербанк',
      bik: '044525225',
      account: '40702810938000000001',
      correspondentAccount: '30101810400000000225',
      email: 'help@sverka.ru',
      phone: '+7 495 000-00-00',
    };
    const own = useTestApp({ requisites });

    it('sends them all in snake_case', async () => {
      const response = await own.app.inject({ method: 'GET', url: '/api/v1/requisites' });
      expect(response.statusCode).toBe(200);
      const { correspondentAccount, ...alikeInBoth } = requisites;
      expect(response.json()).toEqual({
        ...alikeInBoth,
        correspondent_account: correspondentAccount,
        is_demo: false,
      });
    });
  });
});

describe('requisites in /api/docs', () => {
  it('are listed', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.paths['/api/v1/requisites/']?.get).toBeDefined();
  });
});
