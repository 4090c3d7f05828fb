import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type {
  companies,
  entrepreneurs,
  TContacts,
  TFundRegistrations,
  TOrgRef,
  TTaxAuthority,
} from '../../db/schema/companies.ts';

/** A legal entity with its joined names, as the card needs it. */
/** Names of the subject's region and ОКВЭД codes, joined from the classifiers. */
type TClassifierNames = {
  region_name: string | null;
  okved_name: string | null;
  okved_add: { code: string; name: string }[];
};

export type TCompanyRow = Pick<
  TRowOf<typeof companies>,
  | 'id'
  | 'ogrn'
  | 'inn'
  | 'kpp'
  | 'name_short'
  | 'name_full'
  | 'opf_code'
  | 'opf_name'
  | 'status_name'
  | 'registration_date'
  | 'ogrn_date'
  | 'liquidation_date'
  | 'share_capital'
  | 'legal_address'
  | 'city'
  | 'region_code'
  | 'okved_code'
  | 'representative_id'
  | 'source'
  | 'as_of'
> &
  TClassifierNames & { directors: { fio: string; inn: string | null; post: string | null }[] };

export type TEntrepreneurRow = Pick<
  TRowOf<typeof entrepreneurs>,
  | 'id'
  | 'ogrnip'
  | 'inn'
  | 'last_name'
  | 'first_name'
  | 'middle_name'
  | 'kind_name'
  | 'status_name'
  | 'registration_date'
  | 'ogrnip_date'
  | 'termination_date'
  | 'city'
  | 'region_code'
  | 'okved_code'
  | 'source'
  | 'as_of'
> &
  TClassifierNames;

/** How a card is looked up: by ИНН/ОГРН(ИП) or by the numeric row id. */
export type TCardKey = { column: 'inn' | 'ogrn' | 'ogrnip'; value: string } | { column: 'id'; value: number };

/** A flag from a ФНС list (mass person, mass address) with its provenance. */
export type TListFlagRow = { companies: number; source: string; as_of: string | null };

export type TDirectorRow = {
  fio: string;
  inn: string | null;
  ogrnip: string | null;
  post: string | null;
  post_kind: string | null;
  since_date: string | null;
  ended_date: string | null;
  unreliable: boolean;
  unreliable_text: string | null;
  disqualified_from: string | null;
  disqualified_to: string | null;
  /** An active entry of the disqualified-persons register with the same ФИО. */
  register_disqualification: { from: string; to: string | null; source: string; as_of: string | null } | null;
  mass: TListFlagRow | null;
};

/** Registry columns the short card does not use, shared by ЮЛ and ИП rows, and the subject's marketplace seller. */
type TRegistryExtras = {
  seller_id: number | null;
  seller_avatar_key: string | null;
  seller_image_key: string | null;
  okpo: string | null;
  okato: string | null;
  oktmo: string | null;
  tax_authority: TTaxAuthority | null;
  funds: TFundRegistrations | null;
  extract_date: string | null;
};

export type TCompanyCardRow = Omit<TCompanyRow, 'directors'> &
  TRegistryExtras & {
    name_en: string | null;
    capital_kind: string | null;
    creation_method: string | null;
    termination_method: string | null;
    address_fias_id: string | null;
    address_unreliable: boolean;
    address_unreliable_text: string | null;
    okogu: string | null;
    okfs: string | null;
    contacts: TContacts | null;
    managing_org: TOrgRef | null;
    predecessors: TOrgRef[] | null;
    successors: TOrgRef[] | null;
    directors: TDirectorRow[];
  };

export type TEntrepreneurCardRow = TEntrepreneurRow &
  TRegistryExtras & {
    representative_id: number | null;
    gender: string | null;
    citizenship: string | null;
    termination_method: string | null;
    email: string | null;
  };

const additionalOkveds = (alias: string) => `(
  select coalesce(json_agg(json_build_object('code', x.code, 'name', coalesce(o.name, '')) order by x.ord), '[]'::json)
  from unnest(${alias}.okved_additional) with ordinality as x(code, ord)
  left join okved o on o.code = x.code
)`;

/**
 * Directors with their flags in one subquery: the register of disqualified
 * persons names people by ФИО only (no ИНН), so an active entry with the same
 * ФИО is reported as such; mass-leader status is matched by ИНН.
 */
const directorsJson = `(
  select coalesce(json_agg(json_build_object(
    'fio', d.fio, 'inn', d.inn, 'ogrnip', d.ogrnip, 'post', d.post, 'post_kind', d.post_kind,
    'since_date', d.since_date, 'ended_date', d.ended_date, 'unreliable', d.unreliable,
    'unreliable_text', d.unreliable_text, 'disqualified_from', d.disqualified_from, 'disqualified_to', d.disqualified_to,
    'register_disqualification', (
      select json_build_object('from', dp.starts_on, 'to', dp.ends_on, 'source', dp.source, 'as_of', dp.as_of)
      from disqualified_persons dp
      where dp.fio = d.fio and (dp.ends_on is null or dp.ends_on >= current_date)
      order by dp.starts_on desc limit 1),
    'mass', (
      select json_build_object('companies', mp.companies, 'source', mp.source, 'as_of', mp.as_of)
      from mass_persons mp where mp.inn = d.inn and mp.role = 'leader')
  ) order by d.ended_date desc nulls first, d.position, d.id), '[]'::json)
  from company_directors d where d.company_id = c.id
)`;

/**
 * One legal entity with every registry column and its directors. An ИНН can
 * belong to several records over time (reorganisations): the active, most
 * recently registered one wins.
 */
export async function findCompanyCard(sql: TSql, key: TCardKey): Promise<TCompanyCardRow | undefined> {
  const where = key.column === 'id' ? sql`c.id = ${key.value}` : sql`${sql(`c.${key.column}`)} = ${key.value}`;
  const [row] = await sql<TCompanyCardRow[]>`
    select c.id, c.ogrn, c.inn, c.kpp, c.name_short, c.name_full, c.name_en, c.opf_code, c.opf_name, c.status_name,
      c.creation_method, c.termination_method, c.registration_date, c.ogrn_date, c.liquidation_date,
      c.share_capital::text as share_capital, c.capital_kind, c.legal_address, c.address_fias_id,
      c.address_unreliable, c.address_unreliable_text, c.city, c.region_code, r.name as region_name,
      c.okved_code, o.name as okved_name, ${sql.unsafe(additionalOkveds('c'))} as okved_add,
      c.okpo, c.okato, c.oktmo, c.okogu, c.okfs, c.tax_authority, c.funds, c.contacts, c.managing_org,
      c.predecessors, c.successors, c.extract_date, ${sql.unsafe(directorsJson)} as directors,
      c.representative_id, c.source, c.as_of,
      s.id as seller_id, s.avatar_key as seller_avatar_key, s.image_key as seller_image_key
    from companies c
    left join sellers s on s.company_id = c.id
    left join regions r on r.code = c.region_code
    left join okved o on o.code = c.okved_code
    where ${where}
    order by (c.status_name = 'Действует') desc, c.registration_date desc nulls last
    limit 1`;
  return row;
}

/** One sole trader with every registry column; the active/latest ИП period of an ИНН wins. */
export async function findEntrepreneurCard(sql: TSql, key: TCardKey): Promise<TEntrepreneurCardRow | undefined> {
  const where = key.column === 'id' ? sql`e.id = ${key.value}` : sql`${sql(`e.${key.column}`)} = ${key.value}`;
  const [row] = await sql<TEntrepreneurCardRow[]>`
    select e.id, e.ogrnip, e.inn, e.last_name, e.first_name, e.middle_name, e.kind_name, e.gender, e.citizenship,
      e.status_name, e.termination_method, e.registration_date, e.ogrnip_date, e.termination_date, e.city,
      e.region_code, r.name as region_name, e.okved_code, o.name as okved_name,
      ${sql.unsafe(additionalOkveds('e'))} as okved_add, e.okpo, e.okato, e.oktmo, e.email, e.tax_authority, e.funds,
      e.extract_date, e.source, e.as_of, e.representative_id,
      s.id as seller_id, s.avatar_key as seller_avatar_key, s.image_key as seller_image_key
    from entrepreneurs e
    left join sellers s on s.entrepreneur_id = e.id
    left join regions r on r.code = e.region_code
    left join okved o on o.code = e.okved_code
    where ${where}
    order by (e.status_name = 'Действует') desc, e.registration_date desc nulls last
    limit 1`;
  return row;
}
