import { isValidInnLegal } from '@sverka/shared';
import type { TRejection } from '../importer.ts';
import { attr, child, type TXmlElement, type TXmlUnit } from '../xml-units.ts';

/**
 * The common envelope of ФНС open-data XML sets (open-data-formats.md §2.1):
 * `Документ @ДатаДок @ДатаСост / СведНП @НаимОрг @ИННЮЛ / <data block>`.
 */
export type TFnsDocument = {
  inn: string;
  orgName: string | null;
  /** ДатаСост: the date the data is valid for, ISO. */
  asOf: string;
  document: TXmlElement;
};

/** `DD.MM.YYYY` → `YYYY-MM-DD`; undefined when the text is not a real date. */
export function parseRuDate(text: string | undefined): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** A decimal amount as ФНС writes it (`15312.45`, sometimes with a comma); undefined when not a number. */
export function parseAmount(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** Reads the envelope or says why the document can't be used. */
export function readFnsDocument(unit: TXmlUnit): TFnsDocument | TRejection {
  const document = unit.element;
  const subject = child(document, 'СведНП');
  const inn = attr(subject, 'ИННЮЛ');
  if (!inn) return { reject: 'Нет ИНН организации (СведНП/@ИННЮЛ)' };
  if (!isValidInnLegal(inn)) return { reject: `Неверный ИНН организации: ${inn}` };
  const asOf = parseRuDate(attr(document, 'ДатаСост'));
  if (!asOf) return { reject: `Нет или неверна дата состояния (ДатаСост): ${attr(document, 'ДатаСост') ?? '—'}` };
  return { inn, orgName: attr(subject, 'НаимОрг') ?? null, asOf, document };
}
