import { RISK_ZONE_LABELS } from '@sverka/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { invalidateAllReliability } from '../../reliability/index.ts';
import { recordEvents } from './capture.service.ts';
import type { TCapturedEvent } from './event.ts';
import { importanceOf } from './importance.ts';
import { rerateWatched } from './rerate.service.ts';

/**
 * Zone changes: the triggers of migration 0030 on company_reliability (whoever stores a rating) and the
 * job that rates watched subjects again after an import dropped their rating. Also the one write path
 * every capture shares: a change already recorded is not written twice.
 */
const WATCHED = '7704123450';
const OTHER = '7810123451';

let db: TScratchDatabase;
let userId: number;
beforeAll(async () => {
  db = await createScratchDatabase('capture_zones');
  const [user] = await db.sql<{ id: number }[]>`
    insert into users (email, password_hash, full_name) values ('watcher@example.ru', 'x', 'Наблюдатель') returning id`;
  userId = user?.id as number;
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  await db.sql`truncate companies, company_reliability, subject_zones, watchlist_entries, subject_events,
    bankruptcy_messages cascade`;
});

const watch = (inn: string) =>
  db.sql`insert into watchlist_entries (user_id, inn, subject_kind) values (${userId}, ${inn}, 'company')`;
/** Stores a rating the way the reliability module does (an upsert on ИНН and kind). */
const rate = (inn: string, zone: string, score: number) => db.sql`
  insert into company_reliability (inn, kind, subject_id, version, score, zone, stop, gauge, positive, negative,
    attention, checked, not_checked, factors, valid_until)
  values (${inn}, 'company', 1, 1, ${score}, ${zone}, false, 50, 0, 0, 0, 0, 0, '[]'::jsonb, '2099-01-01')
  on conflict (inn, kind) do update set score = excluded.score, zone = excluded.zone`;
const zoneEvents = () =>
  db.sql<{ inn: string; subject_kind: string; importance: string; source: string; before: string; after: string }[]>`
    select inn, subject_kind, importance, source, before, after from subject_events where kind = 'zone' order by id`;
const zoneText = (zone: keyof typeof RISK_ZONE_LABELS, score: number) => `${RISK_ZONE_LABELS[zone]}, ${score}/100`;

describe('zone changes of stored ratings', () => {
  it('records a watched subject landing in another zone, once per change; nothing within a zone', async () => {
    await watch(WATCHED);
    await rate(WATCHED, 'medium', 55);
    await rate(WATCHED, 'medium', 60);
    expect(await zoneEvents()).toEqual([]);
    await rate(WATCHED, 'high', 30);
    await rate(WATCHED, 'high', 30);
    await db.sql`update company_reliability set zone = 'low', score = 80 where inn = ${WATCHED}`;
    expect(await zoneEvents()).toEqual([
      {
        inn: WATCHED,
        subject_kind: 'company',
        importance: importanceOf('zone', 'worse'),
        source: 'reliability',
        before: zoneText('medium', 60),
        after: zoneText('high', 30),
      },
      expect.objectContaining({
        importance: importanceOf('zone', 'better'),
        before: zoneText('high', 30),
        after: zoneText('low', 80),
      }),
    ]);
  });

  it('starts a subject put on a list from its stored rating, and ignores subjects nobody watches', async () => {
    await rate(WATCHED, 'low', 75);
    await rate(OTHER, 'low', 75);
    await watch(WATCHED);
    await rate(WATCHED, 'medium', 50);
    await rate(OTHER, 'high', 20);
    expect(await zoneEvents()).toEqual([
      expect.objectContaining({ inn: WATCHED, before: zoneText('low', 75), after: zoneText('medium', 50) }),
    ]);
    const zones = await db.sql`select inn from subject_zones`;
    expect(zones.map((z) => z.inn)).toEqual([WATCHED]);
  });
});

describe('rerateWatched (the monitoring job)', () => {
  it('rates again a watched subject whose rating an import dropped, so its new zone is recorded', async () => {
    await db.sql`
      insert into companies (ogrn, inn, kpp, name_short, name_full, status_name, registration_date, ogrn_date, source)
      values ('1187746123454', ${WATCHED}, '770401001', 'ООО "РОМАШКА-ТЕСТ"', 'ООО "РОМАШКА-ТЕСТ"', 'Действует',
        '2018-03-12', '2018-03-12', 'egrul')`;
    await watch(WATCHED);
    expect(await rerateWatched(db.sql)).toBe(1);
    expect(await rerateWatched(db.sql)).toBe(0);
    const [first] = await db.sql<{ zone: string }[]>`select zone from subject_zones where inn = ${WATCHED}`;
    expect(first?.zone).not.toBe('high');
    expect(await zoneEvents()).toEqual([]);

    // An ЕФРСБ import brings a bankruptcy procedure (a stop-factor) and drops the ratings under it.
    const published = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await db.sql`
      insert into bankruptcy_messages (message_id, inn, message_type, published_on, source)
      values ('1', ${WATCHED}, 'Сообщение о судебном акте (введение наблюдения)', ${published}, 'efrsb')`;
    await invalidateAllReliability(db.sql);
    expect(await rerateWatched(db.sql)).toBe(1);
    expect(await zoneEvents()).toEqual([
      expect.objectContaining({
        inn: WATCHED,
        importance: 'warning',
        before: expect.stringMatching(
          new RegExp(`^${first?.zone === 'low' ? RISK_ZONE_LABELS.low : RISK_ZONE_LABELS.medium}`),
        ),
        after: expect.stringMatching(new RegExp(`^${RISK_ZONE_LABELS.high}, \\d+/100$`)),
      }),
    ]);
  });
});

describe('recordEvents', () => {
  it('writes a change once however often it is read, and drops one about a subject not in the register', async () => {
    const event: TCapturedEvent = {
      inn: WATCHED,
      kind: 'enforcement',
      importance: 'warning',
      occurredOn: '2025-06-10',
      source: 'fssp',
      before: null,
      after: 'Возбуждено',
      ref: '1/25/77053-ИП',
      link: null,
      dedupeKey: 'opened:1/25/77053-ИП',
    };
    const byOgrn: TCapturedEvent = { ...event, inn: null, ogrn: '1027700123450', dedupeKey: 'opened:2' };
    expect(await recordEvents(db.sql, [event, event, byOgrn])).toBe(1);
    expect(await recordEvents(db.sql, [event])).toBe(0);
    expect(await recordEvents(db.sql, [{ ...event, dedupeKey: 'closed:1/25/77053-ИП' }])).toBe(1);
    const [count] = await db.sql<{ n: number }[]>`select count(*)::int as n from subject_events`;
    expect(count?.n).toBe(2);
  });
});
