import { isValidInnPerson } from '@sverka/shared';
import type { TSql } from '../../../db/client.ts';
import type { massPersons } from '../../../db/schema/compliance.ts';
import { invalidateReliabilityLists } from '../../reliability/index.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection, type TCsvImporter } from '../importer.ts';
import { lastByKey, upsertRows } from '../upsert.ts';
import { cell, columnResolver, dataDateFromName, parseCount } from './fns-csv.ts';

type TRole = 'leader' | 'founder';

type TMassPerson = TImportRow<typeof massPersons> & { role: TRole };

/** §2.4 b: G1 ИНН, G2–G4 ФИО, G5 number of ЮЛ. */
const columns = columnResolver({
  inn: { label: 'ИНН', names: ['G1', 'ИНН', 'ИНН ФЛ', 'ИНН физического лица'], required: true },
  surname: { label: 'фамилия', names: ['G2', 'Фамилия'], required: true },
  name: { label: 'имя', names: ['G3', 'Имя'] },
  patronymic: { label: 'отчество', names: ['G4', 'Отчество'] },
  companies: { label: 'количество ЮЛ', names: ['G5', 'Количество*', 'Кол-во*'], required: true },
});

const roleIn = (text: string): TRole | undefined => {
  const lower = text.toLocaleLowerCase('ru-RU');
  if (/massleaders|руковод/.test(lower)) return 'leader';
  if (/massfounders|учред|участник/.test(lower)) return 'founder';
  return undefined;
};

/**
 * Which list a file is. The header decides when it names the role (a
 * readable header such as «Количество ЮЛ, в которых является руководителем»);
 * the published files head their columns G1…G5 in both sets, and then the
 * file name decides (`massleaders` / `massfounders`, as in the set's address).
 */
export function massRoleOf(header: string[], fileName: string): TRole | undefined {
  return roleIn(header.join(' ')) ?? roleIn(fileName);
}

/**
 * ФНС «Сведения о физических лицах, являющихся руководителями (massleaders) /
 * учредителями (massfounders) нескольких ЮЛ» (CSV, `;`, UTF-8): one
 * `mass_persons` row per ИНН and role.
 */
export const massLeadersImporter: TCsvImporter<TMassPerson> = {
  source: 'mass-leaders',
  description: 'ФНС: массовые руководители (massleaders) и учредители (massfounders), CSV',
  format: 'csv',
  csv: { delimiter: ';', encoding: 'utf-8' },
  accepts: (name) => name.toLowerCase().endsWith('.csv'),
  parse(row, entry = '') {
    const found = columns(row.values);
    if (isRejection(found)) return found;
    const role = massRoleOf(Object.keys(row.values), entry);
    if (!role)
      return {
        reject:
          'Не удалось определить список: руководители или учредители (нет указания в заголовке; назовите файл massleaders… или massfounders…)',
      };
    const get = (column: keyof typeof found) => cell(row.values, found, column);
    const inn = get('inn');
    if (!inn) return { reject: 'Нет ИНН физического лица' };
    if (!isValidInnPerson(inn)) return { reject: `Неверный ИНН физического лица: ${inn}` };
    const surname = get('surname');
    if (!surname) return { reject: 'Нет фамилии' };
    const rawCount = get('companies');
    const companies = parseCount(rawCount);
    if (companies === undefined) return { reject: `Нет или неверно количество ЮЛ: ${rawCount ?? '—'}` };
    return {
      inn,
      role,
      fio: [surname, get('name'), get('patronymic')].filter(Boolean).join(' '),
      companies,
      source: 'mass-leaders',
      as_of: dataDateFromName(entry),
    };
  },
  async write(tx: TSql, records) {
    const result = await upsertRows(
      tx,
      'mass_persons',
      lastByKey(records, (r) => `${r.inn}|${r.role}`),
      ['inn', 'role'],
    );
    // Ratings built on these facts are computed again on their next read.
    await invalidateReliabilityLists(tx);
    return result;
  },
};
