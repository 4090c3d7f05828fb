import {
  MONITORING_EVENT_TEXTS,
  MONITORING_PAGE_SIZE,
  type TMonitoringEventsPage,
  WATCHLIST_MESSAGES,
} from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertEntrepreneur, insertEvent } from '../../../test/monitoring.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const feed = (user: TTestUser | undefined, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/monitoring/events/${query}`, headers: user?.auth ?? {} });
const page = async (user: TTestUser, query = '') => {
  const response = await feed(user, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TMonitoringEventsPage>();
};
const read = (user: TTestUser | undefined, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/monitoring/events/read/',
    headers: user?.auth ?? {},
    payload,
  });
const watch = async (user: TTestUser, inn: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/watchlist/',
    headers: user.auth,
    payload: { inn },
  });
  expect(response.statusCode, response.body).toBe(201);
};
const DAY_MS = 24 * 3600_000;

let watcher: TTestUser;
let stranger: TTestUser;
let company: { inn: string };
let person: { inn: string };
let strangersCompany: { inn: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  [watcher, stranger] = [await createUser(ctx.app, 'feed'), await createUser(ctx.app, 'feed-stranger')];
  [company, person, strangersCompany] = [
    await insertCompany(ctx.sql),
    await insertEntrepreneur(ctx.sql),
    await insertCompany(ctx.sql),
  ];
  const unwatched = await insertCompany(ctx.sql);
  // Known before anyone watched: history, never unread.
  ids.old = await insertEvent(ctx.sql, {
    inn: company.inn,
    kind: 'address',
    importance: 'info',
    occurred_on: '2025-01-10',
    recorded_at: new Date(Date.now() - 2 * DAY_MS),
    before: 'г. Москва',
    after: 'г. Тверь',
  });
  await watch(watcher, company.inn);
  await watch(watcher, person.inn);
  await watch(stranger, strangersCompany.inn);
  ids.director = await insertEvent(ctx.sql, {
    inn: company.inn,
    kind: 'director',
    occurred_on: '2026-03-01',
    before: 'Иванов Иван Иванович',
    after: 'Петров Пётр Петрович',
  });
  ids.bankruptcy = await insertEvent(ctx.sql, {
    inn: company.inn,
    kind: 'bankruptcy',
    importance: 'critical',
    occurred_on: '2026-04-15',
    source: 'ЕФРСБ',
    ref: 'А40-12345/2026',
    link: 'https://kad.arbitr.ru/Card?number=А40-12345/2026',
  });
  ids.person = await insertEvent(ctx.sql, {
    inn: person.inn,
    kind: 'enforcement',
    importance: 'warning',
    occurred_on: '2026-02-20',
    source: 'ФССП',
    after: '15 000 ₽',
  });
  ids.strangers = await insertEvent(ctx.sql, { inn: strangersCompany.inn, kind: 'status', occurred_on: '2026-04-01' });
  ids.unwatched = await insertEvent(ctx.sql, { inn: unwatched.inn, kind: 'status', occurred_on: '2026-04-02' });
});

describe('the feed of changes', () => {
  it('needs a signed-in caller', async () => {
    expect((await feed(undefined)).statusCode).toBe(401);
    expect((await read(undefined, { all: true })).statusCode).toBe(401);
  });

  it('lists only the caller’s subjects, newest first, with the reason, the subject and unread marks', async () => {
    const result = await page(watcher);
    expect(result.result.map((event) => event.id)).toEqual([ids.bankruptcy, ids.director, ids.person, ids.old]);
    expect(result).toMatchObject({ count: 4, unread: 3, page: 1, next: null, previous: null });
    const [bankruptcy] = result.result;
    expect(bankruptcy).toEqual({
      id: ids.bankruptcy,
      inn: company.inn,
      subject_kind: 'company',
      subject_name: `ООО "ТЕСТ ${company.inn}"`,
      kind: 'bankruptcy',
      importance: 'critical',
      occurred_on: '2026-04-15',
      recorded_at: expect.any(String),
      source: 'ЕФРСБ',
      before: null,
      after: null,
      ref: 'А40-12345/2026',
      link: 'https://kad.arbitr.ru/Card?number=А40-12345/2026',
      reason: MONITORING_EVENT_TEXTS.bankruptcy.reason,
      unread: true,
    });
    expect(result.result.find((event) => event.id === ids.person)?.subject_name).toBe('ИП Наблюдаемов Иван Петрович');
    expect(result.result.find((event) => event.id === ids.old)?.unread).toBe(false);

    const strangers = await page(stranger);
    expect(strangers.result.map((event) => event.id)).toEqual([ids.strangers]);
    // Asking for someone else's company by its ИНН shows nothing of it.
    expect((await page(stranger, `?inn=${company.inn}`)).result).toEqual([]);
  });

  it('filters by company, kind, importance, period and read state', async () => {
    const only = async (query: string) => (await page(watcher, query)).result.map((event) => event.id);
    expect(await only(`?inn=${company.inn}`)).toEqual([ids.bankruptcy, ids.director, ids.old]);
    expect(await only(`?inn=${person.inn}`)).toEqual([ids.person]);
    expect(await only('?kind=director')).toEqual([ids.director]);
    expect(await only('?importance=critical')).toEqual([ids.bankruptcy]);
    expect(await only('?from=2026-02-20&to=2026-03-01')).toEqual([ids.director, ids.person]);
    expect(await only('?from=2026-03-02')).toEqual([ids.bankruptcy]);
    expect(await only('?unread=false')).toEqual([ids.old]);
    expect(await only(`?unread=true&inn=${company.inn}`)).toEqual([ids.bankruptcy, ids.director]);
  });

  it('answers bad filters with field messages', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?from=2026-02-30', { from: [WATCHLIST_MESSAGES.dateMalformed] }],
      ['?to=01.02.2026', { to: [WATCHLIST_MESSAGES.dateMalformed] }],
      ['?from=2026-03-01&to=2026-02-01', { from: [WATCHLIST_MESSAGES.periodReversed] }],
      ['?inn=abc', { inn: ['Укажите ИНН: 10 цифр для организации или 12 цифр для ИП'] }],
    ];
    for (const [query, body] of cases) {
      const response = await feed(watcher, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual(body);
    }
    expect((await feed(watcher, '?kind=weather')).statusCode).toBe(400);
    expect((await feed(watcher, '?page=0')).statusCode).toBe(400);
  });

  it('pages by MONITORING_PAGE_SIZE', async () => {
    const user = await createUser(ctx.app, 'pages');
    const subject = await insertCompany(ctx.sql);
    await watch(user, subject.inn);
    for (let day = 1; day <= MONITORING_PAGE_SIZE + 3; day += 1) {
      await insertEvent(ctx.sql, { inn: subject.inn, occurred_on: `2026-01-${String(day).padStart(2, '0')}` });
    }
    const first = await page(user);
    expect(first).toMatchObject({ count: MONITORING_PAGE_SIZE + 3, page: 1, next: 2, previous: null });
    expect(first.result).toHaveLength(MONITORING_PAGE_SIZE);
    expect(first.result[0]?.occurred_on).toBe('2026-01-23');
    const second = await page(user, '?page=2');
    expect(second).toMatchObject({ page: 2, next: null, previous: 1 });
    expect(second.result.map((event) => event.occurred_on)).toEqual(['2026-01-03', '2026-01-02', '2026-01-01']);
    expect((await page(user, '?page=9')).result).toEqual([]);
  });
});

describe('read marks', () => {
  it('marks chosen events, ignores other people’s, then all of them; news after that is unread again', async () => {
    const user = await createUser(ctx.app, 'reader');
    const subject = await insertCompany(ctx.sql);
    await watch(user, subject.inn);
    const first = await insertEvent(ctx.sql, { inn: subject.inn, occurred_on: '2026-05-01' });
    const second = await insertEvent(ctx.sql, { inn: subject.inn, occurred_on: '2026-05-02' });
    await insertEvent(ctx.sql, { inn: subject.inn, occurred_on: '2026-05-03' });
    expect((await page(user)).unread).toBe(3);

    const marked = await read(user, { ids: [first, ids.strangers] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unread: 2 });
    expect((await page(user, `?unread=false`)).result.map((event) => event.id)).toEqual([first]);
    // Someone else's event stays unread for its watcher.
    expect((await page(stranger)).result.find((event) => event.id === ids.strangers)?.unread).toBe(true);

    expect((await read(user, { ids: [second] })).json()).toEqual({ unread: 1 });
    expect((await read(user, { all: true })).json()).toEqual({ unread: 0 });
    expect((await page(user)).result.every((event) => !event.unread)).toBe(true);

    const fresh = await insertEvent(ctx.sql, { inn: subject.inn, occurred_on: '2026-05-04' });
    const after = await page(user);
    expect(after.unread).toBe(1);
    expect(after.result[0]).toMatchObject({ id: fresh, unread: true });

    const empty = await read(user, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ ids: [WATCHLIST_MESSAGES.readTargetRequired] });
  });

  it('counts unread events per watched subject in the list', async () => {
    const result = (await ctx.app.inject({ method: 'GET', url: '/api/v1/watchlist/', headers: watcher.auth })).json<{
      result: { inn: string; unread: number }[];
    }>();
    const unread = Object.fromEntries(result.result.map((entry) => [entry.inn, entry.unread]));
    expect(unread).toEqual({ [company.inn]: 2, [person.inn]: 1 });
  });
});

describe('mail settings', () => {
  it('are both on by default, saved per user, and refused when incomplete', async () => {
    const user = await createUser(ctx.app, 'settings');
    const url = '/api/v1/monitoring/settings/';
    const get = (who: TTestUser) => ctx.app.inject({ method: 'GET', url, headers: who.auth });
    expect((await get(user)).json()).toEqual({ daily_digest: true, instant_critical: true });

    const saved = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: user.auth,
      payload: { daily_digest: false, instant_critical: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ daily_digest: false, instant_critical: true });
    expect((await get(user)).json()).toEqual({ daily_digest: false, instant_critical: true });
    expect((await get(stranger)).json()).toEqual({ daily_digest: true, instant_critical: true });

    const partial = await ctx.app.inject({ method: 'PUT', url, headers: user.auth, payload: { daily_digest: true } });
    expect(partial.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
