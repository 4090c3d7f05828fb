import { attr, child, childrenNamed, type TXmlElement } from '../../xml-units.ts';
import { parseAmount } from '../fns-open-data.ts';
import { attrOrNull, childText, fioOf, grnDate, isoDate, latestMark } from './common.ts';
import type { TEncumbranceRow, TFounderKind, TFounderRow, TGrnDate } from './types.ts';

/** Rounds like the numeric column it goes to, so a re-read value compares equal to the stored one. */
export const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A share size (`РазмерДоли`) in percent, 0–100, from whichever notation the
 * registry used: `Процент` (percent), `ДробДесят` (decimal fraction of 1) or
 * `ДробПрост` (`@Числит`/`@Знаменат`). Null when absent or not a number.
 */
export function sharePercent(size: TXmlElement | undefined): number | null {
  if (!size) return null;
  const percent = parseAmount(childText(size, 'Процент') ?? undefined);
  if (percent !== undefined) return roundTo(percent, 6);
  const decimal = parseAmount(childText(size, 'ДробДесят') ?? undefined);
  if (decimal !== undefined) return roundTo(decimal * 100, 6);
  const simple = child(size, 'ДробПрост');
  const numerator = Number(attr(simple, 'Числит'));
  const denominator = Number(attr(simple, 'Знаменат'));
  if (simple && Number.isFinite(numerator) && denominator > 0) return roundTo((numerator / denominator) * 100, 6);
  return null;
}

const STATE_FOUNDER: Record<string, string> = { '1': 'Российская Федерация', '2': 'Субъект Российской Федерации' };

/** Who a founder is: name, ИНН, ОГРН and (foreign) country and registration number, by kind. */
function identity(kind: TFounderKind, block: TXmlElement) {
  const org = child(block, 'НаимИННЮЛ');
  const none = { inn: null, ogrn: null, country: null, foreign_reg_number: null };
  switch (kind) {
    case 'person': {
      const person = child(block, 'СвФЛ');
      return { ...none, name: fioOf(person), inn: attrOrNull(person, 'ИННФЛ'), ogrn: attrOrNull(block, 'ОГРНИП') };
    }
    case 'ru_org':
      return {
        ...none,
        name: attrOrNull(org, 'НаимЮЛПолн'),
        inn: attrOrNull(org, 'ИНН'),
        ogrn: attrOrNull(org, 'ОГРН'),
      };
    case 'foreign_org': {
      const registration = child(block, 'СвРегИн');
      return {
        name: attrOrNull(child(block, 'СвНаимЮЛПолнИн'), 'НаимПолн') ?? attrOrNull(org, 'НаимЮЛПолн'),
        inn: attrOrNull(org, 'ИНН'),
        ogrn: attrOrNull(org, 'ОГРН'),
        country: attrOrNull(registration, 'НаимСтран'),
        foreign_reg_number: attrOrNull(registration, 'РегНомер'),
      };
    }
    case 'state': {
      const who = child(block, 'ВидНаимУчр');
      const code = attr(who, 'КодУчрРФСубМО') ?? '';
      const name =
        code === '3'
          ? (attr(who, 'НаимМО') ?? 'Муниципальное образование')
          : code === '2'
            ? (attr(who, 'НаимРегион') ?? STATE_FOUNDER[code])
            : (STATE_FOUNDER[code] ?? attr(who, 'НаимРегион') ?? attr(who, 'НаимМО'));
      return { ...none, name: name ?? null };
    }
    case 'fund':
      return { ...none, name: attrOrNull(child(block, 'СвНаимПИФ'), 'НаимПИФ') };
    case 'partnership':
      return { ...none, name: attrOrNull(child(block, 'ИнПрДогИнвТов'), 'НаимДог') };
  }
}

/** A court decision or notarised pledge agreement, as one line. */
function encumbranceDetails(block: TXmlElement): string | null {
  const court = child(block, 'РешСуд');
  if (court)
    return [
      attr(court, 'НаимСуда'),
      attr(court, 'Номер') && `№ ${attr(court, 'Номер')}`,
      attr(court, 'Дата') && `от ${attr(court, 'Дата')}`,
    ]
      .filter(Boolean)
      .join(' ');
  const holder = child(block, 'СвЗалогДержФЛ') ?? child(block, 'СвЗалогДержЮЛ');
  const contract = child(holder, 'СвНотУдДогЗал');
  if (contract) return `Договор залога № ${attr(contract, 'Номер') ?? '—'} от ${attr(contract, 'Дата') ?? '—'}`;
  return null;
}

/**
 * Pledges and other encumbrances of a share (`СвОбрем`) with the pledgee,
 * and (ЕГРЮЛ 4.08) arrests of a share (`СвАрестДоли`).
 */
export function readEncumbrances(block: TXmlElement): TEncumbranceRow[] {
  const pledges = childrenNamed(block, 'СвОбрем').map((e): TEncumbranceRow => {
    const person = child(e, 'СвЗалогДержФЛ');
    const org = child(child(e, 'СвЗалогДержЮЛ'), 'НаимИННЮЛ');
    const mark = grnDate(e);
    return {
      kind: attr(e, 'ВидОбрем') ?? 'ИНОЕ ОБРЕМЕНЕНИЕ',
      holder_name: fioOf(child(person, 'СвФЛ')) ?? attrOrNull(org, 'НаимЮЛПолн'),
      holder_inn: attrOrNull(child(person, 'СвФЛ'), 'ИННФЛ') ?? attrOrNull(org, 'ИНН'),
      holder_ogrn: attrOrNull(org, 'ОГРН'),
      details: encumbranceDetails(e),
      record_date: mark?.date ?? null,
      grn: mark?.grn ?? null,
    };
  });
  const arrests = childrenNamed(block, 'СвАрестДоли').map((e): TEncumbranceRow => {
    const mark = grnDate(e);
    const document = [attr(e, 'ВидДокАрест'), attr(e, 'НомДокАрест') && `№ ${attr(e, 'НомДокАрест')}`];
    const date = isoDate(attr(e, 'ДатаДокАрест'));
    return {
      kind: 'АРЕСТ',
      holder_name: attrOrNull(e, 'НаимОргАрест'),
      holder_inn: null,
      holder_ogrn: null,
      details: [...document, date && `от ${date}`].filter(Boolean).join(' ') || null,
      record_date: mark?.date ?? date,
      grn: mark?.grn ?? null,
    };
  });
  return [...pledges, ...arrests];
}

const KINDS: [string, TFounderKind][] = [
  ['УчрФЛ', 'person'],
  ['УчрЮЛРос', 'ru_org'],
  ['УчрЮЛИн', 'foreign_org'],
  ['УчрРФСубМО', 'state'],
  ['УчрПИФ', 'fund'],
  ['УчрДогИнвТов', 'partnership'],
];

/**
 * Founders of every kind under `СвУчредит`, in document order. The percent
 * comes from `РазмерДоли`; when the registry gives only the nominal value it
 * is derived from the charter capital.
 */
export function readFounders(
  company: TXmlElement,
  capital: number | null,
): { founders: TFounderRow[]; mark: TGrnDate | null } {
  const marks: (TGrnDate | null)[] = [];
  const founders: TFounderRow[] = [];
  const kindOf = new Map(KINDS);
  for (const block of child(company, 'СвУчредит')?.children ?? []) {
    const kind = kindOf.get(block.name);
    if (!kind) continue;
    const who = identity(kind, block);
    if (!who.name) continue;
    const share = child(block, 'ДоляУстКап');
    const nominal = parseAmount(attr(share, 'НоминСтоим'));
    const first = grnDate(block, 'ГРНДатаПерв');
    marks.push(first, grnDate(share), grnDate(child(block, 'НаимИННЮЛ')), grnDate(child(block, 'СвФЛ')));
    const unreliable = childrenNamed(block, 'СвНедДанУчр');
    const percent = sharePercent(child(share, 'РазмерДоли'));
    founders.push({
      kind,
      ...who,
      name: who.name,
      share_nominal: nominal === undefined ? null : roundTo(nominal, 2),
      share_percent: percent ?? (nominal !== undefined && capital ? roundTo((nominal / capital) * 100, 6) : null),
      since_date: first?.date ?? null,
      grn: first?.grn ?? null,
      unreliable: unreliable.length > 0,
      unreliable_text:
        unreliable
          .map((u) => attr(u, 'ТекстНедДанУчр'))
          .filter(Boolean)
          .join('; ') || null,
      position: founders.length,
      encumbrances: readEncumbrances(block),
    });
  }
  return { founders, mark: latestMark(marks) };
}
