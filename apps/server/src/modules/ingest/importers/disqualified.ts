import { isValidInn } from '@sverka/shared';
import type { disqualifiedPersons } from '../../../db/schema/compliance.ts';
import { DISQUALIFIED_CAPTURE } from '../../monitoring/index.ts';
import type { TImportRow } from '../import-row.ts';
import { addDuration, fnsCsvListImporter, parseDuration } from './fns-csv.ts';
import { parseRuDate } from './fns-open-data.ts';

type TDisqualified = TImportRow<typeof disqualifiedPersons>;

/** G1…G14 of the register (§2.4 a); the judge's name and post (G10, G11) have no column to go to. */
const COLUMNS = {
  fio: { label: 'ФИО', names: ['G2', 'ФИО', 'ФИО дисквалифицированного лица'], required: true },
  birthDate: { label: 'дата рождения', names: ['G3', 'Дата рождения'] },
  birthPlace: { label: 'место рождения', names: ['G4', 'Место рождения'] },
  orgName: { label: 'организация', names: ['G5', 'Наименование организации', 'Организация'] },
  orgInn: { label: 'ИНН организации', names: ['G6', 'ИНН организации', 'ИНН'] },
  post: { label: 'должность', names: ['G7', 'Должность'] },
  article: { label: 'статья КоАП', names: ['G8', 'Статья КоАП*', 'Статья'] },
  authority: { label: 'орган, составивший протокол', names: ['G9', 'Орган*'] },
  duration: { label: 'срок дисквалификации', names: ['G12', 'Срок дисквалификации', 'Срок'] },
  startsOn: { label: 'дата начала', names: ['G13', 'Дата начала*'], required: true },
  endsOn: { label: 'дата окончания', names: ['G14', 'Дата окончания*', 'Дата истечения*'] },
};

/**
 * ФНС «Реестр дисквалифицированных лиц» (registerdisqualified, CSV, `,`,
 * UTF-8): one `disqualified_persons` row per person, organisation and start
 * date. The end date is the register's own (G14) when given, else start +
 * term (G12, `1 г 0 м 0 д`). as_of is the release date from the file name.
 */
export const disqualifiedImporter = fnsCsvListImporter<keyof typeof COLUMNS, TDisqualified>({
  source: 'disqualified',
  description: 'ФНС: реестр дисквалифицированных лиц (registerdisqualified), CSV',
  delimiter: ',',
  columns: COLUMNS,
  table: 'disqualified_persons',
  keyColumns: ['fio', 'birth_date', 'org_inn', 'starts_on'],
  capture: DISQUALIFIED_CAPTURE,
  read(get) {
    const fio = get('fio')?.replace(/\s+/g, ' ');
    if (!fio) return { reject: 'Нет ФИО дисквалифицированного лица' };
    const startsOn = parseRuDate(get('startsOn'));
    if (!startsOn) return { reject: `Нет или неверна дата начала дисквалификации: ${get('startsOn') ?? '—'}` };
    const rawBirth = get('birthDate');
    const birthDate = rawBirth === undefined ? null : parseRuDate(rawBirth);
    if (birthDate === undefined) return { reject: `Неверная дата рождения: ${rawBirth}` };
    const orgInn = get('orgInn') ?? null;
    if (orgInn !== null && !isValidInn(orgInn)) return { reject: `Неверный ИНН организации: ${orgInn}` };

    let endsOn: string | null = null;
    const rawEnd = get('endsOn');
    const rawDuration = get('duration');
    if (rawEnd !== undefined) {
      endsOn = parseRuDate(rawEnd) ?? null;
      if (!endsOn) return { reject: `Неверная дата окончания дисквалификации: ${rawEnd}` };
    } else if (rawDuration !== undefined) {
      const duration = parseDuration(rawDuration);
      if (!duration) return { reject: `Не удалось разобрать срок дисквалификации: ${rawDuration}` };
      endsOn = addDuration(startsOn, duration);
    }
    return {
      fio,
      birth_date: birthDate,
      birth_place: get('birthPlace') ?? null,
      org_name: get('orgName') ?? null,
      org_inn: orgInn,
      post: get('post') ?? null,
      article: get('article') ?? null,
      authority: get('authority') ?? null,
      starts_on: startsOn,
      ends_on: endsOn,
    };
  },
});
