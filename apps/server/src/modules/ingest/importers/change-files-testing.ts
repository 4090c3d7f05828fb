import iconv from 'iconv-lite';
import type { TSql } from '../../../db/client.ts';
import type { TTaxAuthority } from '../../../db/schema/companies.ts';

/**
 * Official files that change a company already in the register, for tests of change tracking (and the
 * end-to-end test of the watch-list feed): a ЕГРЮЛ extract repeating the company as stored but for what
 * the test changes, and a ФССП open-data file with new proceedings. Import them with `runImport` or
 * `npm run import -- egrul|fssp <file>`, or upload them in the back office.
 */

/** A company as the register holds it: what an extract must repeat so that nothing else changes. */
export type TCompanySnapshot = {
  ogrn: string;
  inn: string;
  kpp: string | null;
  name_full: string;
  name_short: string;
  opf_code: string | null;
  opf_name: string | null;
  status_name: string;
  creation_method: string | null;
  registration_date: string | null;
  ogrn_date: string | null;
  share_capital: number | null;
  capital_kind: string | null;
  legal_address: string | null;
  address_fias_id: string | null;
  address_unreliable: boolean;
  address_unreliable_text: string | null;
  region_code: string | null;
  okved_code: string | null;
  okved_additional: string[];
  tax_authority: TTaxAuthority | null;
  as_of: string | null;
  directors: TDirectorSnapshot[];
  founders: TFounderSnapshot[];
  branches: TBranchSnapshot[];
};

export type TDirectorSnapshot = {
  fio: string;
  inn: string | null;
  ogrnip: string | null;
  post: string | null;
  post_kind: string | null;
  since_date: string | null;
  grn: string | null;
  unreliable: boolean;
  unreliable_text: string | null;
  disqualified_from: string | null;
  disqualified_to: string | null;
};

export type TFounderSnapshot = {
  kind: string;
  name: string;
  inn: string | null;
  ogrn: string | null;
  country: string | null;
  foreign_reg_number: string | null;
  share_nominal: number | null;
  share_percent: number | null;
  since_date: string | null;
  grn: string | null;
  unreliable: boolean;
  unreliable_text: string | null;
};

export type TBranchSnapshot = {
  kind: string;
  name: string | null;
  kpp: string | null;
  address: string | null;
  country: string | null;
  since_date: string | null;
  grn: string | null;
};

/** The stored company with this ИНН (the latest record of it), its current directors, founders and branches. */
export async function loadCompanySnapshot(sql: TSql, inn: string): Promise<TCompanySnapshot> {
  const [company] = await sql<(Omit<TCompanySnapshot, 'directors' | 'founders' | 'branches'> & { id: number })[]>`
    select id, ogrn, inn, kpp, name_full, name_short, opf_code, opf_name, status_name, creation_method,
      registration_date, ogrn_date, share_capital::float8 as share_capital, capital_kind, legal_address,
      address_fias_id, address_unreliable, address_unreliable_text, region_code, okved_code, okved_additional,
      tax_authority, as_of
    from companies where inn = ${inn} order by id desc limit 1`;
  if (!company) throw new Error(`no company with ИНН ${inn}`);
  const directors = await sql<TDirectorSnapshot[]>`
    select fio, inn, ogrnip, post, post_kind, since_date, grn, unreliable, unreliable_text, disqualified_from,
      disqualified_to
    from company_directors where company_id = ${company.id} and ended_date is null order by position, id`;
  const founders = await sql<TFounderSnapshot[]>`
    select kind, name, inn, ogrn, country, foreign_reg_number, share_nominal::float8 as share_nominal,
      share_percent::float8 as share_percent, since_date, grn, unreliable, unreliable_text
    from company_founders where company_id = ${company.id} and ended_date is null order by position, id`;
  const branches = await sql<TBranchSnapshot[]>`
    select kind, name, kpp, address, country, since_date, grn from company_branches
    where company_id = ${company.id} order by id`;
  const { id: _id, ...rest } = company;
  return { ...rest, directors, founders, branches };
}

const xmlText = (value: unknown) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** ` name="value"` for each present value. */
const attrs = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => ` ${name}="${xmlText(value)}"`)
    .join('');
const first = (grn: string | null, date: string | null) =>
  grn || date ? `<ГРНДатаПерв${attrs({ ГРН: grn, ДатаЗаписи: date })}/>` : '';
/** «ИВАНОВ ИВАН ИВАНОВИЧ» → Фамилия, Имя, Отчество (the reader joins them back with spaces). */
const fioAttrs = (fio: string) => {
  const [last, given, ...middle] = fio.split(' ');
  return attrs({ Фамилия: last, Имя: given, Отчество: middle.join(' ') });
};

function directorXml(d: TDirectorSnapshot): string {
  return `<СведДолжнФЛ>${first(d.grn, d.since_date)}
        <СвФЛ${fioAttrs(d.fio)}${attrs({ ИННФЛ: d.inn })}/>
        <СвДолжн${attrs({ ОГРНИП: d.ogrnip, НаимВидДолжн: d.post_kind, НаимДолжн: d.post })}/>
        ${d.unreliable ? `<СвНедДанДолжнФЛ${attrs({ ТекстНедДанДолжнФЛ: d.unreliable_text })}/>` : ''}
        ${d.disqualified_from ? `<СвДискв${attrs({ ДатаНачДискв: d.disqualified_from, ДатаОкончДискв: d.disqualified_to })}/>` : ''}
      </СведДолжнФЛ>`;
}

const FOUNDER_ELEMENTS: Record<string, string> = {
  person: 'УчрФЛ',
  ru_org: 'УчрЮЛРос',
  foreign_org: 'УчрЮЛИн',
  state: 'УчрРФСубМО',
  fund: 'УчрПИФ',
  partnership: 'УчрДогИнвТов',
};

function founderXml(f: TFounderSnapshot): string {
  const element = FOUNDER_ELEMENTS[f.kind] ?? 'УчрЮЛРос';
  const who: Record<string, string> = {
    person: `<СвФЛ${fioAttrs(f.name)}${attrs({ ИННФЛ: f.inn })}/>`,
    ru_org: `<НаимИННЮЛ${attrs({ ОГРН: f.ogrn, ИНН: f.inn, НаимЮЛПолн: f.name })}/>`,
    foreign_org: `<НаимИННЮЛ${attrs({ ОГРН: f.ogrn, ИНН: f.inn })}/><СвНаимЮЛПолнИн${attrs({ НаимПолн: f.name })}/>
        <СвРегИн${attrs({ НаимСтран: f.country, РегНомер: f.foreign_reg_number })}/>`,
    state: `<ВидНаимУчр${attrs({ КодУчрРФСубМО: '3', НаимМО: f.name })}/>`,
    fund: `<СвНаимПИФ${attrs({ НаимПИФ: f.name })}/>`,
    partnership: `<ИнПрДогИнвТов${attrs({ НаимДог: f.name })}/>`,
  };
  const size = f.share_percent === null ? '' : `<РазмерДоли><Процент>${f.share_percent}</Процент></РазмерДоли>`;
  const share =
    f.share_nominal === null && !size
      ? ''
      : `<ДоляУстКап${attrs({ НоминСтоим: f.share_nominal })}>${size}</ДоляУстКап>`;
  const ogrnip = f.kind === 'person' ? attrs({ ОГРНИП: f.ogrn }) : '';
  const unreliable = f.unreliable ? `<СвНедДанУчр${attrs({ ТекстНедДанУчр: f.unreliable_text })}/>` : '';
  return `<${element}${ogrnip}>${first(f.grn, f.since_date)}${who[f.kind] ?? who.ru_org}${share}${unreliable}</${element}>`;
}

function branchXml(b: TBranchSnapshot): string {
  const element = b.kind === 'representative' ? 'СвПредстав' : 'СвФилиал';
  const tax = b.kind === 'representative' ? 'СвУчетНОПредстав' : 'СвУчетНОФилиал';
  return `<${element}>${first(b.grn, b.since_date)}${b.name ? `<СвНаим${attrs({ НаимПолн: b.name })}/>` : ''}
        ${b.address ? `<АдрМНФИАС><НаимРегион>${xmlText(b.address)}</НаимРегион></АдрМНФИАС>` : ''}
        ${b.country ? `<АдрМНИн${attrs({ НаимСтран: b.country })}/>` : ''}${b.kpp ? `<${tax}${attrs({ КПП: b.kpp })}/>` : ''}
      </${element}>`;
}

export type TExtractChanges = {
  /** ДатаВып: must be later than the stored facts' date, or the extract is an older one and changes nothing. */
  extractDate?: string;
  /** New current directors (the ones stored end on the extract's date). */
  directors?: Pick<TDirectorSnapshot, 'fio' | 'inn' | 'post'>[];
  /** The text of an unreliability mark on the address, or null to clear it. */
  addressUnreliable?: string | null;
};

/** A ГРН of the extract's date for the change record (check digit as ОГРН has it). */
function changeGrn(date: string, inn: string): string {
  const body = `2${date.slice(2, 4)}77${inn.slice(-7).padStart(7, '0')}`;
  return body + String((BigInt(body) % 11n) % 10n);
}

/**
 * A ЕГРЮЛ 4.07 extract (windows-1251, as ФНС ships them) of one stored company, repeating its name,
 * status, address, capital, ОКВЭД, tax office, directors, founders and branches as stored, with
 * `changes` applied: new directors (dated by a new record of the extract's date) or an unreliability
 * mark on the address. Founders' share encumbrances are not repeated (their set is rewritten with the
 * same names and shares, which is no change event).
 */
export function egrulExtract(company: TCompanySnapshot, changes: TExtractChanges = {}): Buffer {
  const date = changes.extractDate ?? new Date().toISOString().slice(0, 10);
  const grn = changeGrn(date, company.inn);
  const directors = changes.directors
    ? changes.directors.map(
        (d): TDirectorSnapshot => ({
          ...d,
          ogrnip: null,
          post_kind: 'Руководитель юридического лица',
          since_date: date,
          grn,
          unreliable: false,
          unreliable_text: null,
          disqualified_from: null,
          disqualified_to: null,
        }),
      )
    : company.directors;
  const unreliable =
    changes.addressUnreliable === undefined
      ? company.address_unreliable
        ? (company.address_unreliable_text ?? 'Сведения недостоверны')
        : null
      : changes.addressUnreliable;
  const status =
    company.status_name === 'Действует'
      ? ''
      : `<СвСтатус><СвСтатус${attrs({ НаимСтатусЮЛ: company.status_name })}/></СвСтатус>`;
  const tax = company.tax_authority;
  const okved = [
    company.okved_code ? `<СвОКВЭДОсн${attrs({ КодОКВЭД: company.okved_code, ПрВерсОКВЭД: '2014' })}/>` : '',
    ...company.okved_additional.map((code) => `<СвОКВЭДДоп${attrs({ КодОКВЭД: code, ПрВерсОКВЭД: '2014' })}/>`),
  ].join('');
  const record = changes.directors
    ? `<СвЗапЕГРЮЛ${attrs({ ИдЗап: grn, ГРН: grn, ДатаЗап: date })}><ВидЗап${attrs({ КодСПВЗ: '13201', НаимВидЗап: 'Изменение сведений о лице, имеющем право без доверенности действовать от имени юридического лица' })}/></СвЗапЕГРЮЛ>`
    : '';
  const xml = `<?xml version="1.0" encoding="windows-1251"?>
<Файл${attrs({ ИдФайл: `VO_RUGFO_0000_9965_${date.replaceAll('-', '')}_change`, ВерсФорм: '4.07', ТипИнф: 'ЕГРЮЛ_ОТКР_СВЕД', КолДок: 1 })}>
  <Документ ИдДок="00000000-0000-4000-8000-000000000001">
    <СвЮЛ${attrs({ ДатаВып: date, ОГРН: company.ogrn, ДатаОГРН: company.ogrn_date, ИНН: company.inn, КПП: company.kpp, КодОПФ: company.opf_code, ПолнНаимОПФ: company.opf_name })}>
      <СвНаимЮЛ${attrs({ НаимЮЛПолн: company.name_full })}><СвНаимЮЛСокр${attrs({ НаимСокр: company.name_short })}/></СвНаимЮЛ>
      <СвАдресЮЛ>${company.legal_address ? `<СвАдрЮЛФИАС${attrs({ ИдНом: company.address_fias_id })}><Регион>${company.region_code ?? ''}</Регион><НаимРегион>${xmlText(company.legal_address)}</НаимРегион></СвАдрЮЛФИАС>` : ''}${unreliable ? `<СвНедАдресЮЛ${attrs({ ТекстНедАдресЮЛ: unreliable })}/>` : ''}</СвАдресЮЛ>
      <СвОбрЮЛ${attrs({ ОГРН: company.ogrn, ДатаОГРН: company.ogrn_date, ДатаРег: company.registration_date })}>${company.creation_method ? `<СпОбрЮЛ${attrs({ НаимСпОбрЮЛ: company.creation_method })}/>` : ''}</СвОбрЮЛ>
      ${tax?.registering ? `<СвРегОрг${attrs({ КодНО: tax.registering.code, НаимНО: tax.registering.name, АдрРО: tax.registering.address })}/>` : ''}
      ${tax?.current ? `<СвУчетНО${attrs({ ИНН: company.inn, КПП: company.kpp, ДатаПостУч: tax.current.since })}><СвНО${attrs({ КодНО: tax.current.code, НаимНО: tax.current.name })}/></СвУчетНО>` : ''}
      ${status}
      ${company.share_capital === null ? '' : `<СвУстКап${attrs({ НаимВидКап: company.capital_kind, СумКап: company.share_capital })}/>`}
      ${directors.map(directorXml).join('\n      ')}
      ${company.founders.length ? `<СвУчредит>${company.founders.map(founderXml).join('')}</СвУчредит>` : ''}
      ${okved ? `<СвОКВЭД>${okved}</СвОКВЭД>` : ''}
      ${company.branches.length ? `<СвПодразд>${company.branches.map(branchXml).join('')}</СвПодразд>` : ''}
      ${record}
    </СвЮЛ>
  </Документ>
</Файл>
`;
  return iconv.encode(xml, 'windows-1251');
}

/** The name ФНС gives an extract file, dated (`VO_RUGFO_0000_9965_YYYYMMDD_….xml`). */
export const egrulFileName = (date = new Date().toISOString().slice(0, 10)) =>
  `VO_RUGFO_0000_9965_${date.replaceAll('-', '')}_change.xml`;

export { fsspFile, fsspFileName, type TProceedingLine } from './fssp-file-testing.ts';
