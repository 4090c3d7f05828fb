import {
  MESSAGES,
  type TPlanLimitErrorBody,
  type TWatchlist,
  type TWatchlistEntry,
  type TWatchState,
  WATCHLIST_MESSAGES,
} from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { grantPlan } from '../../../test/billing.ts';
import { freshCompanyIds, insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertEntrepreneur } from '../../../test/monitoring.ts';
import { expectOperations, readOpenApi } from '../../../test/openapi.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const auth = (user?: TTestUser) => (user ? user.auth : {});
const list = (user?: TTestUser) => ctx.app.inject({ method: 'GET', url: '/api/v1/watchlist/', headers: auth(user) });
const watch = (user: TTestUser | undefined, inn: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/watchlist/', headers: auth(user), payload: { inn } as object });
const state = (user: TTestUser | undefined, inn: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/watchlist/${inn}/`, headers: auth(user) });
const unwatch = (user: TTestUser | undefined, inn: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/watchlist/${inn}/`, headers: auth(user) });

/** Fills a list with `count` placeholder entries, as if the user had watched that many subjects. */
async function fillList(userId: number, count: number) {
  await ctx.sql`
    insert into watchlist_entries (user_id, inn, subject_kind)
    select ${userId}, lpad(n::text, 10, '0'), 'company' from generate_series(1, ${count}) n`;
}

describe('the watch list', () => {
  it('documents every operation of change tracking in OpenAPI, each behind the bearer token', async () => {
    const doc = await readOpenApi(ctx.app);
    expectOperations(doc, [
      ['/api/v1/watchlist/', 'get', true],
      ['/api/v1/watchlist/', 'post', true],
      ['/api/v1/watchlist/{inn}/', 'get', true],
      ['/api/v1/watchlist/{inn}/', 'delete', true],
      ['/api/v1/monitoring/events/', 'get', true],
      ['/api/v1/monitoring/events/read/', 'post', true],
      ['/api/v1/monitoring/settings/', 'get', true],
      ['/api/v1/monitoring/settings/', 'put', true],
    ]);
    const feed = doc.paths['/api/v1/monitoring/events/']?.get as { parameters?: { name: string }[] } | undefined;
    expect(feed?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['inn', 'kind', 'importance', 'from', 'to', 'unread', 'page']),
    );
  });

  it('refuses anonymous callers on every operation', async () => {
    const company = await insertCompany(ctx.sql);
    for (const response of [
      await list(),
      await watch(undefined, company.inn),
      await state(undefined, company.inn),
      await unwatch(undefined, company.inn),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('watches a company: 201, then 200 for a repeat, shows it in the list and the card’s state, and removes it', async () => {
    const user = await createUser(ctx.app, 'watcher');
    const company = await insertCompany(ctx.sql);
    expect((await state(user, company.inn)).json<TWatchState>()).toEqual({
      inn: company.inn,
      watched: false,
      added_at: null,
      count: 0,
      limit: 5,
    });

    const added = await watch(user, ` ${company.inn} `);
    expect(added.statusCode).toBe(201);
    const entry = added.json<TWatchlistEntry>();
    expect(entry).toMatchObject({
      inn: company.inn,
      subject_kind: 'company',
      name: `ООО "ТЕСТ ${company.inn}"`,
      status: 'Действует',
      unread: 0,
    });
    expect(entry.zone === null || ['low', 'medium', 'high'].includes(entry.zone)).toBe(true);
    expect((await watch(user, company.inn)).statusCode).toBe(200);

    const watchlist = (await list(user)).json<TWatchlist>();
    expect(watchlist).toMatchObject({ count: 1, limit: 5, upgrade: { code: 'start', name: 'Старт' } });
    expect(watchlist.result.map((row) => row.inn)).toEqual([company.inn]);
    expect((await state(user, company.inn)).json<TWatchState>()).toMatchObject({ watched: true, count: 1 });

    expect((await unwatch(user, company.inn)).statusCode).toBe(204);
    expect((await list(user)).json<TWatchlist>().result).toEqual([]);
    const again = await unwatch(user, company.inn);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: WATCHLIST_MESSAGES.notWatched, code: 'NOT_FOUND' });
  });

  it('watches a sole trader by a 12-digit ИНН', async () => {
    const user = await createUser(ctx.app, 'ip-watcher');
    const entrepreneur = await insertEntrepreneur(ctx.sql);
    const added = await watch(user, entrepreneur.inn);
    expect(added.statusCode).toBe(201);
    expect(added.json<TWatchlistEntry>()).toMatchObject({
      inn: entrepreneur.inn,
      subject_kind: 'entrepreneur',
      name: 'ИП Наблюдаемов Иван Петрович',
    });
  });

  it('checks the ИНН: its shape, its check digits, and that the register has it', async () => {
    const user = await createUser(ctx.app, 'bad-inn');
    const valid = await insertCompany(ctx.sql);
    const wrongDigit = valid.inn.slice(0, 9) + String((Number(valid.inn[9]) + 1) % 10);
    expect((await watch(user, '12345')).json()).toEqual({ inn: [MESSAGES.innMalformed] });
    expect((await watch(user, '')).json()).toEqual({ inn: [MESSAGES.innRequired] });
    const checksum = await watch(user, wrongDigit);
    expect(checksum.statusCode).toBe(400);
    expect(checksum.json()).toEqual({ inn: [MESSAGES.innChecksum] });
    expect((await watch(user, 7707083893)).statusCode).toBe(400);

    const unknown = await watch(user, (await freshCompanyIds(ctx.sql)).inn);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: WATCHLIST_MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await list(user)).json<TWatchlist>().count).toBe(0);
  });

  it('stops a free user at five, naming the cheapest plan beyond it; a repeat is still fine', async () => {
    const user = await createUser(ctx.app, 'free');
    const companies = await Promise.all(Array.from({ length: 6 }, () => insertCompany(ctx.sql)));
    for (const company of companies.slice(0, 5)) expect((await watch(user, company.inn)).statusCode).toBe(201);

    const refused = await watch(user, companies[5]?.inn);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<TPlanLimitErrorBody>()).toEqual({
      detail: WATCHLIST_MESSAGES.limitReached(5),
      code: 'plan_limit_reached',
      limit: 5,
      plan: { code: 'start', name: 'Старт' },
    });
    expect((await watch(user, companies[0]?.inn)).statusCode).toBe(200);
    expect((await list(user)).json<TWatchlist>().count).toBe(5);
    expect((await state(user, companies[5]?.inn as string)).json<TWatchState>()).toMatchObject({
      watched: false,
      count: 5,
      limit: 5,
    });
  });

  it('gives a plan its allowance (Старт: 50) and names the next tier when that is used up', async () => {
    const user = await createUser(ctx.app, 'starter');
    await grantPlan(ctx.sql, user.id, 'start');
    await fillList(user.id, 49);
    const [fiftieth, fiftyFirst] = [await insertCompany(ctx.sql), await insertCompany(ctx.sql)];
    expect((await watch(user, fiftieth.inn)).statusCode).toBe(201);
    const refused = await watch(user, fiftyFirst.inn);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<TPlanLimitErrorBody>()).toMatchObject({
      code: 'plan_limit_reached',
      limit: 50,
      plan: { code: 'scale', name: 'Масштабирование' },
    });
    expect((await list(user)).json<TWatchlist>()).toMatchObject({
      count: 50,
      limit: 50,
      upgrade: { code: 'scale', name: 'Масштабирование' },
    });
  });

  it('keeps lists apart: another user neither sees nor removes someone’s entries', async () => {
    const [owner, other] = [await createUser(ctx.app, 'owner'), await createUser(ctx.app, 'other')];
    const company = await insertCompany(ctx.sql);
    expect((await watch(owner, company.inn)).statusCode).toBe(201);

    expect((await list(other)).json<TWatchlist>()).toMatchObject({ count: 0, result: [] });
    expect((await state(other, company.inn)).json<TWatchState>()).toMatchObject({ watched: false, count: 0 });
    expect((await unwatch(other, company.inn)).statusCode).toBe(404);
    expect((await list(owner)).json<TWatchlist>().count).toBe(1);
  });
});
