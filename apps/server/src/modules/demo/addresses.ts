import type { TRegion } from '../reference/index.ts';
import { hash32, Random } from './random.ts';

/**
 * Legal addresses in the order ЕГРЮЛ prints them: postcode, region (omitted
 * for the federal cities), city, street, house, premises. Street names are the
 * ones almost every Russian city has, so any of them is plausible anywhere.
 */

// biome-ignore format: a data table reads best packed
const STREETS: readonly string[] = [
  'ул. Ленина', 'ул. Советская', 'ул. Мира', 'ул. Садовая', 'ул. Гагарина', 'ул. Пушкина', 'ул. Профсоюзная',
  'ул. Московская', 'ул. Кирова', 'ул. Октябрьская', 'ул. Молодежная', 'ул. Школьная', 'ул. Лесная', 'ул. Заводская',
  'ул. Строителей', 'ул. Первомайская', 'ул. Комсомольская', 'ул. Чкалова', 'ул. Карла Маркса', 'ул. Горького',
  'ул. Некрасова', 'ул. Толстого', 'ул. Промышленная', 'ул. Суворова', 'ул. Зеленая', 'ул. Солнечная', 'ул. Фрунзе',
  'ул. Маяковского', 'ул. Дзержинского', 'ул. Свердлова', 'ул. Куйбышева', 'ул. Калинина', 'ул. Лермонтова',
  'ул. Чапаева', 'ул. Южная', 'ул. Северная', 'ул. Новая', 'ул. Полевая', 'ул. Набережная', 'ул. Победы',
  'ул. Энергетиков', 'ул. Транспортная', 'ул. Вокзальная', 'ул. Рабочая', 'пр-кт Мира', 'пр-кт Ленина', 'пр-кт Победы',
  'пр-кт Строителей', 'пер. Почтовый', 'пер. Школьный', 'пер. Садовый', 'б-р Победы', 'б-р Гагарина', 'ш. Энтузиастов',
  'ш. Московское', 'наб. Речная',
];

/** Federal cities: their addresses start with the city itself («г. Москва»). */
const FEDERAL_CITIES = new Set(['77', '78', '92']);

/** «Республика Адыгея (Адыгея)» → «Республика Адыгея»: addresses use the short official form. */
function addressRegionName(region: TRegion): string {
  return region.name.replace(/ \((Адыгея|Татарстан)\)$/, '');
}

/** A 6-digit postcode of the region's main city: its 3-digit prefix plus 3 digits, mostly low (central offices). */
function postcode(random: Random, region: TRegion): string {
  const prefix = random.pick(region.postcode_prefixes);
  const rest = random.chance(0.7) ? random.int(0, 99) : random.int(100, 999);
  return prefix + String(rest).padStart(3, '0');
}

/**
 * Office or flat suffix: business centres say «офис», premises in a building
 * «пом.», and a flat («кв.») only in a plain residential house.
 */
function premises(random: Random, residential: boolean): string {
  const roll = random.float();
  if (roll < 0.45) return `офис ${random.int(1, 450)}`;
  if (roll < 0.6) return residential ? `кв. ${random.int(1, 240)}` : `пом. ${random.int(1, 40)}`;
  if (roll < 0.8) return `пом. ${random.int(1, 40)}`;
  return '';
}

/** One full legal address in `region`'s main city. */
export function randomAddress(random: Random, region: TRegion): string {
  const parts = [postcode(random, region)];
  if (!FEDERAL_CITIES.has(region.code)) parts.push(addressRegionName(region));
  parts.push(`г. ${region.city}`, random.pick(STREETS));
  parts.push(`д. ${random.int(1, 180)}`);
  // «стр.» (a building of a complex) and «к.» (корпус) as ЕГРЮЛ prints them, after the house number.
  const building = random.chance(0.15)
    ? `стр. ${random.int(1, 9)}`
    : random.chance(0.1)
      ? `к. ${random.int(1, 5)}`
      : '';
  if (building) parts.push(building);
  const suffix = premises(random, building === '');
  if (suffix) parts.push(suffix);
  return parts.join(', ');
}

/**
 * «Mass registration» addresses: a few per region where many companies are
 * registered at once (the risk factor users look for). Derived from the seed
 * and the region code alone, so every generator run and every batch agrees
 * on them without keeping state.
 */
export class MassAddresses {
  private readonly byRegion = new Map<string, readonly string[]>();

  constructor(
    private readonly seed: number,
    private readonly perRegion = 3,
  ) {}

  /** The region's mass addresses (computed on first use, then cached). */
  of(region: TRegion): readonly string[] {
    let list = this.byRegion.get(region.code);
    if (!list) {
      const random = new Random(this.seed, `mass-address:${region.code}:${hash32(region.city)}`);
      list = Array.from({ length: this.perRegion }, () => randomAddress(random, region));
      this.byRegion.set(region.code, list);
    }
    return list;
  }
}
