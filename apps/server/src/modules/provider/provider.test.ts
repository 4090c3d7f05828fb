import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, type TCompanyCard, type TEntrepreneurCard } from '@sverka/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompanyIds, freshPersonIds } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { createCheckoProvider } from './provider.service.ts';

const KEY = 'test-secret-key-4242';
const ctx = useTestApp();

/** Requests the fake Checko server received: path and query. */
const received: URL[] = [];
let server: Server;
let live: FastifyInstance;
let baseUrl: string;
const today = new Date().toISOString().slice(0, 10);

let known: { inn: string; ogrn: string };
let cachedOnly: { inn: string; ogrn: string };
let ip: { inn: string; ogrnip: string };
const behaviour = new Map<string, 'error' | 'http500' | 'slow' | 'empty' | 'missing'>();

/** A `/company` answer in the documented shape (mission-anchors §2.3). */
function companyPayload(ids: { inn: string; ogrn: string }) {
  return {
    ОГРН: ids.ogrn,
    ИНН: ids.inn,
    КПП: `${ids.inn.slice(0, 4)}01001`,
    ОКПО: '87654321',
    ДатаРег: '2010-05-12',
    ДатаОГРН: '2010-05-12',
    НаимСокр: 'ООО "ЖИВОЙ ИСТОЧНИК"',
    НаимПолн: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ЖИВОЙ ИСТОЧНИК"',
    НаимАнгл: null,
    Статус: { Код: '001', Наим: 'Действует' },
    Регион: { Код: '77', Наим: 'г. Москва' },
    ЮрАдрес: {
      НасПункт: 'г. Москва',
      АдресРФ: 'г. Москва, ул. Живая, д. 1',
      ИдГАР: '123',
      Недост: false,
      МассАдрес: [],
    },
    ОКВЭД: { Код: '62.01', Наим: 'Разработка компьютерного программного обеспечения', Версия: '2014' },
    ОКВЭДДоп: [{ Код: '62.02', Наим: 'Консультирование', Версия: '2014' }],
    ОКОПФ: { Код: '12300', Наим: 'Общества с ограниченной ответственностью' },
    ОКФС: { Код: '16', Наим: 'Частная собственность' },
    ОКОГУ: { Код: '4210014', Наим: 'Организации, учрежденные юридическими лицами' },
    ОКАТО: { Код: '45286580000', Наим: 'Тверской' },
    ОКТМО: { Код: '45382000000', Наим: 'Тверской' },
    РегФНС: { КодОрг: '7746', НаимОрг: 'МИ ФНС № 46 по г. Москве', АдресОрг: 'г. Москва' },
    ТекФНС: { КодОрг: '7710', НаимОрг: 'ИФНС № 10 по г. Москве', ДатаПостУч: '2010-05-13' },
    РегПФР: { ДатаРег: '2010-05-14', РегНомер: '087101000001', КодОрг: '087101', НаимОрг: 'ГУ ПФР № 1' },
    РегФСС: { ДатаРег: '2010-05-15', РегНомер: '771000000177101', КодОрг: '7710', НаимОрг: 'Филиал № 10' },
    УстКап: { Тип: 'УСТАВНЫЙ КАПИТАЛ', Сумма: '10000' },
    УпрОрг: [],
    Руковод: [
      {
        ФИО: 'Живов Иван Петрович',
        ИНН: '770000000000',
        ВидДолжн: 'РУКОВОДИТЕЛЬ ЮРИДИЧЕСКОГО ЛИЦА',
        НаимДолжн: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР',
        Недост: false,
        ДатаЗаписи: '2010-05-12',
      },
    ],
    Учред: {
      ФЛ: [
        {
          ФИО: 'Живов Иван Петрович',
          ИНН: '770000000000',
          Доля: { Номинал: 7500, Процент: 75 },
          Обрем: [{ Тип: 'ЗАЛОГ', Залогодерж: { НаимПолн: 'АО БАНК', ИНН: '7700000000' } }],
          ДатаЗаписи: '2010-05-12',
        },
      ],
      РосОрг: [
        { ОГРН: '1027700132195', ИНН: '7707083893', НаимПолн: 'ПАО СБЕРБАНК', Доля: { Номинал: 2500, Процент: 25 } },
      ],
      ИнОрг: [],
      ПИФ: [],
      РФ: [],
    },
    Подразд: { Филиал: [{ НаимПолн: 'Филиал в Туле', КПП: '710001001', Адрес: 'г. Тула' }], Представ: [] },
    Лиценз: [
      {
        Номер: 'ЛО-77-01-000001',
        Дата: '2015-01-01',
        ЛицОрг: 'Департамент здравоохранения',
        ВидДеят: ['Медицинская деятельность'],
      },
    ],
    Контакты: { Тел: ['+74950000000'], Емэйл: ['live@example.com'], ВебСайт: 'live.example.com' },
    ДатаВып: '2026-05-01',
  };
}

function answer(request: IncomingMessage, respond: (status: number, body: unknown) => void) {
  const url = new URL(request.url ?? '/', 'http://fake');
  received.push(url);
  if (url.searchParams.get('key') !== KEY) return respond(200, { meta: { status: 'error', message: 'Неверный ключ' } });
  const id = url.searchParams.get('inn') ?? url.searchParams.get('ogrn') ?? '';
  const mode = behaviour.get(id);
  if (mode === 'error')
    return respond(200, { data: {}, meta: { status: 'error', message: 'Превышен лимит запросов' } });
  if (mode === 'http500') return respond(500, { error: 'internal' });
  if (mode === 'slow') return setTimeout(() => respond(200, { data: {}, meta: { status: 'ok' } }), 2_000);
  if (mode === 'missing') return respond(200, { meta: { status: 'error', message: 'Организация не найдена' } });
  if (url.pathname === '/v2/company' && (id === known.inn || id === known.ogrn)) {
    return respond(200, { data: companyPayload(known), meta: { status: 'ok', balance: 0, today_request_count: 1 } });
  }
  if (url.pathname === '/v2/entrepreneur' && (id === ip.inn || id === ip.ogrnip)) {
    return respond(200, {
      data: {
        ОГРНИП: ip.ogrnip,
        ИНН: ip.inn,
        ФИО: 'Живая Анна Сергеевна',
        Тип: 'Индивидуальный предприниматель',
        Пол: 'Женский',
        Статус: { Код: '001', Наим: 'Действует' },
        ДатаРег: '2018-02-03',
        ДатаОГРНИП: '2018-02-03',
        Регион: { Код: '50', Наим: 'Московская область' },
        ОКВЭД: { Код: '47.91', Наим: 'Торговля розничная по почте', Версия: '2014' },
        ОКВЭДДоп: [],
      },
      meta: { status: 'ok' },
    });
  }
  return respond(200, { data: {}, meta: { status: 'ok' } });
}

beforeAll(async () => {
  known = await freshCompanyIds(ctx.sql);
  cachedOnly = await freshCompanyIds(ctx.sql);
  ip = await freshPersonIds(ctx.sql);
  for (const mode of ['error', 'http500', 'slow', 'empty', 'missing'] as const) {
    behaviour.set((await freshCompanyIds(ctx.sql)).inn, mode);
  }
  server = createServer((request, response) =>
    answer(request, (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  live = await buildApp({
    config: { env: 'test', logLevel: 'silent', webDist: undefined, checko: { apiKey: KEY, baseUrl, timeoutMs: 300 } },
    sql: ctx.sql,
  });
});

afterAll(async () => {
  await live?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const innOf = (mode: string) => [...behaviour].find(([, m]) => m === mode)?.[0] as string;

describe('Checko live provider', () => {
  it('fetches a missing company, stores it with source checko and today as of, and serves the card', async () => {
    const before = received.length;
    const response = await live.inject({ method: 'GET', url: `/api/v1/company/?query=${known.inn}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(KEY);
    const card = response.json<TCompanyCard>();
    expect(card).toMatchObject({
      inn: known.inn,
      ogrn: known.ogrn,
      name: 'ООО "ЖИВОЙ ИСТОЧНИК"',
      okpo: '87654321',
      okved: { code: '62.01' },
      share_capital: { total: 10000 },
      taxAuthority: { name: 'МИ ФНС № 46 по г. Москве', current: { code: '7710' } },
      pensionFund: { registration_number: '087101000001' },
      contacts: { phone: ['+74950000000'], website: 'live.example.com' },
      source: { name: 'Checko (ЕГРЮЛ/ЕГРИП)', as_of: today, is_demo: false },
    });
    expect(card.directors[0]).toMatchObject({ fio: 'Живов Иван Петрович', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' });
    expect(card.founders[0]?.PP[0]).toMatchObject({
      fraction: { percent: 75, nominal: 7500 },
      encumbrances: [{ kind: 'ЗАЛОГ' }],
    });
    expect(card.founders[0]?.LP[0]).toMatchObject({ ogrn: '1027700132195' });
    expect(card.division[0]?.filials).toEqual([expect.objectContaining({ address: 'г. Тула' })]);
    expect(card.licenses[0]).toMatchObject({ number: 'ЛО-77-01-000001', source: { as_of: today } });

    const calls = received.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.pathname).toBe('/v2/company');
    expect(calls[0]?.searchParams.get('inn')).toBe(known.inn);
    const [cache] = await ctx.sql`select fetched_at from provider_cache where key = ${`company:inn:${known.inn}`}`;
    expect(cache?.fetched_at).toBe(today);
  });

  it('serves the stored company afterwards without calling out, by ИНН or ОГРН', async () => {
    const before = received.length;
    for (const query of [known.inn, known.ogrn]) {
      const response = await live.inject({ method: 'GET', url: `/api/v1/company/?query=${query}` });
      expect(response.json<TCompanyCard>().inn).toBe(known.inn);
    }
    expect(received.length).toBe(before);
  });

  it('fetches a missing ИП by ОГРНИП through the `ogrn` parameter', async () => {
    const response = await live.inject({ method: 'GET', url: `/api/v1/entrepreneur/?query=${ip.ogrnip}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<TEntrepreneurCard>()).toMatchObject({
      fio: 'Живая Анна Сергеевна',
      gender: 'female',
      source: { name: 'Checko (ЕГРЮЛ/ЕГРИП)', as_of: today },
    });
    const call = received.at(-1);
    expect(call?.pathname).toBe('/v2/entrepreneur');
    expect(call?.searchParams.get('ogrn')).toBe(ip.ogrnip);
  });

  it('maps a fresh cached payload without calling out', async () => {
    await ctx.sql`insert into provider_cache (key, payload, fetched_at)
      values (${`company:inn:${cachedOnly.inn}`}, ${ctx.sql.json(companyPayload(cachedOnly))}, ${today})`;
    const before = received.length;
    const response = await live.inject({ method: 'GET', url: `/api/v1/company/?query=${cachedOnly.inn}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<TCompanyCard>().ogrn).toBe(cachedOnly.ogrn);
    expect(received.length).toBe(before);
  });

  it.each(['empty', 'missing'])('answers 404 when the provider does not know the company either (%s)', async (mode) => {
    const response = await live.inject({ method: 'GET', url: `/api/v1/company/?query=${innOf(mode)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MESSAGES.companyNotFound, code: 'NOT_FOUND' });
  });

  it.each(['error', 'http500', 'slow'])('answers 503 without details when the provider fails (%s)', async (mode) => {
    const response = await live.inject({ method: 'GET', url: `/api/v1/company/?query=${innOf(mode)}` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: MESSAGES.providerUnavailable, code: 'UNAVAILABLE' });
    expect(response.body).not.toContain(KEY);
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('never writes the key to the log', async () => {
    const lines: unknown[] = [];
    const log = { warn: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const provider = createCheckoProvider({ sql: ctx.sql, config: { apiKey: KEY, baseUrl, timeoutMs: 300 }, log });
    await expect(provider.fetchCompany('inn', innOf('http500'))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(KEY);
  });

  it('calls nothing when no key is configured', async () => {
    const before = received.length;
    const unknown = await freshCompanyIds(ctx.sql);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/company/?query=${unknown.inn}` });
    expect(response.statusCode).toBe(404);
    const person = await freshPersonIds(ctx.sql);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/entrepreneur/?query=${person.inn}` })).statusCode).toBe(
      404,
    );
    expect(received.length).toBe(before);
  });
});
