import path from 'node:path';
import { MONITORING_EVENT_TEXTS } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { mailsTo } from '../../../test/billing.ts';
import { insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertEntrepreneur, insertEvent } from '../../../test/monitoring.ts';
import { createMailer, type TMail } from '../../lib/mail.ts';
import { eventsWord } from './monitoring-letters.ts';
import { digestWindow, sendDailyDigests, sendInstantAlerts } from './monitoring-mail.service.ts';

const ctx = useTestApp();
const PUBLIC_URL = 'https://sverka.example';
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

/** The app's offline mailer: letters land in `<dataDir>/mail` as .eml files. */
function mailDeps() {
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Сверка <noreply@sverka.example>',
    mailDir: path.join(ctx.dataDir, 'mail'),
    log: ctx.app.log,
  });
  return { sql: ctx.sql, mailer, publicUrl: PUBLIC_URL, log: { error: () => undefined } };
}

async function watch(user: TTestUser, inn: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/watchlist/',
    headers: user.auth,
    payload: { inn },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function setMail(user: TTestUser, settings: { daily_digest: boolean; instant_critical: boolean }) {
  const url = '/api/v1/monitoring/settings/';
  expect((await ctx.app.inject({ method: 'PUT', url, headers: user.auth, payload: settings })).statusCode).toBe(200);
}

/** The subject of an .eml file, decoded from its base64 header. */
const subjectOf = (eml: string) =>
  Buffer.from(/Subject: =\?UTF-8\?B\?([^?]+)\?=/.exec(eml)?.[1] ?? '', 'base64').toString('utf8');

describe('the digest window', () => {
  it('is the day up to 9:00 Moscow time, the latest such hour already passed', () => {
    // 09:30 in Moscow.
    expect(digestWindow(new Date('2026-05-10T06:30:00Z'))).toEqual({
      from: new Date('2026-05-09T06:00:00Z'),
      to: new Date('2026-05-10T06:00:00Z'),
    });
    // 08:59 in Moscow: still yesterday's window.
    expect(digestWindow(new Date('2026-05-10T05:59:00Z')).to).toEqual(new Date('2026-05-09T06:00:00Z'));
    // 02:00 in Moscow, 23:00 UTC the day before.
    expect(digestWindow(new Date('2026-05-09T23:00:00Z')).to).toEqual(new Date('2026-05-09T06:00:00Z'));
  });

  it('words counts in Russian', () => {
    expect([1, 2, 5, 11, 21, 24, 112].map(eventsWord)).toEqual([
      'событие',
      'события',
      'событий',
      'событий',
      'событие',
      'события',
      'событий',
    ]);
  });
});

describe('the daily digest', () => {
  it('mails one letter per user with the day’s events grouped by subject, once, and the next day’s the next day', async () => {
    const [reader, silent, idle] = [
      await createUser(ctx.app, 'digest-reader'),
      await createUser(ctx.app, 'digest-off'),
      await createUser(ctx.app, 'digest-idle'),
    ];
    const [company, person, quiet] = [
      await insertCompany(ctx.sql),
      await insertEntrepreneur(ctx.sql),
      await insertCompany(ctx.sql),
    ];
    await watch(reader, company.inn);
    await watch(reader, person.inn);
    await watch(silent, company.inn);
    await setMail(silent, { daily_digest: false, instant_critical: true });
    await watch(idle, quiet.inn);

    // A run two days from now: its whole window lies after the entries were made.
    const now = new Date(Date.now() + 2 * DAY_MS);
    const { to } = digestWindow(now);
    await insertEvent(ctx.sql, {
      inn: company.inn,
      kind: 'director',
      occurred_on: '2026-05-01',
      recorded_at: new Date(to.getTime() - 3 * HOUR_MS),
      before: 'Иванов Иван Иванович',
      after: 'Петров Пётр Петрович',
    });
    await insertEvent(ctx.sql, {
      inn: company.inn,
      kind: 'arbitration',
      importance: 'warning',
      occurred_on: '2026-05-02',
      recorded_at: new Date(to.getTime() - 2 * HOUR_MS),
      source: 'КАД',
      ref: 'А40-1/2026',
      link: 'https://kad.arbitr.ru/Card/1',
    });
    await insertEvent(ctx.sql, {
      inn: person.inn,
      kind: 'enforcement',
      occurred_on: '2026-05-03',
      recorded_at: new Date(to.getTime() - HOUR_MS),
      source: 'ФССП',
      after: '15 000 ₽',
    });
    // After the digest hour: tomorrow's digest.
    await insertEvent(ctx.sql, {
      inn: company.inn,
      kind: 'address',
      occurred_on: '2026-05-04',
      recorded_at: new Date(to.getTime() + HOUR_MS),
      after: 'г. Тверь',
    });

    await sendDailyDigests(mailDeps(), now);
    const letters = mailsTo(ctx.dataDir, reader.email);
    expect(letters).toHaveLength(1);
    const [letter = ''] = letters;
    expect(subjectOf(letter)).toBe('Изменения у отслеживаемых организаций за сутки — Сверка');
    expect(letter).toContain(`Здравствуйте, ${reader.full_name}!`);
    expect(letter).toContain('3 события');
    expect(letter).toContain(`ООО "ТЕСТ ${company.inn}", ИНН ${company.inn}`);
    expect(letter).toContain('01.05.2026 Руководитель (ЕГРЮЛ): Иванов Иван Иванович → Петров Пётр Петрович');
    expect(letter).toContain(MONITORING_EVENT_TEXTS.director.reason);
    expect(letter).toContain('№ А40-1/2026 https://kad.arbitr.ru/Card/1');
    expect(letter).toContain(`ИП Наблюдаемов Иван Петрович, ИНН ${person.inn}`);
    expect(letter).toContain(`Карточка: ${PUBLIC_URL}/counter-parties/${company.inn}`);
    expect(letter).toContain(`${PUBLIC_URL}/profile/monitoring`);
    expect(letter).not.toContain('г. Тверь');
    // Subjects by name, each with its events together, the newest first.
    expect(letter.indexOf('ИП Наблюдаемов')).toBeLessThan(letter.indexOf('ООО "ТЕСТ'));
    expect(letter.indexOf('ООО "ТЕСТ')).toBeLessThan(letter.indexOf('Арбитражные'));
    expect(letter.indexOf('Арбитражные')).toBeLessThan(letter.indexOf('Руководитель'));
    expect(mailsTo(ctx.dataDir, silent.email)).toEqual([]);
    expect(mailsTo(ctx.dataDir, idle.email)).toEqual([]);

    // The job runs every few minutes: the same day's digest is not sent again.
    await sendDailyDigests(mailDeps(), now);
    await sendDailyDigests(mailDeps(), new Date(now.getTime() + 10 * 60_000));
    expect(mailsTo(ctx.dataDir, reader.email)).toHaveLength(1);

    await sendDailyDigests(mailDeps(), new Date(now.getTime() + DAY_MS));
    const next = mailsTo(ctx.dataDir, reader.email).find((text) => text.includes('г. Тверь')) ?? '';
    expect(next).toContain('1 событие');
    expect(next).not.toContain('Петров Пётр Петрович');
    expect(mailsTo(ctx.dataDir, reader.email)).toHaveLength(2);
  });

  it('gives the events back when the letter fails, so the next run sends them', async () => {
    const reader = await createUser(ctx.app, 'digest-retry');
    const company = await insertCompany(ctx.sql);
    await watch(reader, company.inn);
    const now = new Date(Date.now() + 2 * DAY_MS);
    await insertEvent(ctx.sql, { inn: company.inn, recorded_at: new Date(digestWindow(now).to.getTime() - HOUR_MS) });
    const failing = { ...mailDeps(), mailer: { send: async (_mail: TMail) => Promise.reject(new Error('SMTP down')) } };
    await sendDailyDigests(failing, now);
    expect(mailsTo(ctx.dataDir, reader.email)).toEqual([]);
    await sendDailyDigests(mailDeps(), now);
    expect(mailsTo(ctx.dataDir, reader.email)).toHaveLength(1);
  });
});

describe('the instant stop-factor letter', () => {
  it('mails a critical event at once, once, and nothing for other events or with the letter off', async () => {
    const [reader, silent] = [await createUser(ctx.app, 'instant'), await createUser(ctx.app, 'instant-off')];
    const company = await insertCompany(ctx.sql);
    await watch(reader, company.inn);
    await watch(silent, company.inn);
    await setMail(silent, { daily_digest: true, instant_critical: false });

    await insertEvent(ctx.sql, { inn: company.inn, kind: 'director', importance: 'warning' });
    await sendInstantAlerts(mailDeps());
    expect(mailsTo(ctx.dataDir, reader.email)).toEqual([]);

    await insertEvent(ctx.sql, {
      inn: company.inn,
      kind: 'bankruptcy',
      importance: 'critical',
      occurred_on: '2026-05-05',
      source: 'ЕФРСБ',
      after: 'Введено наблюдение',
    });
    await sendInstantAlerts(mailDeps());
    await sendInstantAlerts(mailDeps());
    const letters = mailsTo(ctx.dataDir, reader.email);
    expect(letters).toHaveLength(1);
    const [letter = ''] = letters;
    expect(subjectOf(letter)).toBe(`Стоп-фактор: ООО "ТЕСТ ${company.inn}" — Сверка`);
    expect(letter).toContain('05.05.2026 [Стоп-фактор] Банкротство (ЕФРСБ): Введено наблюдение');
    expect(letter).toContain(MONITORING_EVENT_TEXTS.bankruptcy.reason);
    expect(letter).toContain(`${PUBLIC_URL}/counter-parties/${company.inn}`);
    expect(letter).not.toContain('Руководитель');
    expect(mailsTo(ctx.dataDir, silent.email)).toEqual([]);
  });

  it('leaves out stop-factors recorded before the subject was watched', async () => {
    const reader = await createUser(ctx.app, 'instant-late');
    const company = await insertCompany(ctx.sql);
    await insertEvent(ctx.sql, {
      inn: company.inn,
      kind: 'rnp',
      importance: 'critical',
      recorded_at: new Date(Date.now() - HOUR_MS),
    });
    await watch(reader, company.inn);
    await sendInstantAlerts(mailDeps());
    expect(mailsTo(ctx.dataDir, reader.email)).toEqual([]);
  });
});
