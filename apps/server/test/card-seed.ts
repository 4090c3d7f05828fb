import { randomInt } from 'node:crypto';
import { addressKey } from '@sverka/shared';
import { beforeAll } from 'vitest';
import type { TSql } from '../src/db/client.ts';
import { freshPersonIds, insertCompany, insertRows } from './factory.ts';
import type { TTestContext } from './helper.ts';

/**
 * A company with every card block filled (codes, tax office, funds, contacts,
 * flagged directors, founders with an encumbered share, branches, licence,
 * trademark, sanction, mass address, registry records), the companies it is
 * connected to (one through both its director and founder), and an ИП who
 * directs a company. Fresh identifiers each call.
 */
export async function seedCard(sql: TSql) {
  const representative = 900_000_000 + randomInt(1_000_000);

  const directorInn = (await freshPersonIds(sql)).inn;
  const founderInn = (await freshPersonIds(sql)).inn;
  const founderOrg = await insertCompany(sql);
  const main = await insertCompany(sql, {
    name_en: 'TEST LLC',
    okpo: '12345678',
    okato: '45286580000',
    oktmo: '45380000000',
    okogu: '4210014',
    okfs: '16',
    capital_kind: 'УСТАВНЫЙ КАПИТАЛ',
    address_unreliable: true,
    address_unreliable_text: 'сведения недостоверны (по результатам проверки)',
    extract_date: '2026-05-01',
    representative_id: representative,
    tax_authority: sql.json({
      registering: { code: '7746', name: 'МИ ФНС № 46 по г. Москве', address: 'г. Москва, Походный пр., 3' },
      current: { code: '7705', name: 'ИФНС № 5 по г. Москве', since: '2015-03-05' },
    }),
    funds: sql.json({
      pfr: { number: '087101234567', date: '2015-03-06', name: 'ГУ ПФР № 1' },
      fss: { number: '771234567877121', date: '2015-03-06', name: 'Филиал № 12 ФСС' },
      sfr: { number: '7701234567', date: '2023-01-01', name: 'ОСФР по г. Москве' },
    }),
    contacts: sql.json({ phones: ['+7 495 123-45-67'], emails: ['info@example.com'], website: 'example.com' }),
    managing_org: sql.json({ ogrn: founderOrg.ogrn, inn: founderOrg.inn, name: 'УК ТЕСТ' }),
    predecessors: sql.json([{ ogrn: null, inn: null, name: 'ТОО ПРЕДШЕСТВЕННИК' }]),
    successors: sql.json([]),
  });
  const sharedDirectorCompany = await insertCompany(sql);
  const sharedFounderCompany = await insertCompany(sql, { status_name: 'Ликвидировано' });
  const daughter = await insertCompany(sql);
  const entrepreneurCompany = await insertCompany(sql);
  const person = await freshPersonIds(sql);
  const [ip] = await sql<{ id: number }[]>`
    insert into entrepreneurs (ogrnip, inn, last_name, first_name, middle_name, kind_name, status_name,
      registration_date, okpo, okato, oktmo, email, funds, source, as_of)
    values (${person.ogrnip}, ${person.inn}, 'Проверкин', 'Тест', 'Тестович', 'Индивидуальный предприниматель',
      'Действует', '2019-06-01', '0123456789', '45286580000', '45380000', 'ip@example.com',
      ${sql.json({ pfr: { number: '087000000001', date: '2019-06-02', name: 'ПФР' } })}, 'egrip', '2026-04-01')
    returning id`;
  const entrepreneur = { id: (ip as { id: number }).id, inn: person.inn, ogrnip: person.ogrnip };

  await insertRows(sql, 'company_directors', [
    {
      company_id: main.id,
      fio: 'Директоров Дмитрий Дмитриевич',
      inn: directorInn,
      post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР',
      since_date: '2020-01-10',
    },
    {
      company_id: main.id,
      fio: 'Прежний Пётр Петрович',
      post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР',
      since_date: '2015-03-04',
      ended_date: '2020-01-10',
    },
    { company_id: sharedDirectorCompany.id, fio: 'Директоров Дмитрий Дмитриевич', inn: directorInn, post: 'ДИРЕКТОР' },
    { company_id: sharedFounderCompany.id, fio: 'Директоров Дмитрий Дмитриевич', inn: directorInn, post: 'ДИРЕКТОР' },
    { company_id: entrepreneurCompany.id, fio: 'Проверкин Тест Тестович', inn: entrepreneur.inn, post: 'ДИРЕКТОР' },
  ]);
  const founders = await insertRows(sql, 'company_founders', [
    {
      company_id: main.id,
      kind: 'person',
      name: 'Учредителев Устин Ильич',
      inn: founderInn,
      share_nominal: 6000,
      share_percent: 60,
      since_date: '2015-03-04',
    },
    {
      company_id: main.id,
      kind: 'ru_org',
      name: 'ООО "УЧРЕДИТЕЛЬ"',
      inn: founderOrg.inn,
      ogrn: founderOrg.ogrn,
      share_nominal: 4000,
      share_percent: 40,
      since_date: '2018-02-01',
    },
    { company_id: daughter.id, kind: 'ru_org', name: 'ООО "ТЕСТ"', inn: main.inn, ogrn: main.ogrn, share_percent: 100 },
    { company_id: sharedFounderCompany.id, kind: 'person', name: 'Учредителев Устин Ильич', inn: founderInn },
    {
      company_id: sharedFounderCompany.id,
      kind: 'person',
      name: 'Директоров Дмитрий Дмитриевич',
      inn: directorInn,
      share_percent: 50,
    },
  ]);
  await insertRows(sql, 'share_encumbrances', [
    {
      founder_id: founders[0]?.id,
      kind: 'ЗАЛОГ',
      holder_name: 'ПАО БАНК',
      holder_inn: '7707083893',
      record_date: '2024-02-02',
    },
  ]);
  await insertRows(sql, 'company_branches', [
    {
      company_id: main.id,
      kind: 'branch',
      name: 'Филиал в Казани',
      kpp: `${main.inn.slice(0, 4)}02001`,
      address: 'г. Казань, ул. Баумана, 1',
    },
    { company_id: main.id, kind: 'representative', name: 'Представительство', address: 'г. Минск' },
  ]);
  // Matched by name, so one row serves every seeded card; a second seeding in the same database keeps it.
  await sql`
    insert into disqualified_persons (fio, starts_on, ends_on, source, as_of)
    values ('Директоров Дмитрий Дмитриевич', '2025-01-01', '2099-01-01', 'disqualified', '2026-03-01')
    on conflict do nothing`;
  await sql`insert into mass_persons ${sql({ inn: directorInn, role: 'leader', fio: 'Директоров Дмитрий Дмитриевич', companies: 57, source: 'mass-leaders', as_of: '2026-03-02' })}`;
  await sql`insert into mass_addresses ${sql({ address_key: addressKey(main.address) as string, address: main.address, companies: 12, source: 'mass-addresses', as_of: '2026-03-03' })}`;
  await insertRows(sql, 'licenses', [
    {
      subject_ogrn: main.ogrn,
      number: 'Л035-00115-77/00012345',
      issued_on: '2021-04-05',
      issuer: 'Роспотребнадзор',
      activities: ['Деятельность в области использования источников ионизирующего излучения'],
      source: 'egrul',
      as_of: '2026-05-01',
    },
  ]);
  await insertRows(sql, 'trademarks', [
    {
      registration_number: `9${main.inn.slice(1, 7)}`,
      holder_inn: main.inn,
      registered_on: '2022-01-01',
      classes: [9, 42],
      verbal: 'ТЕСТОВИК',
      source: 'trademarks',
      as_of: '2026-02-01',
    },
  ]);
  await insertRows(sql, 'sanctions_entries', [
    {
      list: 'ofac',
      entry_id: `T-${main.inn}`,
      name: 'TEST LLC',
      aliases: [],
      inn: main.inn,
      programs: ['RUSSIA-EO14024'],
      listed_on: '2024-05-01',
      source: 'sanctions-ofac',
      as_of: '2026-01-15',
    },
  ]);
  await insertRows(sql, 'registry_records', [
    {
      subject_ogrn: main.ogrn,
      grn: main.ogrn,
      record_date: '2015-03-04',
      kind_name: 'Создание юридического лица',
      source: 'egrul',
    },
    {
      subject_ogrn: main.ogrn,
      grn: `2${main.ogrn.slice(1, 12)}01`,
      record_date: '2020-01-10',
      kind_name: 'Изменение сведений о руководителе',
      source: 'egrul',
    },
  ]);
  return {
    main,
    sharedDirectorCompany,
    sharedFounderCompany,
    founderOrg,
    daughter,
    directorInn,
    founderInn,
    entrepreneur,
    entrepreneurCompany,
    representative,
  };
}

export type TSeededCard = Awaited<ReturnType<typeof seedCard>>;

/** Seeds {@link seedCard} before the file's tests; the object returned is filled by then. */
export function useSeededCard(ctx: TTestContext): TSeededCard {
  const seeded = {} as TSeededCard;
  beforeAll(async () => {
    Object.assign(seeded, await seedCard(ctx.sql));
  });
  return seeded;
}
