import type { TContacts, TFundRegistration, TOrgRef, TTaxAuthority } from '../../db/schema/companies.ts';

/**
 * Checko card JSON (research/mission-anchors.md §2.3, §2.4) → rows of our
 * registry tables. The payload comes from outside: every field is read
 * defensively (missing, null, string where a number was expected, an object
 * where a string was), and values that do not fit a column become null
 * instead of failing the insert.
 */

type TJson = Record<string, unknown>;

const obj = (value: unknown): TJson =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as TJson) : {};
const list = (value: unknown): TJson[] => (Array.isArray(value) ? value.map(obj) : []);
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;
const fit = (value: unknown, max: number) => {
  const text = str(value);
  return text && text.length <= max ? text : null;
};
const digits = (value: unknown, length: number) => {
  const text = str(value);
  return text && new RegExp(`^\\d{${length}}$`).test(text) ? text : null;
};
const date = (value: unknown) => {
  const text = str(value);
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
};
const num = (value: unknown): number | null => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
const bool = (value: unknown) => value === true;
const strings = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).map(str).filter((v): v is string => v !== null);
/** `Статус` is an object in the card but a plain string in short records. */
const nameOf = (value: unknown) => (typeof value === 'string' ? value : str(obj(value).Наим));
const codeName = (value: unknown, max: number) => fit(obj(value).Код, max);

export type TMappedProvenance = { source: 'checko'; as_of: string };

function taxAuthority(data: TJson): TTaxAuthority | null {
  const reg = obj(data.РегФНС);
  const cur = obj(data.ТекФНС);
  const result: TTaxAuthority = {};
  if (str(reg.НаимОрг)) {
    result.registering = { code: str(reg.КодОрг) ?? '', name: str(reg.НаимОрг) ?? '', address: str(reg.АдресОрг) };
  }
  if (str(cur.НаимОрг)) {
    result.current = { code: str(cur.КодОрг) ?? '', name: str(cur.НаимОрг) ?? '', since: date(cur.ДатаПостУч) };
  }
  return result.registering || result.current ? result : null;
}

function fund(value: unknown): TFundRegistration | undefined {
  const f = obj(value);
  const number = str(f.РегНомер);
  return number ? { number, date: date(f.ДатаРег), code: str(f.КодОрг), name: str(f.НаимОрг) } : undefined;
}

function funds(data: TJson) {
  const pfr = fund(data.РегПФР);
  const fss = fund(data.РегФСС);
  const sfr = fund(data.РегСФР);
  return pfr || fss || sfr ? { pfr, fss, sfr } : null;
}

const orgRef = (value: unknown): TOrgRef | null => {
  const o = obj(value);
  const name = str(o.НаимПолн) ?? str(o.НаимСокр);
  return name ? { ogrn: digits(o.ОГРН, 13), inn: digits(o.ИНН, 10), name } : null;
};
const orgRefs = (value: unknown) =>
  list(value)
    .map(orgRef)
    .filter((o): o is TOrgRef => o !== null);

function contacts(data: TJson): TContacts | null {
  const c = obj(data.Контакты);
  const phones = strings(c.Тел);
  const emails = strings(c.Емэйл);
  const website = strings(c.ВебСайт)[0] ?? null;
  return phones.length || emails.length || website ? { phones, emails, website } : null;
}

/** Registry columns common to the ЮЛ and ИП cards. */
function registryColumns(data: TJson) {
  return {
    status_code: fit(obj(data.Статус).Код, 3),
    status_name: nameOf(data.Статус) ?? 'Действует',
    registration_date: date(data.ДатаРег),
    region_code: digits(obj(data.Регион).Код, 2),
    okved_code: codeName(data.ОКВЭД, 8),
    okved_additional: list(data.ОКВЭДДоп)
      .map((o) => fit(o.Код, 8))
      .filter((c): c is string => c !== null),
    okpo: fit(data.ОКПО, 10),
    okato: codeName(data.ОКАТО, 11),
    oktmo: codeName(data.ОКТМО, 11),
    tax_authority: taxAuthority(data),
    funds: funds(data),
    extract_date: date(data.ДатаВып),
  };
}

export type TMappedCompany = ReturnType<typeof mapCheckoCompany>;

/** `/company` data → a companies row plus its directors, founders, branches and licences. */
export function mapCheckoCompany(data: TJson, provenance: TMappedProvenance) {
  const ogrn = digits(data.ОГРН, 13);
  const inn = digits(data.ИНН, 10);
  const name = str(data.НаимСокр) ?? str(data.НаимПолн);
  if (!ogrn || !inn || !name) return null;
  const address = obj(data.ЮрАдрес);
  const capital = obj(data.УстКап);
  const liquidation = obj(data.Ликвид);
  const company = {
    ogrn,
    inn,
    kpp: digits(data.КПП, 9),
    name_short: name,
    name_full: str(data.НаимПолн) ?? name,
    name_en: str(data.НаимАнгл),
    opf_code: codeName(data.ОКОПФ, 5),
    opf_name: str(obj(data.ОКОПФ).Наим),
    ...registryColumns(data),
    ogrn_date: date(data.ДатаОГРН),
    liquidation_date: date(liquidation.Дата),
    termination_method: str(liquidation.Наим),
    share_capital: num(capital.Сумма),
    capital_kind: str(capital.Тип),
    legal_address: str(address.АдресРФ),
    address_fias_id: str(address.ИдГАР),
    address_unreliable: bool(address.Недост),
    address_unreliable_text: str(address.НедостОпис),
    city: str(address.НасПункт),
    okogu: codeName(data.ОКОГУ, 7),
    okfs: codeName(data.ОКФС, 2),
    contacts: contacts(data),
    managing_org: orgRef(data.УпрОрг),
    predecessors: orgRefs(data.Правопредш),
    successors: orgRefs(data.Правопреем),
    ...provenance,
  };
  const directors = list(data.Руковод).flatMap((d, position) => {
    const fio = str(d.ФИО);
    if (!fio) return [];
    return [
      {
        fio,
        inn: digits(d.ИНН, 12),
        post: str(d.НаимДолжн),
        post_kind: str(d.ВидДолжн),
        since_date: date(d.ДатаЗаписи),
        unreliable: bool(d.Недост),
        unreliable_text: str(d.НедостОпис),
        disqualified_from: date(d.ДисквДатаНач),
        disqualified_to: date(d.ДисквДатаОконч),
        position,
      },
    ];
  });
  return {
    company,
    directors,
    founders: mapFounders(obj(data.Учред)),
    branches: mapBranches(data),
    licenses: mapLicenses(data, ogrn, provenance),
  };
}

function share(f: TJson) {
  const d = obj(f.Доля);
  const percent = num(d.Процент);
  return {
    share_nominal: num(d.Номинал),
    share_percent: percent !== null && percent >= 0 && percent <= 100 ? percent : null,
  };
}

function encumbrances(f: TJson) {
  return list(f.Обрем).map((e) => {
    const holder = obj(e.Залогодерж);
    return {
      kind: str(e.Тип) ?? 'ОБРЕМЕНЕНИЕ',
      holder_name: str(holder.НаимПолн) ?? str(holder.ФИО),
      holder_inn: fit(holder.ИНН, 12),
      holder_ogrn: fit(holder.ОГРН, 15),
      details: str(obj(e.Нотариал).Номер),
      record_date: date(obj(e.Нотариал).Дата),
    };
  });
}

/** `Учред` groups → founder rows of every kind, each with its share and encumbrances. */
function mapFounders(groups: TJson) {
  const rows: {
    kind: string;
    name: string;
    inn: string | null;
    ogrn: string | null;
    country: string | null;
    since_date: string | null;
    unreliable: boolean;
    share_nominal: number | null;
    share_percent: number | null;
    encumbrances: ReturnType<typeof encumbrances>;
  }[] = [];
  const add = (
    kind: string,
    f: TJson,
    name: string | null,
    extra: { inn?: unknown; ogrn?: unknown; country?: unknown },
  ) => {
    if (!name) return;
    rows.push({
      kind,
      name,
      inn: fit(extra.inn, 12),
      ogrn: fit(extra.ogrn, 15),
      country: str(extra.country),
      since_date: date(f.ДатаЗаписи),
      unreliable: bool(f.Недост),
      ...share(f),
      encumbrances: encumbrances(f),
    });
  };
  for (const f of list(groups.ФЛ)) add('person', f, str(f.ФИО), { inn: f.ИНН });
  for (const f of list(groups.РосОрг))
    add('ru_org', f, str(f.НаимПолн) ?? str(f.НаимСокр), { inn: f.ИНН, ogrn: f.ОГРН });
  for (const f of list(groups.ИнОрг)) add('foreign_org', f, str(f.НаимПолн), { country: f.Страна });
  for (const f of list(groups.ПИФ)) add('fund', f, str(f.Наим), {});
  for (const f of list(groups.РФ)) add('state', f, [str(f.Тип), str(f.Регион)].filter(Boolean).join(', ') || null, {});
  return rows;
}

function mapBranches(data: TJson) {
  const units = obj(data.Подразд);
  const rows = (kind: 'branch' | 'representative', items: TJson[]) =>
    items.map((b) => ({
      kind,
      name: str(b.НаимПолн),
      kpp: digits(b.КПП, 9),
      address: str(b.Адрес) ?? str(b.ИнАдрес),
      country: str(b.Страна),
    }));
  return [...rows('branch', list(units.Филиал)), ...rows('representative', list(units.Представ))];
}

function mapLicenses(data: TJson, subjectOgrn: string, provenance: TMappedProvenance) {
  return list(data.Лиценз).map((l) => ({
    subject_ogrn: subjectOgrn,
    number: str(l.Номер),
    issued_on: date(l.Дата),
    starts_on: date(l.ДатаНач),
    ends_on: date(l.ДатаОконч),
    issuer: str(l.ЛицОрг),
    activities: strings(l.ВидДеят),
    ...provenance,
  }));
}

export type TMappedEntrepreneur = ReturnType<typeof mapCheckoEntrepreneur>;

/** `/entrepreneur` data → an entrepreneurs row and its licences. */
export function mapCheckoEntrepreneur(data: TJson, provenance: TMappedProvenance) {
  const ogrnip = digits(data.ОГРНИП, 15);
  const inn = digits(data.ИНН, 12);
  const [lastName, firstName, ...rest] = (str(data.ФИО) ?? '').split(/\s+/);
  if (!ogrnip || !inn || !lastName || !firstName) return null;
  const termination = obj(data.Прекращ);
  const entrepreneur = {
    ogrnip,
    inn,
    last_name: lastName,
    first_name: firstName,
    middle_name: rest.join(' ') || null,
    kind_name: str(data.Тип) ?? 'Индивидуальный предприниматель',
    gender: /^м/i.test(str(data.Пол) ?? '') ? 'male' : /^ж/i.test(str(data.Пол) ?? '') ? 'female' : null,
    ...registryColumns(data),
    ogrnip_date: date(data.ДатаОГРНИП),
    termination_date: date(termination.Дата),
    termination_method: str(termination.Наим),
    city: str(data.НасПункт),
    ...provenance,
  };
  return { entrepreneur, licenses: mapLicenses(data, ogrnip, provenance) };
}
