import { isValidInnLegal, isValidKpp, isValidOgrn } from '@sverka/shared';
import type { TTaxAuthority } from '../../../../db/schema/companies.ts';
import type { TRejection } from '../../importer.ts';
import { attr, child, childrenNamed, type TXmlElement, type TXmlUnit } from '../../xml-units.ts';
import { parseAmount } from '../fns-open-data.ts';
import { readAddress } from './addresses.ts';
import {
  attrOrNull,
  grnDate,
  isoDate,
  latestMark,
  readFunds,
  readLicenses,
  readOkved,
  readRegistryRecords,
} from './common.ts';
import { readFounders, roundTo } from './founders.ts';
import { readDirectors, readManagingOrg, readOrgRefs } from './people.ts';
import type { TBranchRow, TCompanyRow, TEgrulRecord } from './types.ts';

/** Status text of a company the registry lists with no status block: the only status is «действующее». */
export const ACTIVE_STATUS = 'Действует';
const LIQUIDATED_STATUS = 'Ликвидировано';
const REORGANIZED_STATUS = 'Прекращение деятельности юридического лица путем реорганизации';

/**
 * The format version of the file (`Файл/@ВерсФорм`), or a rejection when it
 * is not a 4.x version from `minimum` on. Later 4.x versions are read as the
 * latest known one: every element is optional and unknown ones are ignored.
 */
export function checkVersion(unit: TXmlUnit, minimum: number): string | TRejection {
  const version = unit.root.ВерсФорм?.trim() ?? '';
  const match = /^4\.(\d{2})$/.exec(version);
  if (!match || Number(match[1]) < minimum) {
    return { reject: `Неподдерживаемая версия формата (ВерсФорм): ${version || 'не указана'}` };
  }
  return version;
}

/** `ДатаВып` of the subject, else the date in the file name (`…_YYYYMMDD_…` of `ИдФайл`). */
export function extractDates(subject: TXmlElement, root: Record<string, string>) {
  const extract = isoDate(attr(subject, 'ДатаВып'));
  const digits = /_(\d{4})(\d{2})(\d{2})_/.exec(root.ИдФайл ?? '');
  const fileDate = digits ? isoDate(`${digits[1]}-${digits[2]}-${digits[3]}`) : null;
  return { extract, asOf: extract ?? fileDate };
}

function readBranches(company: TXmlElement): TBranchRow[] {
  const units = child(company, 'СвПодразд');
  const read = (kind: TBranchRow['kind'], name: string, taxBlock: string) =>
    childrenNamed(units, name).map((e): TBranchRow => {
      const address = readAddress(e, { fias: 'АдрМНФИАС', kladr: 'АдрМНРФ', foreign: 'АдрМНИн' });
      const first = grnDate(e, 'ГРНДатаПерв');
      const kpp = attr(child(e, taxBlock), 'КПП');
      return {
        kind,
        name: attrOrNull(child(e, 'СвНаим'), 'НаимПолн'),
        kpp: kpp && isValidKpp(kpp) ? kpp : null,
        address: address?.text || null,
        country: attrOrNull(child(e, 'АдрМНИн'), 'НаимСтран'),
        since_date: first?.date ?? null,
        grn: first?.grn ?? null,
      };
    });
  return [...read('branch', 'СвФилиал', 'СвУчетНОФилиал'), ...read('representative', 'СвПредстав', 'СвУчетНОПредстав')];
}

function readStatus(company: TXmlElement) {
  const status = child(child(company, 'СвСтатус'), 'СвСтатус');
  const termination = child(company, 'СвПрекрЮЛ');
  const method = attrOrNull(child(termination, 'СпПрекрЮЛ'), 'НаимСпПрекрЮЛ');
  if (termination) {
    return {
      code: attrOrNull(status, 'КодСтатусЮЛ'),
      name: /реорганизац/i.test(method ?? '') ? REORGANIZED_STATUS : LIQUIDATED_STATUS,
      method,
      date: isoDate(attr(termination, 'ДатаПрекрЮЛ')),
      mark: grnDate(termination),
    };
  }
  if (status) {
    const name = attr(status, 'НаимСтатусЮЛ') ?? ACTIVE_STATUS;
    return {
      code: attrOrNull(status, 'КодСтатусЮЛ'),
      name,
      method: null,
      date: null,
      mark: grnDate(child(company, 'СвСтатус')),
    };
  }
  return { code: null, name: ACTIVE_STATUS, method: null, date: null, mark: null };
}

function readCapital(company: TXmlElement) {
  const block = child(company, 'СвУстКап');
  const sum = parseAmount(attr(block, 'СумКап'));
  if (sum === undefined) return { amount: null, kind: null };
  const fraction = child(block, 'ДоляРубля');
  const extra = Number(attr(fraction, 'Числит')) / Number(attr(fraction, 'Знаменат'));
  return { amount: roundTo(sum + (Number.isFinite(extra) ? extra : 0), 2), kind: attrOrNull(block, 'НаимВидКап') };
}

function readTaxAuthority(company: TXmlElement): TTaxAuthority | null {
  const registering = child(company, 'СвРегОрг');
  const books = child(company, 'СвУчетНО');
  const office = child(books, 'СвНО');
  const result: TTaxAuthority = {};
  if (attr(registering, 'КодНО')) {
    result.registering = {
      code: attr(registering, 'КодНО') as string,
      name: attr(registering, 'НаимНО') ?? '',
      address: attrOrNull(registering, 'АдрРО'),
    };
  }
  if (attr(office, 'КодНО')) {
    result.current = {
      code: attr(office, 'КодНО') as string,
      name: attr(office, 'НаимНО') ?? '',
      since: isoDate(attr(books, 'ДатаПостУч')),
    };
  }
  return result.registering || result.current ? result : null;
}

/**
 * Maps one `Документ/СвЮЛ` of a ЕГРЮЛ extract (4.06, 4.07, 4.08) to a record,
 * or says why it can't be used: no valid ОГРН, ИНН or КПП, or no full name.
 */
export function readCompany(unit: TXmlUnit): TEgrulRecord | TRejection {
  const version = checkVersion(unit, 6);
  if (typeof version !== 'string') return version;
  const company = child(unit.element, 'СвЮЛ');
  if (!company) return { reject: 'Нет сведений о юридическом лице (СвЮЛ)' };
  const ogrn = attr(company, 'ОГРН');
  if (!ogrn) return { reject: 'Нет ОГРН (СвЮЛ/@ОГРН)' };
  if (!isValidOgrn(ogrn)) return { reject: `Неверный ОГРН: ${ogrn}` };
  const inn = attr(company, 'ИНН');
  if (!inn) return { reject: `Нет ИНН у ОГРН ${ogrn}` };
  if (!isValidInnLegal(inn)) return { reject: `Неверный ИНН: ${inn} (ОГРН ${ogrn})` };
  const kpp = attr(company, 'КПП') ?? null;
  if (kpp && !isValidKpp(kpp)) return { reject: `Неверный КПП: ${kpp} (ОГРН ${ogrn})` };
  const names = child(company, 'СвНаимЮЛ');
  const nameFull = attr(names, 'НаимЮЛПолн');
  if (!nameFull) return { reject: `Нет полного наименования (ОГРН ${ogrn})` };

  const { extract, asOf } = extractDates(company, unit.root);
  const addressBlock = child(company, 'СвАдресЮЛ');
  const address = readAddress(addressBlock, { fias: 'СвАдрЮЛФИАС', kladr: 'АдресРФ', place: 'СвМНЮЛ' });
  const unreliable = childrenNamed(addressBlock, 'СвНедАдресЮЛ');
  const status = readStatus(company);
  const capital = readCapital(company);
  const okved = readOkved(child(company, 'СвОКВЭД'));
  const email = attr(child(company, 'СвАдрЭлПочты'), 'E-mail');
  const creation = child(company, 'СвОбрЮЛ');
  const { directors, mark: directorMark } = readDirectors(company);
  const { founders, mark: foundersMark } = readFounders(company, capital.amount);

  const row: TCompanyRow = {
    ogrn,
    inn,
    kpp,
    name_short: attr(child(names, 'СвНаимЮЛСокр'), 'НаимСокр') ?? attr(names, 'НаимЮЛСокр') ?? nameFull,
    name_full: nameFull,
    name_en:
      attrOrNull(child(names, 'СвНаимЮЛСокрИн'), 'НаимСокр') ?? attrOrNull(child(names, 'СвНаимЮЛПолнИн'), 'НаимПолн'),
    opf_code: attrOrNull(company, 'КодОПФ'),
    opf_name: attrOrNull(company, 'ПолнНаимОПФ'),
    status_code: status.code,
    status_name: status.name,
    creation_method: attrOrNull(child(creation, 'СпОбрЮЛ'), 'НаимСпОбрЮЛ'),
    termination_method: status.method,
    registration_date: isoDate(attr(creation, 'ДатаРег')) ?? isoDate(attr(company, 'ДатаОГРН')),
    ogrn_date: isoDate(attr(company, 'ДатаОГРН')),
    liquidation_date: status.date,
    share_capital: capital.amount,
    capital_kind: capital.kind,
    legal_address: address?.text || null,
    address_fias_id: address?.fiasId ?? null,
    address_unreliable: unreliable.length > 0,
    address_unreliable_text: unreliable.length
      ? unreliable.map((u) => attr(u, 'ТекстНедАдресЮЛ') ?? 'Сведения недостоверны').join('; ')
      : null,
    city: address?.city ?? null,
    region_code: address?.regionCode ?? null,
    okved_code: okved.main,
    okved_additional: okved.additional,
    tax_authority: readTaxAuthority(company),
    funds: readFunds(company),
    contacts: email ? { phones: [], emails: [email], website: null } : null,
    managing_org: readManagingOrg(company),
    predecessors: readOrgRefs(company, 'СвПредш'),
    successors: readOrgRefs(company, 'СвПреем'),
    extract_date: extract,
    source: 'egrul',
    as_of: asOf,
  };
  const addressElement =
    child(addressBlock, 'СвАдрЮЛФИАС') ?? child(addressBlock, 'АдресРФ') ?? child(addressBlock, 'СвМНЮЛ');
  return {
    company: row,
    directors,
    founders,
    branches: readBranches(company),
    licenses: readLicenses(company, ogrn, 'egrul', asOf),
    records: readRegistryRecords(company, ogrn, 'egrul'),
    marks: {
      name: grnDate(names),
      status: status.mark,
      address: latestMark([grnDate(addressElement)]),
      director: directorMark,
      founders: foundersMark,
      capital: grnDate(child(company, 'СвУстКап')),
      okved: grnDate(child(child(company, 'СвОКВЭД'), 'СвОКВЭДОсн')),
      kpp: grnDate(child(company, 'СвУчетНО')),
    },
  };
}
