import type { TFundRegistration, TFundRegistrations } from '../../../../db/schema/companies.ts';
import { attr, child, childrenNamed, type TXmlElement } from '../../xml-units.ts';
import type { TGrnDate, TLicenseRow, TRegistryRecordRow } from './types.ts';

/** `YYYY-MM-DD` (xs:date, as ЕГРЮЛ/ЕГРИП write it) when it is a real calendar date, else null. */
export function isoDate(text: string | undefined): string | null {
  if (!text || !ISO_DATE.test(text)) return null;
  // Arithmetic, not Date objects: this runs for every record date of every document.
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days ? text : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An attribute or null: the column form of `attr`. */
export const attrOrNull = (element: TXmlElement | undefined, name: string): string | null =>
  attr(element, name) ?? null;

/** The text of a child element, trimmed, or null. */
export function childText(element: TXmlElement | undefined, name: string): string | null {
  const text = child(element, name)?.text.trim();
  return text ? text : null;
}

/**
 * The record that put a block's value in: `ГРНДата` (ЕГРЮЛ) or `ГРНИПДата`
 * (ЕГРИП); `ГРНДатаПерв` is the first record about a person or organisation.
 */
export function grnDate(element: TXmlElement | undefined, name = 'ГРНДата'): TGrnDate | null {
  const ref = child(element, name) ?? (name === 'ГРНДата' ? child(element, 'ГРНИПДата') : undefined);
  if (!ref) return null;
  return { grn: attr(ref, 'ГРН') ?? attr(ref, 'ГРНИП') ?? null, date: isoDate(attr(ref, 'ДатаЗаписи')) };
}

/** ФИО from `Фамилия`/`Имя`/`Отчество` attributes, upper-cased words joined by spaces. */
export function fioOf(element: TXmlElement | undefined): string | null {
  const parts = ['Фамилия', 'Имя', 'Отчество'].map((name) => attr(element, name)).filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/**
 * ОКВЭД codes of `СвОКВЭД`. Only ОК 029-2014 codes (`ПрВерсОКВЭД="2014"`) go
 * to the okved columns: a missing or `2001` version means the old classifier,
 * whose codes look alike but mean other activities.
 */
export function readOkved(element: TXmlElement | undefined): { main: string | null; additional: string[] } {
  const is2014 = (e: TXmlElement) => attr(e, 'ПрВерсОКВЭД') === '2014' && Boolean(attr(e, 'КодОКВЭД'));
  const main = child(element, 'СвОКВЭДОсн');
  const additional = childrenNamed(element, 'СвОКВЭДДоп')
    .filter(is2014)
    .map((e) => attr(e, 'КодОКВЭД') as string);
  return {
    main: main && is2014(main) ? (attr(main, 'КодОКВЭД') as string) : null,
    additional: [...new Set(additional)],
  };
}

function fund(element: TXmlElement | undefined, numberAttr: string, org: string, codeAttr: string, nameAttr: string) {
  const number = attr(element, numberAttr);
  if (!element || !number) return undefined;
  const office = child(element, org);
  const registration: TFundRegistration = {
    number,
    date: isoDate(attr(element, 'ДатаРег')) ?? isoDate(attr(element, 'ДатаПрисвНом')),
    code: attrOrNull(office ?? element, codeAttr),
    name: attrOrNull(office ?? element, nameAttr),
  };
  return registration;
}

/** ПФР, ФСС and (ЕГРЮЛ 4.08 / ЕГРИП 4.07) the Social Fund registrations; null when none. */
export function readFunds(subject: TXmlElement): TFundRegistrations | null {
  const funds: TFundRegistrations = {};
  const pfr = fund(child(subject, 'СвРегПФ'), 'РегНомПФ', 'СвОргПФ', 'КодПФ', 'НаимПФ');
  const fss = fund(child(subject, 'СвРегФСС'), 'РегНомФСС', 'СвОргФСС', 'КодФСС', 'НаимФСС');
  const sfr = fund(child(subject, 'СвРегСФР'), 'РегНомСФР', 'СвОргСФР', 'КодСФР', 'НаимСФР');
  if (pfr) funds.pfr = pfr;
  if (fss) funds.fss = fss;
  if (sfr) funds.sfr = sfr;
  return pfr || fss || sfr ? funds : null;
}

/** Licences (`СвЛицензия`): only active or suspended ones are in the extract. */
export function readLicenses(subject: TXmlElement, ogrn: string, source: string, asOf: string | null): TLicenseRow[] {
  return childrenNamed(subject, 'СвЛицензия').map((licence) => ({
    subject_ogrn: ogrn,
    number: attrOrNull(licence, 'НомЛиц') ?? attrOrNull(licence, 'НомерЕРУЛ'),
    issued_on: isoDate(attr(licence, 'ДатаЛиц')),
    starts_on: isoDate(attr(licence, 'ДатаНачЛиц')),
    ends_on: isoDate(attr(licence, 'ДатаОкончЛиц')),
    issuer: childText(licence, 'ЛицОргВыдЛиц'),
    activities: childrenNamed(licence, 'НаимЛицВидДеят')
      .map((e) => e.text.trim())
      .filter(Boolean),
    suspended: Boolean(child(licence, 'СвПриостЛиц')),
    source,
    as_of: asOf,
  }));
}

/**
 * Every registry record (`СвЗапЕГРЮЛ` / `СвЗапЕГРИП`) with its ГРН, date,
 * kind, tax office and documents. A record later declared invalid carries
 * `СвСтатусЗап/ГРНДатаНед`; records without a ГРН or date are skipped.
 */
export function readRegistryRecords(subject: TXmlElement, ogrn: string, source: string): TRegistryRecordRow[] {
  const elementName = source === 'egrip' ? 'СвЗапЕГРИП' : 'СвЗапЕГРЮЛ';
  const rows: TRegistryRecordRow[] = [];
  for (const record of childrenNamed(subject, elementName)) {
    const grn = attr(record, 'ГРН') ?? attr(record, 'ГРНИП') ?? attr(record, 'ИдЗап');
    const date = isoDate(attr(record, 'ДатаЗап'));
    if (!grn || !date) continue;
    const kind = child(record, 'ВидЗап');
    const office = child(record, 'СвРегОрг');
    const status = child(record, 'СвСтатусЗап');
    rows.push({
      subject_ogrn: ogrn,
      grn,
      record_date: date,
      kind_code: attrOrNull(kind, 'КодСПВЗ'),
      kind_name: attr(kind, 'НаимВидЗап') ?? 'Запись в реестре',
      tax_office_code: attrOrNull(office, 'КодНО'),
      tax_office_name: attrOrNull(office, 'НаимНО'),
      documents: childrenNamed(record, 'СведПредДок').map((doc) => ({
        name: childText(doc, 'НаимДок') ?? '',
        number: childText(doc, 'НомДок'),
        date: isoDate(childText(doc, 'ДатаДок') ?? undefined),
      })),
      invalid: Boolean(child(status, 'ГРНДатаНед') ?? child(status, 'ГРНИПДатаНед')),
      source,
    });
  }
  return rows;
}

/** The latest of some records by date (ties: the later in the list), for dating a change. */
export function latestMark(marks: (TGrnDate | null | undefined)[]): TGrnDate | null {
  let best: TGrnDate | null = null;
  for (const mark of marks) if (mark?.date && (!best?.date || mark.date >= best.date)) best = mark;
  return best;
}
