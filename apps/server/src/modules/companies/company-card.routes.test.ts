import { MESSAGES, type TCompanyCard, type TEntrepreneurCard } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { useSeededCard } from '../../../test/card-seed.ts';
import { insertCompany, insertRows } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { ADDRESS_PEERS_LIMIT } from './subject-blocks.repository.ts';

const ctx = useTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

const seeded = useSeededCard(ctx);

describe('GET /api/v1/company/ (full card)', () => {
  it('returns the registry blocks with the spec field names', async () => {
    const response = await get(`/api/v1/company/?query=${seeded.main.inn}`);
    expect(response.statusCode).toBe(200);
    const card = response.json<TCompanyCard>();
    expect(card).toMatchObject({
      id: seeded.main.id,
      inn: seeded.main.inn,
      ogrn: seeded.main.ogrn,
      name_en: 'TEST LLC',
      okpo: '12345678',
      okato: { code: '45286580000' },
      oktmo: { code: '45380000000' },
      okogu: { code: '4210014' },
      okfs: { code: '16' },
      capital_kind: 'УСТАВНЫЙ КАПИТАЛ',
      extract_date: '2026-05-01',
      taxAuthority: {
        name: 'МИ ФНС № 46 по г. Москве',
        address: 'г. Москва, Походный пр., 3',
        current: { code: '7705', since: '2015-03-05' },
      },
      pensionFund: { registration_number: '087101234567', registration_date: '2015-03-06', name: 'ГУ ПФР № 1' },
      socialInsuranceFund: { registration_number: '771234567877121' },
      socialFund: { registration_number: '7701234567' },
      contacts: { phone: ['+7 495 123-45-67'], email: ['info@example.com'], website: 'example.com' },
      managing_org: { ogrn: seeded.founderOrg.ogrn, name: 'УК ТЕСТ' },
      predecessors: [{ name: 'ТОО ПРЕДШЕСТВЕННИК' }],
      successors: [],
      history: { records: 2, last_record_date: '2020-01-10' },
    });
  });

  it('flags the address as unreliable and mass, with the list source', async () => {
    const card = (await get(`/api/v1/company/?query=${seeded.main.ogrn}`)).json<TCompanyCard>();
    expect(card.legal_adress).toMatchObject({ adress: seeded.main.address, unreliable: true });
    expect(card.legal_adress?.mass).toEqual({
      companies: 12,
      source: { name: 'ФНС: адреса массовой регистрации', as_of: '2026-03-03', is_demo: false },
    });
  });

  it('lists current and former directors with disqualified and mass flags', async () => {
    const card = (await get(`/api/v1/company/?query=${seeded.main.inn}`)).json<TCompanyCard>();
    expect(card.directors).toHaveLength(1);
    expect(card.directors[0]).toMatchObject({
      fio: 'Директоров Дмитрий Дмитриевич',
      inn: seeded.directorInn,
      disqualified: { from: '2025-01-01', to: '2099-01-01', source: { as_of: '2026-03-01' } },
      mass: { companies: 57, source: { as_of: '2026-03-02' } },
    });
    expect(card.directors_history.map((d) => d.fio)).toEqual(['Прежний Пётр Петрович']);
  });

  it('splits founders into persons (PP) and organisations (LP) with shares and encumbrances', async () => {
    const card = (await get(`/api/v1/company/?query=${seeded.main.inn}`)).json<TCompanyCard>();
    const [founders] = card.founders;
    expect(founders?.PP).toEqual([
      expect.objectContaining({
        fio: 'Учредителев Устин Ильич',
        inn: seeded.founderInn,
        record_date: '2015-03-04',
        fraction: { percent: 60, nominal: 6000 },
        encumbrances: [
          expect.objectContaining({ kind: 'ЗАЛОГ', holder: expect.objectContaining({ name: 'ПАО БАНК' }) }),
        ],
      }),
    ]);
    expect(founders?.LP).toEqual([expect.objectContaining({ name: 'ООО "УЧРЕДИТЕЛЬ"', ogrn: seeded.founderOrg.ogrn })]);
    expect(founders?.source).toMatchObject({ name: 'ЕГРЮЛ', as_of: '2026-05-01' });
  });

  it('gives branches, licences, trademarks and sanctions, each with a source', async () => {
    const card = (await get(`/api/v1/company/?query=${seeded.main.inn}`)).json<TCompanyCard>();
    expect(card.division[0]?.filials).toEqual([expect.objectContaining({ address: 'г. Казань, ул. Баумана, 1' })]);
    expect(card.division[0]?.representative_offices).toHaveLength(1);
    expect(card.licenses[0]).toMatchObject({ license_author: 'Роспотребнадзор', date: '2021-04-05' });
    expect(card.trademarks[0]).toMatchObject({
      registration_date: '2022-01-01',
      sections: [{ title: 'Словесное обозначение', content: 'ТЕСТОВИК' }, { content: '9, 42' }],
      source: { name: 'Роспатент', as_of: '2026-02-01' },
    });
    expect(card.sanctions[0]).toMatchObject({ list: 'ofac', country: 'США', source: { as_of: '2026-01-15' } });
    expect(card.country_sanctions).toEqual(['США']);
    for (const block of [card.source, card.contacts?.source, card.licenses[0]?.source, card.division[0]?.source]) {
      expect(block?.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('connects organisations through shared people and ownership (LPEC)', async () => {
    const card = (await get(`/api/v1/company/?query=${seeded.main.inn}`)).json<TCompanyCard>();
    const byId = new Map(card.LPEC.map((org) => [org.id, org]));
    expect(byId.get(seeded.sharedDirectorCompany.id)?.relation).toEqual(['director']);
    expect(byId.get(seeded.daughter.id)?.relation).toEqual(['founded']);
    expect(byId.get(seeded.founderOrg.id)?.relation).toEqual(['founder_org']);
    expect(byId.has(seeded.main.id)).toBe(false);
    expect(byId.get(seeded.daughter.id)).toMatchObject({ inn: seeded.daughter.inn, status: { class: 'active' } });
    expect(card.founder_organizations[0]?.PP.map((org) => org.id)).toEqual([seeded.daughter.id]);
  });

  it('names the people each link goes through, with their role in the connected organisation', async () => {
    const card = (await get(`/api/v1/company/?query=${seeded.main.inn}`)).json<TCompanyCard>();
    const byId = new Map(card.LPEC.map((org) => [org.id, org]));
    expect(byId.get(seeded.sharedDirectorCompany.id)?.via).toEqual([
      { inn: seeded.directorInn, fio: 'Директоров Дмитрий Дмитриевич', relation: 'director' },
    ]);
    const both = byId.get(seeded.sharedFounderCompany.id);
    expect(both).toMatchObject({ relation: ['director', 'founder'], status: { class: 'liquidated' } });
    expect(both?.via).toHaveLength(3);
    expect(both?.via).toEqual(
      expect.arrayContaining([
        { inn: seeded.directorInn, fio: 'Директоров Дмитрий Дмитриевич', relation: 'director' },
        { inn: seeded.directorInn, fio: 'Директоров Дмитрий Дмитриевич', relation: 'founder' },
        { inn: seeded.founderInn, fio: 'Учредителев Устин Ильич', relation: 'founder' },
      ]),
    );
    expect(byId.get(seeded.daughter.id)?.via).toEqual([]);
  });

  it('links companies at the same legal address, capped so a mass address cannot crowd out the rest', async () => {
    const address = `г. Адресов, ул. Массовая, д. ${seeded.main.inn}`;
    const hub = await insertCompany(ctx.sql, { legal_address: address });
    const peers = [];
    for (let i = 0; i < ADDRESS_PEERS_LIMIT + 5; i++)
      peers.push(await insertCompany(ctx.sql, { legal_address: address }));
    const partner = await insertCompany(ctx.sql);
    const personInn = `${seeded.main.inn}01`;
    await insertRows(ctx.sql, 'company_directors', [
      { company_id: hub.id, fio: 'Адресов Андрей Андреевич', inn: personInn, post: 'ДИРЕКТОР' },
      { company_id: partner.id, fio: 'Адресов Андрей Андреевич', inn: personInn, post: 'ДИРЕКТОР' },
    ]);

    const card = (await get(`/api/v1/company/?query=${hub.inn}`)).json<TCompanyCard>();
    const byAddress = card.LPEC.filter((org) => org.relation.includes('address'));
    expect(byAddress).toHaveLength(ADDRESS_PEERS_LIMIT);
    const peerIds = new Set(peers.map((peer) => peer.id));
    for (const org of byAddress) {
      expect(peerIds.has(org.id)).toBe(true);
      expect(org).toMatchObject({ relation: ['address'], legal_address: address, via: [] });
    }
    // The link through a person comes first although the address peers outnumber it.
    expect(card.LPEC[0]).toMatchObject({ id: partner.id, relation: ['director'] });
  });

  it('matches the address by ФИАС id when the company has one, whatever the text says', async () => {
    const fias = crypto.randomUUID();
    const subject = await insertCompany(ctx.sql, { address_fias_id: fias });
    const sameHouse = await insertCompany(ctx.sql, { address_fias_id: fias });
    const sameText = await insertCompany(ctx.sql, { legal_address: subject.address });
    const card = (await get(`/api/v1/company/?query=${subject.inn}`)).json<TCompanyCard>();
    const ids = card.LPEC.map((org) => org.id);
    expect(ids).toContain(sameHouse.id);
    expect(ids).not.toContain(sameText.id);
  });

  it('answers 400 with the checksum message and 404 for an unknown company', async () => {
    const bad = `${seeded.main.inn.slice(0, 9)}${(Number(seeded.main.inn[9]) + 1) % 10}`;
    expect((await get(`/api/v1/company/?query=${bad}`)).json()).toEqual({
      detail: MESSAGES.innChecksum,
      code: 'INVALID_REQUEST',
    });
    expect((await get(`/api/v1/company/?query=${seeded.entrepreneur.inn}`)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/companies/{id} and ?representative__in', () => {
  it('returns the same full card by row id', async () => {
    const response = await get(`/api/v1/companies/${seeded.main.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TCompanyCard>()).toMatchObject({ id: seeded.main.id, inn: seeded.main.inn, okpo: '12345678' });
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 for id %s', async (id) => {
    const response = await get(`/api/v1/companies/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().id?.[0]).toBe(MESSAGES.companyIdMalformed);
  });

  it('answers 404 for an id nobody has', async () => {
    const response = await get('/api/v1/companies/999999999999');
    expect(response.json()).toEqual({ detail: MESSAGES.companyNotFound, code: 'NOT_FOUND' });
  });

  it('filters the list by representative', async () => {
    const body = (
      await get(`/api/v1/companies/?representative__in=${seeded.representative},${seeded.representative + 1}`)
    ).json();
    expect(body).toMatchObject({ count: 1, next: null, previous: null });
    expect(body.result[0]).toMatchObject({ id: seeded.main.id, inn: seeded.main.inn });
  });

  it('answers 400 for a malformed id list', async () => {
    const response = await get('/api/v1/companies/?representative__in=1,abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().representative__in?.[0]).toBe(MESSAGES.idListMalformed);
  });
});

describe('GET /api/v1/entrepreneur/ (full card)', () => {
  it('returns the ИП blocks with sources', async () => {
    const response = await get(`/api/v1/entrepreneur/?query=${seeded.entrepreneur.ogrnip}`);
    expect(response.statusCode).toBe(200);
    const card = response.json<TEntrepreneurCard>();
    expect(card).toMatchObject({
      id: seeded.entrepreneur.id,
      kind: 'entrepreneur',
      okpo: '0123456789',
      okato: { code: '45286580000' },
      pensionFund: { registration_number: '087000000001' },
      contacts: { email: ['ip@example.com'], phone: [] },
      source: { name: 'ЕГРИП', as_of: '2026-04-01' },
      history: { records: 0 },
    });
    expect(card.LPEC.map((org) => org.id)).toEqual([seeded.entrepreneurCompany.id]);
  });
});
