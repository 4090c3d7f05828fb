import { isValidInnPerson, isValidOgrnip } from '@sverka/shared';
import type { entrepreneurs, TTaxAuthority } from '../../../../db/schema/companies.ts';
import type { TImportRow } from '../../import-row.ts';
import type { TRejection } from '../../importer.ts';
import { attr, child, type TXmlElement, type TXmlUnit } from '../../xml-units.ts';
import { readAddress } from '../egrul/addresses.ts';
import { attrOrNull, isoDate, readFunds, readLicenses, readOkved, readRegistryRecords } from '../egrul/common.ts';
import { checkVersion, extractDates } from '../egrul/read-company.ts';
import type { TLicenseRow, TRegistryRecordRow } from '../egrul/types.ts';

/** The `entrepreneurs` columns ЕГРИП fills (ОКПО and other statistics codes come from elsewhere). */
export type TEntrepreneurRow = TImportRow<
  typeof entrepreneurs,
  'okpo' | 'okato' | 'oktmo' | 'size_rank' | 'search_rank' | 'fio_folded' | 'representative_id'
> & { gender: 'male' | 'female' | null };

/** One ИП or КФХ head from one `Документ`, with licences and registry records. */
export type TEgripRecord = { entrepreneur: TEntrepreneurRow; licenses: TLicenseRow[]; records: TRegistryRecordRow[] };

export const ENTREPRENEUR_ACTIVE = 'Действует';
export const ENTREPRENEUR_TERMINATED = 'Прекратил деятельность в качестве индивидуального предпринимателя';
const KINDS: Record<string, string> = {
  '1': 'Индивидуальный предприниматель',
  '2': 'Глава крестьянского (фермерского) хозяйства',
};
const CITIZENSHIP: Record<string, string> = { '1': 'Российская Федерация', '3': 'Лицо без гражданства' };

function readStatus(subject: TXmlElement) {
  const ended = child(child(subject, 'СвПрекращ'), 'СвСтатус');
  if (ended) {
    return {
      code: attrOrNull(ended, 'КодСтатус'),
      name: ENTREPRENEUR_TERMINATED,
      method: attrOrNull(ended, 'НаимСтатус'),
      date: isoDate(attr(ended, 'ДатаПрекращ')),
    };
  }
  const status = child(child(subject, 'СвСтатус'), 'СвСтатус');
  return {
    code: attrOrNull(status, 'КодСтатус'),
    name: attr(status, 'НаимСтатус') ?? ENTREPRENEUR_ACTIVE,
    method: null,
    date: null,
  };
}

function readTaxAuthority(subject: TXmlElement): TTaxAuthority | null {
  const registering = child(subject, 'СвРегОрг');
  const books = child(subject, 'СвУчетНО');
  const office = child(books, 'СвНО');
  const result: TTaxAuthority = {};
  const code = attr(registering, 'КодНО');
  if (code)
    result.registering = { code, name: attr(registering, 'НаимНО') ?? '', address: attrOrNull(registering, 'АдрРО') };
  const current = attr(office, 'КодНО');
  if (current)
    result.current = { code: current, name: attr(office, 'НаимНО') ?? '', since: isoDate(attr(books, 'ДатаПостУч')) };
  return result.registering || result.current ? result : null;
}

/**
 * Maps one `Документ/СвИП` of a ЕГРИП extract (4.05, 4.06, 4.07) to a
 * record, or says why it can't be used: no valid ОГРНИП or ИНН, or no name.
 */
export function readEntrepreneur(unit: TXmlUnit): TEgripRecord | TRejection {
  const version = checkVersion(unit, 5);
  if (typeof version !== 'string') return version;
  const subject = child(unit.element, 'СвИП');
  if (!subject) return { reject: 'Нет сведений об индивидуальном предпринимателе (СвИП)' };
  const ogrnip = attr(subject, 'ОГРНИП');
  if (!ogrnip) return { reject: 'Нет ОГРНИП (СвИП/@ОГРНИП)' };
  if (!isValidOgrnip(ogrnip)) return { reject: `Неверный ОГРНИП: ${ogrnip}` };
  const inn = attr(subject, 'ИННФЛ');
  if (!inn) return { reject: `Нет ИНН у ОГРНИП ${ogrnip}` };
  if (!isValidInnPerson(inn)) return { reject: `Неверный ИНН: ${inn} (ОГРНИП ${ogrnip})` };
  const person = child(subject, 'СвФЛ');
  const name = child(person, 'ФИОРус') ?? child(subject, 'СвФИОЗАГС');
  const lastName = attr(name, 'Фамилия');
  const firstName = attr(name, 'Имя');
  if (!lastName || !firstName) return { reject: `Нет фамилии или имени (ОГРНИП ${ogrnip})` };

  const { extract, asOf } = extractDates(subject, unit.root);
  const address = readAddress(child(subject, 'СвАдрМЖ'), { fias: 'АдрМЖФИАС', kladr: 'АдресРФ' });
  const citizenship = child(subject, 'СвГражд');
  const kind = attr(subject, 'КодВидИП') ?? '1';
  const status = readStatus(subject);
  const okved = readOkved(child(subject, 'СвОКВЭД'));
  const sex = attr(person, 'Пол');
  const registration = child(subject, 'СвРегИП');
  return {
    entrepreneur: {
      ogrnip,
      inn,
      last_name: lastName,
      first_name: firstName,
      middle_name: attrOrNull(name, 'Отчество'),
      kind_name: attr(subject, 'НаимВидИП') ?? KINDS[kind] ?? KINDS['1'] ?? '',
      gender: sex === '1' ? 'male' : sex === '2' ? 'female' : null,
      citizenship: attr(citizenship, 'НаимСтран') ?? CITIZENSHIP[attr(citizenship, 'ВидГражд') ?? ''] ?? null,
      status_code: status.code,
      status_name: status.name,
      termination_method: status.method,
      registration_date: isoDate(attr(registration, 'ДатаРег')) ?? isoDate(attr(subject, 'ДатаОГРНИП')),
      ogrnip_date: isoDate(attr(subject, 'ДатаОГРНИП')),
      termination_date: status.date,
      city: address?.city ?? null,
      region_code: address?.regionCode ?? null,
      okved_code: okved.main,
      okved_additional: okved.additional,
      email: attrOrNull(child(subject, 'СвАдрЭлПочты'), 'E-mail'),
      tax_authority: readTaxAuthority(subject),
      funds: readFunds(subject),
      extract_date: extract,
      source: 'egrip',
      as_of: asOf,
    },
    licenses: readLicenses(subject, ogrnip, 'egrip', asOf),
    records: readRegistryRecords(subject, ogrnip, 'egrip'),
  };
}
