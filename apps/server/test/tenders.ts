import type { TTender } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TSql } from '../src/db/client.ts';
import { moscowToday } from '../src/modules/tenders/tenders.service.ts';
import { createUser, type TTestUser } from './accounts.ts';
import { grantPlan } from './billing.ts';
import { insertSeller, someCategory } from './marketplace.ts';

/** A signed-in representative of a fresh marketplace company, on a plan when one is named. */
export type TRepresentative = TTestUser & { sellerId: number };

export async function representative(
  app: FastifyInstance,
  sql: TSql,
  label: string,
  plan?: 'start' | 'scale' | 'optimal_plus',
): Promise<TRepresentative> {
  const user = await createUser(app, label);
  const seller = await insertSeller(sql, user.id);
  if (plan) await grantPlan(sql, user.id, plan);
  return { ...user, sellerId: seller.id };
}

export const daysFromToday = (days: number) =>
  new Date(Date.parse(`${moscowToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function someRegion(sql: TSql, offset = 0): Promise<string> {
  const [row] = await sql<{ code: string }[]>`select code from regions order by code offset ${offset} limit 1`;
  if (!row) throw new Error('no regions loaded');
  return row.code;
}

export async function tenderBody(sql: TSql, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Кабель ВВГнг 3×2,5',
    description: 'Поставка на объект в Подмосковье',
    quantity: 1500,
    unit: 'м',
    budget: 180000,
    region: await someRegion(sql),
    category: (await someCategory(sql)).id,
    deadline: daysFromToday(10),
    ...overrides,
  };
}

export function postTender(app: FastifyInstance, user: TTestUser, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/tenders/', headers: user.auth, payload: body });
}

export async function publish(app: FastifyInstance, sql: TSql, user: TTestUser, overrides = {}): Promise<TTender> {
  const response = await postTender(app, user, await tenderBody(sql, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TTender>();
}

export function postQuote(app: FastifyInstance, user: TTestUser, tenderId: number, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/v1/tenders/${tenderId}/quotes/`, headers: user.auth, payload: body });
}

export const quoteBody = (price: number) => ({ price, terms: 'Доставка за 5 дней, оплата по факту', comment: '' });
