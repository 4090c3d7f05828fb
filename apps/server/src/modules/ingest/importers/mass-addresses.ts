import { addressKey } from '@sverka/shared';
import type { TSql } from '../../../db/client.ts';
import type { massAddresses } from '../../../db/schema/compliance.ts';
import { invalidateReliabilityLists } from '../../reliability/index.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection, type TCsvImporter } from '../importer.ts';
import { lastByKey, upsertRows } from '../upsert.ts';
import { cell, columnResolver, dataDateFromName, parseCount } from './fns-csv.ts';

type TMassAddress = TImportRow<typeof massAddresses>;

/** The address parts in the order they are written, then the count (§2.4 c: G1…G9). */
const PARTS = ['region', 'district', 'city', 'locality', 'street', 'house', 'building', 'flat'] as const;

const columns = columnResolver({
  region: { label: 'регион', names: ['G1', 'Регион', 'Субъект*'] },
  district: { label: 'район', names: ['G2', 'Район'] },
  city: { label: 'город', names: ['G3', 'Город'] },
  locality: { label: 'населённый пункт', names: ['G4', 'Населенный пункт'] },
  street: { label: 'улица', names: ['G5', 'Улица'] },
  house: { label: 'дом', names: ['G6', 'Дом'] },
  building: { label: 'корпус', names: ['G7', 'Корпус', 'Строение'] },
  flat: { label: 'квартира/офис', names: ['G8', 'Квартира*', 'Офис', 'Помещение'] },
  companies: { label: 'количество ЮЛ', names: ['G9', 'Количество*', 'Кол-во*'], required: true },
});

/**
 * ФНС «Адреса, указанные при государственной регистрации в качестве места
 * нахождения несколькими ЮЛ» (masaddress, CSV, `;`, UTF-8): one
 * `mass_addresses` row per address. The parts are joined into one line and
 * keyed with the shared `addressKey`, the function the card uses on a
 * company's address, so both sides normalise the same way. A two-digit
 * region column is a region code, kept apart from the text.
 */
export const massAddressesImporter: TCsvImporter<TMassAddress> = {
  source: 'mass-addresses',
  description: 'ФНС: адреса массовой регистрации ЮЛ (masaddress), CSV',
  format: 'csv',
  csv: { delimiter: ';', encoding: 'utf-8' },
  accepts: (name) => name.toLowerCase().endsWith('.csv'),
  parse(row, entry = '') {
    const found = columns(row.values);
    if (isRejection(found)) return found;
    const rawCount = cell(row.values, found, 'companies');
    if (rawCount === undefined) return { reject: 'Нет количества ЮЛ по адресу' };
    const companies = parseCount(rawCount);
    if (companies === undefined) return { reject: `Неверное количество ЮЛ: ${rawCount}` };
    const region = cell(row.values, found, 'region');
    const regionCode = region && /^\d{2}$/.test(region) ? region : null;
    const parts = PARTS.filter((part) => !(part === 'region' && regionCode))
      .map((part) => cell(row.values, found, part))
      .filter((part): part is string => part !== undefined);
    const address = parts.join(', ');
    const key = addressKey(address);
    if (!key) return { reject: 'Нет адреса: все части адреса пусты' };
    return {
      address_key: key,
      address,
      region_code: regionCode,
      companies,
      source: 'mass-addresses',
      as_of: dataDateFromName(entry),
    };
  },
  async write(tx: TSql, records) {
    const result = await upsertRows(
      tx,
      'mass_addresses',
      lastByKey(records, (r) => r.address_key),
      ['address_key'],
    );
    // Ratings built on these facts are computed again on their next read.
    await invalidateReliabilityLists(tx);
    return result;
  },
};
