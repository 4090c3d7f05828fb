import { transliterate } from '@sverka/shared';
import type { TRegion } from '../reference/index.ts';
import { DEMO_MAIL_DOMAIN, okpoFor, taxOfficeName, territoryCodes } from './classifiers.ts';
import type { TGeneratorOptions } from './companies.ts';
import type { TCopyValue } from './copy.ts';
import { formatDay, parseDay } from './dates.ts';
import { ENTREPRENEUR_KINDS, ENTREPRENEUR_STATUSES, type TDemoEntrepreneur } from './entrepreneurs.ts';
import { sizeRank } from './finances.ts';
import { hash32, type Random } from './random.ts';
import type { TableBuffers } from './tables.ts';
import { smeIncludedOn } from './taxes.ts';

/** Foreign citizens among sole traders: a few percent, mostly from the CIS. */
const FOREIGN_CITIZEN = 0.02;
/** Sole traders who published an e-mail in ЕГРИП. */
const HAS_EMAIL = 0.3;
/** Active sole traders on УСН; the rest on patents (not in the regimes set) or the general regime. */
const USN_SHARE = 0.6;
/** Sole traders who closed by themselves; the rest were struck off as inactive. */
const CLOSED_VOLUNTARILY = 0.85;

/** Gender by the patronymic's ending: -вич/-ич for men, -вна/-чна for women. */
function genderOf(middleName: string): 'male' | 'female' {
  return /(вич|ич)$/.test(middleName) ? 'male' : 'female';
}

/** Writes the `entrepreneurs` row with its registry details, and the SME and regime entries of an active ИП. */
export function writeEntrepreneur(
  out: TableBuffers,
  random: Random,
  id: number,
  e: TDemoEntrepreneur,
  region: TRegion,
  index: number,
  options: TGeneratorOptions,
  today: number,
): void {
  const asOf = options.referenceDate;
  const active = e.status_name === ENTREPRENEUR_STATUSES.active;
  const { okato, oktmo } = territoryCodes(random, e.region_code);
  const office = e.inn.slice(0, 4);
  const officeName = taxOfficeName(office, region);
  const foreign = random.chance(FOREIGN_CITIZEN);
  const email = random.chance(HAS_EMAIL)
    ? `${transliterate(e.last_name)}.${transliterate(e.first_name).slice(0, 1)}${random.int(1, 999)}@${DEMO_MAIL_DOMAIN}`
    : null;
  const row: TCopyValue[] = [
    id,
    e.ogrnip,
    e.inn,
    e.last_name,
    e.first_name,
    e.middle_name,
    e.kind_name,
    e.status_name,
    e.registration_date,
    e.ogrnip_date,
    e.termination_date,
    e.city,
    e.region_code,
    e.okved_code,
    e.okved_additional,
    'demo',
    asOf,
    genderOf(e.middle_name),
    foreign
      ? random.pick(['Республика Узбекистан', 'Республика Таджикистан', 'Республика Армения', 'Республика Беларусь'])
      : 'Российская Федерация',
    null,
    active
      ? null
      : random.chance(CLOSED_VOLUNTARILY)
        ? 'Прекращение деятельности индивидуального предпринимателя в связи с принятием им соответствующего решения'
        : 'Исключение из ЕГРИП недействующего индивидуального предпринимателя',
    okpoFor(index, 10, hash32(`ip-okpo:${options.seed}`)),
    okato,
    oktmo,
    email,
    JSON.stringify({
      registering: { code: office, name: officeName },
      current: { code: office, name: officeName, since: e.ogrnip_date },
    }),
    null,
    asOf,
  ];
  // The SME register's headcount is the only size a sole trader has: the search rank follows it.
  let employees: number | null = null;
  if (active) {
    const regDay = parseDay(e.registration_date);
    const included = smeIncludedOn(regDay);
    if (parseDay(included) <= today) {
      const farm = e.kind_name === ENTREPRENEUR_KINDS.farmHead;
      const category = random.chance(0.99) ? 1 : 2;
      employees = random.chance(0.8) ? 0 : random.int(1, 15);
      out.push('sme_register', [
        e.inn,
        e.ogrnip,
        farm ? 3 : 2,
        category,
        included,
        today - regDay < 365 ? 't' : 'f',
        'f',
        employees,
        'demo',
        asOf,
      ]);
    }
    if (random.chance(USN_SHARE))
      out.push('tax_regimes', [e.inn, formatDay(today), 't', 'f', 'f', 'f', 'f', 'demo', asOf]);
  }
  row.push(sizeRank(null, employees));
  out.push('entrepreneurs', row);
}
