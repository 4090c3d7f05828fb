import { isValidInnPerson } from '@sverka/shared';
import type { massPersons } from '../../../db/schema/compliance.ts';
import { MASS_PERSON_CAPTURE } from '../../monitoring/index.ts';
import type { TImportRow } from '../import-row.ts';
import { fnsCsvListImporter, parseCount } from './fns-csv.ts';

type TRole = 'leader' | 'founder';

type TMassPerson = TImportRow<typeof massPersons> & { role: TRole };

/** §2.4 b: G1 ИНН, G2–G4 ФИО, G5 number of ЮЛ. */
const COLUMNS = {
  inn: { label: 'ИНН', names: ['G1', 'ИНН', 'ИНН ФЛ', 'ИНН физического лица'], required: true },
  surname: { label: 'фамилия', names: ['G2', 'Фамилия'], required: true },
  name: { label: 'имя', names: ['G3', 'Имя'] },
  patronymic: { label: 'отчество', names: ['G4', 'Отчество'] },
  companies: { label: 'количество ЮЛ', names: ['G5', 'Количество*', 'Кол-во*'], required: true },
};

const roleIn = (text: string): TRole | undefined => {
  const lower = text.toLowerCase();
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
export const massLeadersImporter = fnsCsvListImporter<keyof typeof COLUMNS, TMassPerson>({
  source: 'mass-leaders',
  description: 'ФНС: массовые руководители (massleaders) и учредители (massfounders), CSV',
  delimiter: ';',
  columns: COLUMNS,
  table: 'mass_persons',
  keyColumns: ['inn', 'role'],
  capture: MASS_PERSON_CAPTURE,
  read(get, row, entry) {
    const role = massRoleOf(Object.keys(row.values), entry);
    if (!role)
      return {
        reject:
          'Не удалось определить список: руководители или учредители (нет указания в заголовке; назовите файл massleaders… или massfounders…)',
      };
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
    };
  },
});
