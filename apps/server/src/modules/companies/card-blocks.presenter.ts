import { companyStatusClass } from '@sverka/shared';
import type { TFundRegistration, TOrgRef, TTaxAuthority } from '../../db/schema/companies.ts';
import { presentSource, type TPresentedSource } from '../../lib/fact-source.ts';
import type { TDirectorRow, TListFlagRow } from './company-card.repository.ts';
import type {
  TConnectionRow,
  TFounderRow,
  TLicenseRow,
  TSanctionRow,
  TSubjectFactsRow,
  TTrademarkRow,
} from './subject-blocks.repository.ts';

/** Row → wire pieces shared by the ЮЛ and ИП cards. */

const SANCTION_COUNTRY: Record<string, string> = { ofac: 'США', eu: 'Евросоюз', uk: 'Великобритания' };

export const presentFlag = (flag: TListFlagRow | null) =>
  flag ? { companies: flag.companies, source: presentSource(flag.source, flag.as_of) } : null;

export function presentTaxAuthority(value: TTaxAuthority | null) {
  const registering = value?.registering;
  const current = value?.current;
  if (!registering && !current) return null;
  return {
    code: registering?.code ?? current?.code ?? null,
    name: registering?.name ?? current?.name ?? '',
    address: registering?.address ?? null,
    current: current ? { code: current.code ?? null, name: current.name ?? '', since: current.since ?? null } : null,
  };
}

/** A fund registration without its number says nothing: shown as absent. */
export const presentFund = (fund: TFundRegistration | undefined) =>
  fund?.number
    ? {
        registration_number: fund.number,
        registration_date: fund.date ?? null,
        name: fund.name ?? null,
        code: fund.code ?? null,
      }
    : null;

/**
 * jsonb references are written by several importers and the live provider;
 * missing keys become nulls so the reply always has the declared shape.
 */
export const presentOrgRef = (ref: Partial<TOrgRef> | null | undefined) =>
  ref?.name ? { ogrn: ref.ogrn ?? null, inn: ref.inn ?? null, name: ref.name } : null;

export const presentOrgRefs = (refs: Partial<TOrgRef>[] | null | undefined) =>
  (Array.isArray(refs) ? refs : []).map(presentOrgRef).filter((ref) => ref !== null);

export function presentDirector(row: TDirectorRow, cardSource: TPresentedSource) {
  const register = row.register_disqualification;
  const disqualified = register
    ? { from: register.from, to: register.to, source: presentSource(register.source, register.as_of) }
    : row.disqualified_from
      ? { from: row.disqualified_from, to: row.disqualified_to, source: cardSource }
      : null;
  return {
    fio: row.fio,
    inn: row.inn,
    ogrnip: row.ogrnip,
    post: row.post,
    post_kind: row.post_kind,
    since_date: row.since_date,
    ended_date: row.ended_date,
    unreliable: row.unreliable,
    unreliable_text: row.unreliable_text,
    disqualified,
    mass: presentFlag(row.mass),
  };
}

export function presentFounder(row: TFounderRow) {
  const isPerson = row.kind === 'person';
  return {
    id: row.id,
    kind: row.kind,
    fio: isPerson ? row.name : null,
    name: isPerson ? null : row.name,
    inn: row.inn,
    ogrn: row.ogrn,
    country: row.country,
    record_date: row.since_date,
    fraction: { percent: row.share_percent, nominal: row.share_nominal },
    encumbrances: row.encumbrances.map((e) => ({
      kind: e.kind,
      holder: { name: e.holder_name, inn: e.holder_inn, ogrn: e.holder_ogrn },
      details: e.details,
      record_date: e.record_date,
    })),
    unreliable: row.unreliable,
    mass: presentFlag(row.mass),
  };
}

export const presentLicense = (row: TLicenseRow) => ({
  number: row.number,
  date: row.issued_on,
  license_author: row.issuer,
  start_date: row.starts_on,
  end_date: row.ends_on,
  type_activities: row.activities,
  suspended: row.suspended,
  source: presentSource(row.source, row.as_of),
});

/** The spec's `sections` are the register's text parts: the verbal element and the МКТУ classes. */
export function presentTrademark(row: TTrademarkRow) {
  const sections = [];
  if (row.verbal) sections.push({ id: 1, title: 'Словесное обозначение', content: row.verbal });
  if (row.classes.length) sections.push({ id: 2, title: 'Классы МКТУ', content: row.classes.join(', ') });
  return {
    id: row.id,
    trademark_id: row.registration_number,
    registration_date: row.registered_on,
    priority_date: row.priority_on,
    expiration_date: row.expires_on,
    image: row.image_url,
    status: row.status,
    sections,
    source: presentSource(row.source, row.as_of),
  };
}

export const presentSanction = (row: TSanctionRow) => ({
  list: row.list,
  entry_id: row.entry_id,
  name: row.name,
  programs: row.programs,
  listed_on: row.listed_on,
  country: SANCTION_COUNTRY[row.list] ?? row.list,
  source: presentSource(row.source, row.as_of),
});

export const presentConnection = (row: TConnectionRow) => ({
  id: row.id,
  name: row.name_short,
  status: { name: row.status_name, class: companyStatusClass(row.status_name) },
  legal_address: row.legal_address,
  inn: row.inn,
  ogrn: row.ogrn,
  registration_date: row.registration_date,
  okved: row.okved_code ? { code: row.okved_code, name: row.okved_name ?? '' } : null,
  relation: row.relation,
  via: row.via.map((person) => ({ inn: person.inn, fio: person.fio, relation: person.relation })),
});

/** Blocks every card has, from the facts query and the connections query. */
export function presentCommonBlocks(facts: TSubjectFactsRow, connections: TConnectionRow[]) {
  const lists = [...new Set(facts.sanctions.map((s) => s.list))];
  return {
    licenses: facts.licenses.map(presentLicense),
    trademarks: facts.trademarks.map(presentTrademark),
    LPEC: connections.map(presentConnection),
    sanctions: facts.sanctions.map(presentSanction),
    country_sanctions: lists.map((list) => SANCTION_COUNTRY[list] ?? list),
    history: { records: facts.records, changes: facts.changes, last_record_date: facts.last_record_date },
  };
}
