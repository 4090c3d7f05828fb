import { addressKey } from '@sverka/shared';
import type { massAddresses } from '../../../db/schema/compliance.ts';
import { MASS_ADDRESS_CAPTURE } from '../../monitoring/index.ts';
import type { TImportRow } from '../import-row.ts';
import { fnsCsvListImporter, parseCount } from './fns-csv.ts';

type TMassAddress = TImportRow<typeof massAddresses>;

/** The address parts in the order they are written, then the count (§2.4 c: G1…G9). */
const PARTS = ['region', 'district', 'city', 'locality', 'street', 'house', 'building', 'flat'] as const;

const COLUMNS = {
  region: { label: 'регион', names: ['G1', 'Регион', 'Субъект*'] },
  district: { label: 'район', names: ['G2', 'Район'] },
  city: { label: 'город', names: ['G3', 'Город'] },
  locality: { label: 'населённый пункт', names: ['G4', 'Населенный пункт'] },
  street: { label: 'улица', names: ['G5', 'Улица'] },
  house: { label: 'дом', names: ['G6', 'Дом'] },
  building: { label: 'корпус', names: ['G7', 'Корпус', 'Строение'] },
  flat: { label: 'квартира/офис', names: ['G8', 'Квартира*', 'Офис', 'Помещение'] },
  companies: { label: 'количество ЮЛ', names: ['G9', 'Количество*', 'Кол-во*'], required: true },
};

/**
 * ФНС «Адреса, указанные при государственной регистрации в качестве места
 * нахождения несколькими ЮЛ» (masaddress, CSV, `;`, UTF-8): one
 * `mass_addresses` row per address. The parts are joined into one line and
 * keyed with the shared `addressKey`, the function the card uses on a
 * company's address, so both sides normalise the same way. A two-digit
 * region column is a region code, kept apart from the text.
 */
export const massAddressesImporter = fnsCsvListImporter<keyof typeof COLUMNS, TMassAddress>({
  source: 'mass-addresses',
  description: 'ФНС: адреса массовой регистрации ЮЛ (masaddress), CSV',
  delimiter: ';',
  columns: COLUMNS,
  table: 'mass_addresses',
  keyColumns: ['address_key'],
  capture: MASS_ADDRESS_CAPTURE,
  read(get) {
    const rawCount = get('companies');
    if (rawCount === undefined) return { reject: 'Нет количества ЮЛ по адресу' };
    const companies = parseCount(rawCount);
    if (companies === undefined) return { reject: `Неверное количество ЮЛ: ${rawCount}` };
    const region = get('region');
    const regionCode = region && /^\d{2}$/.test(region) ? region : null;
    const parts = PARTS.filter((part) => !(part === 'region' && regionCode))
      .map((part) => get(part))
      .filter((part): part is string => part !== undefined);
    const address = parts.join(', ');
    const key = addressKey(address);
    if (!key) return { reject: 'Нет адреса: все части адреса пусты' };
    return {
      address_key: key,
      address,
      region_code: regionCode,
      companies,
    };
  },
});
