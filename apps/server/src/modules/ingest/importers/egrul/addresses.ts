import { attr, child, childrenNamed, type TXmlElement } from '../../xml-units.ts';
import { childText } from './common.ts';

/** An address as one line of text, with the region it lies in and its ГАР id when the registry gives one. */
export type TAddress = { text: string; regionCode: string | null; city: string | null; fiasId: string | null };

/** Cities that are subjects of the Federation: the region name is the city (Москва, Санкт-Петербург, Севастополь). */
const FEDERAL_CITIES = new Set(['77', '78', '92']);

const join = (parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(', ');
const typed = (type: string | undefined, name: string | undefined) => (name ? (type ? `${type} ${name}` : name) : null);
const cityName = (text: string | undefined) => text?.replace(/^(ГОРОД|Г\.|Г)\s+/i, '').trim() || null;

/**
 * The ФИАС/ГАР variant (`АдрФИАСЕГРЮЛТип`: `СвАдрЮЛФИАС`, `АдрМНФИАС`,
 * `АдрМЖФИАС`): region code and name are text elements, the levels below
 * are elements with `Тип`/`Вид` + `Наим` or `Номер` attributes.
 */
export function fiasAddress(element: TXmlElement): TAddress {
  const regionCode = childText(element, 'Регион');
  const regionName = childText(element, 'НаимРегион');
  const settlement = child(element, 'НаселенПункт');
  const town = child(element, 'ГородСелПоселен');
  const numbered = (e: TXmlElement) => typed(attr(e, 'Тип'), attr(e, 'Номер'));
  const text = join([
    attr(element, 'Индекс'),
    regionName,
    attr(child(element, 'МуниципРайон'), 'Наим'),
    attr(town, 'Наим'),
    typed(attr(settlement, 'Вид'), attr(settlement, 'Наим')),
    typed(attr(child(element, 'ЭлПланСтруктур'), 'Тип'), attr(child(element, 'ЭлПланСтруктур'), 'Наим')),
    typed(attr(child(element, 'ЭлУлДорСети'), 'Тип'), attr(child(element, 'ЭлУлДорСети'), 'Наим')),
    ...childrenNamed(element, 'Здание').map(numbered),
    ...['ПомещЗдания', 'ПомещКвартиры'].map((name) => {
      const room = child(element, name);
      return room ? numbered(room) : null;
    }),
  ]);
  const city =
    attr(settlement, 'Наим') ??
    (regionCode && FEDERAL_CITIES.has(regionCode) ? cityName(regionName ?? undefined) : null) ??
    (attr(town, 'Наим')?.match(/^(ГОРОД|Г\.)\s/i) ? cityName(attr(town, 'Наим')) : null);
  return {
    text,
    regionCode: regionCode?.padStart(2, '0') ?? null,
    city: city ?? null,
    fiasId: attr(element, 'ИдНом') ?? null,
  };
}

/** «ГОРОД МОСКВА» but «НОВОСИБИРСКАЯ ОБЛ»: only a city's type goes before the name. */
const regionText = (type: string | undefined, name: string | undefined) =>
  !type || !name ? (name ?? null) : /^(Г|ГОРОД|Г\.)$/i.test(type) ? `${type} ${name}` : `${name} ${type}`;

/**
 * The КЛАДР variant (`АдрРФЕГРЮЛТип`: `АдресРФ`, `АдрМНРФ`, `АдресМЖРФ`):
 * region code, house, building and flat are attributes, the named levels are
 * elements with `Тип…`/`Наим…` attributes (4.08 drops `ТипРегион`).
 */
export function kladrAddress(element: TXmlElement): TAddress {
  const level = (name: string, suffix: string) => {
    const e = child(element, name);
    return typed(attr(e, `Тип${suffix}`), attr(e, `Наим${suffix}`));
  };
  const regionCode = attr(element, 'КодРегион') ?? null;
  const region = child(element, 'Регион');
  const regionName = attr(region, 'НаимРегион');
  const text = join([
    attr(element, 'Индекс'),
    regionText(attr(region, 'ТипРегион'), regionName),
    level('Район', 'Район'),
    level('Город', 'Город'),
    level('НаселПункт', 'НаселПункт'),
    level('Улица', 'Улица'),
    typed('ДОМ', attr(element, 'Дом')),
    typed('КОРПУС', attr(element, 'Корпус')),
    typed('КВ.', attr(element, 'Кварт')),
  ]);
  const city =
    attr(child(element, 'Город'), 'НаимГород') ??
    attr(child(element, 'НаселПункт'), 'НаимНаселПункт') ??
    (regionCode && FEDERAL_CITIES.has(regionCode) ? cityName(regionName) : null);
  return { text, regionCode: regionCode?.padStart(2, '0') ?? null, city: city ?? null, fiasId: null };
}

/** A foreign address (`АдрМНИн`): country and free text. */
export function foreignAddress(element: TXmlElement): TAddress {
  return {
    text: join([attr(element, 'НаимСтран'), attr(element, 'АдрИн')]),
    regionCode: null,
    city: null,
    fiasId: null,
  };
}

/** Only the municipality level (`СвМНЮЛ`): used when no full address is given. */
function placeAddress(element: TXmlElement): TAddress {
  const address = fiasAddress(element);
  return { ...address, fiasId: null };
}

/**
 * The first address variant present among `element`'s children: ФИАС first
 * (current), then КЛАДР (older records), then foreign, then place only.
 */
export function readAddress(
  element: TXmlElement | undefined,
  names: { fias: string; kladr: string; foreign?: string; place?: string },
): TAddress | null {
  const fias = child(element, names.fias);
  if (fias) return fiasAddress(fias);
  const kladr = child(element, names.kladr);
  if (kladr) return kladrAddress(kladr);
  const foreign = names.foreign ? child(element, names.foreign) : undefined;
  if (foreign) return foreignAddress(foreign);
  const place = names.place ? child(element, names.place) : undefined;
  return place ? placeAddress(place) : null;
}
