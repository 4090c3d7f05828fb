import type { TSql } from '../../../db/client.ts';
import type { trademarks } from '../../../db/schema/procurement.ts';
import { identifierTags, invalidateCardDocuments } from '../../card-documents/index.ts';
import { invalidateSubjectsReliability } from '../../reliability/index.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection, type TCsvImporter } from '../importer.ts';
import { lastByKey, upsertRows } from '../upsert.ts';
import { optionalDate, optionalInn, optionalOgrn, squash } from './registers-common.ts';

type TTrademark = TImportRow<typeof trademarks>;

/**
 * Reads an МКТУ class list (`9, 35, 42` or `09;35`) from a column the
 * register may add: the documented columns carry no classes (§7), so when
 * none is present the list stays empty rather than guessed.
 */
function parseClasses(text: string | undefined): number[] {
  if (!text) return [];
  const classes = (text.match(/\d{1,2}/g) ?? []).map(Number).filter((n) => n >= 1 && n <= 45);
  return [...new Set(classes)].sort((a, b) => a - b);
}

/** The value of the first header that matches, for columns whose exact header is not confirmed. */
function byHeader(values: Record<string, string>, pattern: RegExp): string | undefined {
  const header = Object.keys(values).find((name) => pattern.test(name.toLowerCase()));
  return header === undefined ? undefined : values[header];
}

/**
 * Роспатент open register of trademarks (`7730176088-tz`, open-data-formats.md
 * §7): one CSV, UTF-8 with BOM, comma, RFC 4180 quoting, dates `YYYYMMDD`,
 * English headers with spaces. Columns are read by header, so the columns
 * added since the 2018 structure are simply ignored. Keyed by registration
 * number.
 */
export const trademarksImporter: TCsvImporter<TTrademark> = {
  source: 'trademarks',
  description: 'Роспатент: открытый реестр товарных знаков (7730176088-tz), CSV или zip',
  format: 'csv',
  csv: { delimiter: ',', encoding: 'utf-8' },
  // meta.csv (cp1251, `;`) is the set's passport, not data.
  accepts: (name) => {
    const base = name.toLowerCase().split(/[/!]/).at(-1) ?? '';
    return base.endsWith('.csv') && base !== 'meta.csv' && !base.startsWith('structure');
  },
  parse(row) {
    const value = (header: string) => squash(row.values[header]);
    const number = value('registration number');
    if (!number) return { reject: 'Нет номера регистрации товарного знака' };
    if (!/^\d+$/.test(number)) return { reject: `Неверный номер регистрации товарного знака: ${number}` };
    const registeredOn = optionalDate(value('registration date'), 'дата регистрации');
    if (isRejection(registeredOn)) return registeredOn;
    const priorityOn = optionalDate(value('priority date'), 'дата приоритета');
    if (isRejection(priorityOn)) return priorityOn;
    const expiresOn = optionalDate(value('expiration date'), 'дата истечения срока');
    if (isRejection(expiresOn)) return expiresOn;
    const holderInn = optionalInn(value('right holder inn'), 'правообладателя');
    if (isRejection(holderInn)) return holderInn;
    // The column holds an ОГРН or an ОГРНИП, told apart by length.
    const holderOgrn = optionalOgrn(value('right holder ogrn'), 'правообладателя');
    if (isRejection(holderOgrn)) return holderOgrn;
    const actual = value('actual')?.toLowerCase();
    return {
      registration_number: number,
      holder_name: value('right holder name') ?? value('foreign right holder name') ?? null,
      holder_inn: holderInn,
      holder_ogrn: holderOgrn,
      registered_on: registeredOn,
      priority_on: priorityOn,
      expires_on: expiresOn,
      classes: parseClasses(byHeader(row.values, /(mktu|nice|class)/)),
      image_url: squash(byHeader(row.values, /image/)) ?? null,
      verbal: squash(byHeader(row.values, /verbal|word/)) ?? null,
      status: actual === 'true' ? 'Действует' : actual === 'false' ? 'Не действует' : null,
      source: 'rospatent-tz',
      as_of: null,
    };
  },
  async write(tx: TSql, records) {
    const result = await upsertRows(
      tx,
      'trademarks',
      lastByKey(records, (r) => r.registration_number),
      ['registration_number'],
    );
    // Ratings built on these facts are computed again on their next read.
    const holders = { inns: records.map((r) => r.holder_inn), ogrns: records.map((r) => r.holder_ogrn) };
    await invalidateSubjectsReliability(tx, holders);
    await invalidateCardDocuments(tx, identifierTags(holders));
    return result;
  },
};
