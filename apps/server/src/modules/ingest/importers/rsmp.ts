import { isValidInnLegal, isValidInnPerson, isValidOgrn, isValidOgrnip } from '@sverka/shared';
import type { TSql } from '../../../db/client.ts';
import type { smeRegister } from '../../../db/schema/finances.ts';
import type { licenses } from '../../../db/schema/procurement.ts';
import { identifierTags, invalidateCardDocuments } from '../../card-documents/index.ts';
import { invalidateReliability, invalidateReliabilityByOgrns } from '../../reliability/index.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection, type TRejection, type TXmlImporter } from '../importer.ts';
import { lastByKey, upsertRows } from '../upsert.ts';
import { attr, child, childrenNamed, type TXmlElement } from '../xml-units.ts';
import { parseRuDate } from './fns-open-data.ts';
import { refreshSizeRanks } from './size-ranks.ts';

const SOURCE = 'rsmp';

type TSmeRow = TImportRow<typeof smeRegister>;

type TLicenseRow = TImportRow<typeof licenses>;

/** One document yields the register row and the licences it lists: two tables, one record type. */
export type TRsmpRecord = { sme: TSmeRow } | { license: TLicenseRow };

/** A code attribute that must be one of `allowed`. */
function codeOf(document: TXmlElement, name: string, allowed: number[]): number | TRejection {
  const raw = attr(document, name);
  if (raw === undefined) return { reject: `Нет обязательного поля Документ/@${name}` };
  const value = Number(raw);
  return allowed.includes(value) ? value : { reject: `Неверный код Документ/@${name}: ${raw}` };
}

/** An optional DD.MM.YYYY attribute: null when absent, a rejection when present but not a date. */
function optionalDate(element: TXmlElement, name: string): string | null | TRejection {
  const raw = attr(element, name);
  if (raw === undefined) return null;
  return parseRuDate(raw) ?? { reject: `Неверная дата ${element.name}/@${name}: ${raw}` };
}

/** ИНН and ОГРН/ОГРНИП of the subject, from the block its kind calls for (ЮЛ or ИП / глава КФХ). */
function subjectOf(document: TXmlElement, kind: number): { inn: string; ogrn: string | null } | TRejection {
  const legal = kind === 1;
  const block = child(document, legal ? 'ОргВклМСП' : 'ИПВклМСП');
  if (!block) return { reject: `Нет сведений о субъекте (${legal ? 'ОргВклМСП' : 'ИПВклМСП'}) для ВидСубМСП=${kind}` };
  const innName = legal ? 'ИННЮЛ' : 'ИННФЛ';
  const ogrnName = legal ? 'ОГРН' : 'ОГРНИП';
  const inn = attr(block, innName);
  if (!inn) return { reject: `Нет ИНН (${block.name}/@${innName})` };
  if (!(legal ? isValidInnLegal(inn) : isValidInnPerson(inn))) return { reject: `Неверный ИНН: ${inn}` };
  const ogrn = attr(block, ogrnName) ?? null;
  if (ogrn !== null && !(legal ? isValidOgrn(ogrn) : isValidOgrnip(ogrn)))
    return { reject: `Неверный ${ogrnName}: ${ogrn}` };
  return { inn, ogrn };
}

/** `СвЛиценз` → a licences row; the series, when given, is part of the number as printed on the licence. */
function licenseOf(element: TXmlElement, subjectOgrn: string, asOf: string): TLicenseRow | TRejection {
  const dates = ['ДатаЛиценз', 'ДатаНачЛиценз', 'ДатаКонЛиценз', 'ДатаОстЛиценз'].map((name) =>
    optionalDate(element, name),
  );
  const bad = dates.find(isRejection);
  if (bad) return bad;
  const [issuedOn, startsOn, endsOn, suspendedOn] = dates as (string | null)[];
  const number = [attr(element, 'СерЛиценз'), attr(element, 'НомЛиценз')].filter(Boolean).join(' ');
  return {
    subject_ogrn: subjectOgrn,
    number: number || null,
    issued_on: issuedOn ?? null,
    starts_on: startsOn ?? null,
    ends_on: endsOn ?? null,
    issuer: attr(element, 'ОргВыдЛиценз') ?? null,
    activities: childrenNamed(element, 'НаимЛицВД')
      .map((activity) => activity.text.trim())
      .filter(Boolean),
    // ДатаОстЛиценз is the date the licence was suspended; its presence is the flag.
    suspended: suspendedOn !== null,
    source: SOURCE,
    as_of: asOf,
  };
}

/** Maps one RSMP `Документ` (§2.2) to its register row and licence rows, or says why it can't. */
export function parseRsmpDocument(document: TXmlElement): TRsmpRecord[] | TRejection {
  const asOf = parseRuDate(attr(document, 'ДатаСост'));
  if (!asOf) return { reject: `Нет или неверна дата состояния (ДатаСост): ${attr(document, 'ДатаСост') ?? '—'}` };
  const kind = codeOf(document, 'ВидСубМСП', [1, 2, 3]);
  if (isRejection(kind)) return kind;
  const category = codeOf(document, 'КатСубМСП', [1, 2, 3]);
  if (isRejection(category)) return category;
  const subject = subjectOf(document, kind);
  if (isRejection(subject)) return subject;
  const includedOn = optionalDate(document, 'ДатаВклМСП');
  if (isRejection(includedOn)) return includedOn;
  const rawEmployees = attr(document, 'ССЧР');
  const employees = rawEmployees === undefined ? null : Number(rawEmployees);
  if (employees !== null && (!Number.isInteger(employees) || employees < 0))
    return { reject: `Неверная численность (ССЧР): ${rawEmployees}` };

  const records: TRsmpRecord[] = [
    {
      sme: {
        inn: subject.inn,
        ogrn: subject.ogrn,
        subject_kind: kind,
        category,
        included_on: includedOn,
        // Codes: 1 = yes, 2 = no (§2.2); anything else is read as "no".
        is_new: attr(document, 'ПризНовМСП') === '1',
        is_social: attr(document, 'СведСоцПред') === '1',
        employees,
        source: SOURCE,
        as_of: asOf,
      },
    },
  ];
  // Licences are keyed by the holder's ОГРН/ОГРНИП; without one they can't be attached to anyone.
  if (subject.ogrn) {
    for (const element of childrenNamed(document, 'СвЛиценз')) {
      const license = licenseOf(element, subject.ogrn, asOf);
      if (isRejection(license)) return license;
      records.push({ license });
    }
  }
  return records;
}

/**
 * ФНС «Единый реестр субъектов МСП» (rsmp): one `sme_register` row per ЮЛ or
 * ИП (category, kind, inclusion date, new/social flags, headcount, as of
 * ДатаСост) and the licences the register lists for it.
 */
export const rsmpImporter: TXmlImporter<TRsmpRecord> = {
  source: SOURCE,
  description: 'ФНС: единый реестр субъектов МСП (rsmp), XML или zip',
  format: 'xml',
  unit: 'Документ',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse: (unit) => parseRsmpDocument(unit.element),
  async write(tx: TSql, records) {
    const sme = records.flatMap((r) => ('sme' in r ? [r.sme] : []));
    const licenses = records.flatMap((r) => ('license' in r ? [r.license] : []));
    const a = await upsertRows(
      tx,
      'sme_register',
      lastByKey(sme, (r) => r.inn),
      ['inn'],
    );
    const b = await upsertRows(
      tx,
      'licenses',
      lastByKey(licenses, (r) => `${r.subject_ogrn}|${r.number}|${r.issued_on}`),
      ['subject_ogrn', 'number', 'issued_on'],
    );
    await refreshSizeRanks(
      tx,
      sme.map((r) => r.inn),
    );
    await invalidateReliability(
      tx,
      sme.map((r) => r.inn),
    );
    await invalidateReliabilityByOgrns(
      tx,
      licenses.map((r) => r.subject_ogrn),
    );
    await invalidateCardDocuments(
      tx,
      identifierTags({ inns: sme.map((r) => r.inn), ogrns: licenses.map((r) => r.subject_ogrn) }),
    );
    // A subject counts once as skipped, however many of its licences were older too.
    return { inserted: a.inserted + b.inserted, updated: a.updated + b.updated, skippedOlder: a.skippedOlder };
  },
};
