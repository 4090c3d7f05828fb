import type { TRegion } from '../reference/index.ts';
import type { Random } from './random.ts';

/**
 * Classifier codes and registry details derived from a subject's region and
 * identifiers: ОКАТО/ОКТМО with the region's own prefixes, ОКПО with its
 * check digit, tax office and state fund names, contacts.
 */

/**
 * ОКАТО and ОКТМО prefixes by ФНС region code (open-data-formats.md §11.3).
 * They differ from the ФНС code; the autonomous okrugs nested in an oblast
 * have longer prefixes. The four subjects added in 2022 are missing from the
 * source table, so their codes stay empty rather than invented.
 */
// biome-ignore format: a data table reads best packed
const OKATO_OKTMO: Readonly<Record<string, readonly [string, string]>> = {
  '01': ['79', '79'], '02': ['80', '80'], '03': ['81', '81'], '04': ['84', '84'], '05': ['82', '82'], '06': ['26', '26'],
  '07': ['83', '83'], '08': ['85', '85'], '09': ['91', '91'], '10': ['86', '86'], '11': ['87', '87'], '12': ['88', '88'],
  '13': ['89', '89'], '14': ['98', '98'], '15': ['90', '90'], '16': ['92', '92'], '17': ['93', '93'], '18': ['94', '94'],
  '19': ['95', '95'], '20': ['96', '96'], '21': ['97', '97'], '22': ['01', '01'], '23': ['03', '03'], '24': ['04', '04'],
  '25': ['05', '05'], '26': ['07', '07'], '27': ['08', '08'], '28': ['10', '10'], '29': ['11', '11'], '30': ['12', '12'],
  '31': ['14', '14'], '32': ['15', '15'], '33': ['17', '17'], '34': ['18', '18'], '35': ['19', '19'], '36': ['20', '20'],
  '37': ['24', '24'], '38': ['25', '25'], '39': ['27', '27'], '40': ['29', '29'], '41': ['30', '30'], '42': ['32', '32'],
  '43': ['33', '33'], '44': ['34', '34'], '45': ['37', '37'], '46': ['38', '38'], '47': ['41', '41'], '48': ['42', '42'],
  '49': ['44', '44'], '50': ['46', '46'], '51': ['47', '47'], '52': ['22', '22'], '53': ['49', '49'], '54': ['50', '50'],
  '55': ['52', '52'], '56': ['53', '53'], '57': ['54', '54'], '58': ['56', '56'], '59': ['57', '57'], '60': ['58', '58'],
  '61': ['60', '60'], '62': ['61', '61'], '63': ['36', '36'], '64': ['63', '63'], '65': ['64', '64'], '66': ['65', '65'],
  '67': ['66', '66'], '68': ['68', '68'], '69': ['28', '28'], '70': ['69', '69'], '71': ['70', '70'], '72': ['71', '71'],
  '73': ['73', '73'], '74': ['75', '75'], '75': ['76', '76'], '76': ['78', '78'], '77': ['45', '45'], '78': ['40', '40'],
  '79': ['99', '99'], '83': ['111', '118'], '86': ['711', '718'], '87': ['77', '77'], '89': ['7114', '719'],
  '91': ['35', '35'], '92': ['67', '67'], '99': ['55', '55'],
};

const FEDERAL_CITIES = new Set(['77', '78', '92']);
const BAIKONUR = '99';

/**
 * ОКАТО (11 digits) and ОКТМО (11 digits) of an address in the region's main
 * city: a district of a federal city, otherwise the city of regional
 * subordination (…401… in ОКАТО, …701000… in ОКТМО, as Kazan's 92401000000 /
 * 92701000001).
 */
export function territoryCodes(random: Random, regionCode: string): { okato: string | null; oktmo: string | null } {
  const prefixes = OKATO_OKTMO[regionCode];
  if (!prefixes) return { okato: null, oktmo: null };
  const [okatoPrefix, oktmoPrefix] = prefixes;
  if (FEDERAL_CITIES.has(regionCode)) {
    const district = String(random.int(263, 298)).padStart(3, '0');
    const area = String(random.int(55, 599)).padStart(3, '0');
    return {
      okato: `${okatoPrefix}${district}${area}000`.slice(0, 11),
      oktmo: `${oktmoPrefix}${district}000`.slice(0, 8) + area,
    };
  }
  return {
    okato: `${okatoPrefix}401000000`.slice(0, 11),
    // Baikonur's municipal codes are not in the reference books we ship: left empty rather than invented.
    oktmo: regionCode === BAIKONUR ? null : `${`${oktmoPrefix}701000`.slice(0, 8)}001`,
  };
}

/**
 * ОКПО check digit (Росстат method): weights 1, 2, 3 … over the digits mod
 * 11; a remainder of 10 repeats with weights 3, 4, 5 …, and 10 again gives 0.
 */
export function okpoCheckDigit(body: string): number {
  const sum = (offset: number) => {
    let s = 0;
    for (let i = 0; i < body.length; i++) s += Number(body[i]) * (((i + offset) % 10) + 1);
    return s % 11;
  };
  const first = sum(0);
  if (first < 10) return first;
  const second = sum(2);
  return second < 10 ? second : 0;
}

/** Multiplier of the ОКПО bijection: coprime with 10, so distinct ids give distinct codes. */
const OKPO_MIXER = 7_368_787;

/** ОКПО of the `index`-th subject: 8 digits for a ЮЛ, 10 for an ИП; unique per index below 10^7 (10^9). */
export function okpoFor(index: number, digits: 8 | 10, salt: number): string {
  const modulus = digits === 8 ? 10_000_000 : 1_000_000_000;
  // index < 10^9 and the mixer < 10^7: the product stays below 2^53, so the arithmetic is exact.
  const body = ((((index % modulus) * OKPO_MIXER) % modulus) + (salt % modulus)) % modulus;
  const text = String(body).padStart(digits - 1, '0');
  return text + okpoCheckDigit(text);
}

/** «Республика Татарстан (Татарстан)» → «Республике Татарстан»: the dative the names of tax offices use. */
export function regionDative(region: Pick<TRegion, 'code' | 'name'>): string {
  if (region.code === '77') return 'г. Москве';
  if (region.code === '78') return 'г. Санкт-Петербургу';
  if (region.code === '92') return 'г. Севастополю';
  const name = region.name.replace(/ \(.*\)$/, '').replace(/ — .*$/, '');
  return name
    .split(' ')
    .map((word) => {
      if (word === 'Республика') return 'Республике';
      if (word === 'область') return 'области';
      if (word === 'край') return 'краю';
      if (word === 'округ') return 'округу';
      if (/ая$/.test(word)) return `${word.slice(0, -2)}ой`;
      if (/ий$/.test(word)) return `${word.slice(0, -2)}ому`;
      if (/ый$/.test(word)) return `${word.slice(0, -2)}ому`;
      return word;
    })
    .join(' ');
}

/** Name of the tax office with code `code` (4 digits): inter-district offices print «Межрайонная». */
export function taxOfficeName(code: string, region: Pick<TRegion, 'code' | 'name'>): string {
  // Moscow registers at МИ ФНС № 46 (7746) and St Petersburg at МИ ФНС № 15 (7847); elsewhere about one office
  // in four is inter-district, which is roughly the real mix outside the federal cities.
  if (code === '7746') return 'Межрайонная инспекция Федеральной налоговой службы № 46 по г. Москве';
  if (code === '7847') return 'Межрайонная инспекция Федеральной налоговой службы № 15 по Санкт-Петербургу';
  const number = Number(code.slice(2));
  const kind = number % 4 === 0 ? 'Межрайонная инспекция' : 'Инспекция';
  return `${kind} Федеральной налоговой службы № ${number} по ${regionDative(region)}`;
}

/** Top-level domain of demo websites and company mailboxes: reserved for examples by RFC 2606. */
export const DEMO_TLD = 'example';

/** Mail domain of demo sole traders, who write from a personal mailbox: reserved by RFC 2606 too. */
export const DEMO_MAIL_DOMAIN = 'example.com';

/** Domains RFC 2606 reserves: nothing under them belongs to anybody. */
export const isReservedExampleDomain = (host: string) =>
  /(^|\.)example$/.test(host) || /(^|\.)example\.(com|org|net)$/.test(host);

/** Landline area codes of the biggest cities; elsewhere companies mostly publish a mobile number. */
const AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  '77': ['495', '499'],
  '50': ['495', '498'],
  '78': ['812'],
  '16': ['843'],
  '66': ['343'],
  '54': ['383'],
  '52': ['831'],
  '23': ['861'],
  '61': ['863'],
  '63': ['846'],
};

/** A phone number in the +7 (XXX) XXX-XX-XX form registries print. */
export function phoneNumber(random: Random, regionCode: string): string {
  const codes = AREA_CODES[regionCode];
  const code = codes && random.chance(0.6) ? random.pick(codes) : `9${random.int(0, 9)}${random.int(0, 9)}`;
  const n = String(random.int(0, 9_999_999)).padStart(7, '0');
  return `+7 (${code}) ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`;
}
