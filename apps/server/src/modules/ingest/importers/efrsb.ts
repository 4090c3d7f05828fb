import type { TSql } from '../../../db/client.ts';
import type { bankruptcyMessages } from '../../../db/schema/litigation.ts';
import { identifierTags, invalidateCardDocuments } from '../../card-documents/index.ts';
import { BANKRUPTCY_CAPTURE, isFirstLoad } from '../../monitoring/index.ts';
import { invalidateLinkedReliability } from '../../reliability/index.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection, type TXmlImporter } from '../importer.ts';
import { changesOf, lastByKey, upsertRows } from '../upsert.ts';
import { attr, child, descend, type TXmlElement } from '../xml-units.ts';
import { descendants, firstText, optionalInn, optionalOgrn, parseAnyDate, squash, textAt } from './registers-common.ts';

type TBankruptcyMessage = TImportRow<typeof bankruptcyMessages>;

/** An identifier given either as an attribute or as a child element (the format uses both). */
const idOf = (element: TXmlElement | undefined, name: string) => attr(element, name) ?? textAt(element, name);

/** The bankrupt's name, ИНН and ОГРН/ОГРНИП, company or person. */
function readBankrupt(info: TXmlElement | undefined) {
  const firm = child(info, 'BankruptFirm');
  if (firm) {
    return {
      name: squash(attr(firm, 'FullName') ?? attr(firm, 'ShortName')),
      inn: idOf(firm, 'INN'),
      ogrn: idOf(firm, 'OGRN'),
    };
  }
  const person = child(info, 'BankruptPerson');
  if (!person) return undefined;
  const fio = ['LastName', 'FirstName', 'MiddleName'].map((name) => attr(person, name) ?? '').join(' ');
  return { name: squash(fio), inn: idOf(person, 'INN'), ogrn: idOf(person, 'OGRNIP') };
}

/** The readable content: the court decision's wording and any `Text` in the message body. */
function messageText(info: TXmlElement | undefined): string | null {
  if (!info) return null;
  const parts = [attr(descend(info, 'CourtDecision/DecisionType'), 'Name')];
  for (const item of descendants(info)) if (item.name === 'Text') parts.push(squash(item.text));
  const text = parts.filter(Boolean).join('\n');
  return text || null;
}

/**
 * ЕФРСБ bankruptcy messages (`MessageData`, open-data-formats.md §9.1): the
 * XML the ЕФРСБ message service returns, one message per element, several per
 * file. Keyed by the message number the site shows (`Number`), or `Id` when a
 * message has no number. The format carries no pledge or leasing notices
 * (those are the separate Федресурс register), so pledge_messages is not
 * written here.
 */
export const efrsbImporter: TXmlImporter<TBankruptcyMessage> = {
  source: 'efrsb',
  description: 'ЕФРСБ: сообщения о банкротстве (XML MessageData), XML или zip',
  format: 'xml',
  unit: 'MessageData',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse(unit) {
    const message = unit.element;
    const messageId = firstText(message, ['Number', 'Id']);
    if (!messageId) return { reject: 'Нет номера сообщения (Number, Id)' };
    const publishedText = textAt(message, 'PublishDate');
    const publishedOn = parseAnyDate(publishedText);
    if (!publishedOn) return { reject: `Нет или неверна дата публикации (PublishDate): ${publishedText ?? '—'}` };
    const info = child(message, 'MessageInfo');
    const messageType = attr(info, 'MessageType');
    if (!messageType) return { reject: 'Нет типа сообщения (MessageInfo/@MessageType)' };
    const bankrupt = readBankrupt(child(message, 'BankruptInfo'));
    if (!bankrupt) return { reject: 'Нет сведений о должнике (BankruptInfo)' };
    const inn = optionalInn(bankrupt.inn, 'должника');
    if (isRejection(inn)) return inn;
    const ogrn = optionalOgrn(bankrupt.ogrn, 'должника');
    if (isRejection(ogrn)) return ogrn;
    return {
      message_id: messageId,
      inn,
      ogrn,
      subject_name: bankrupt.name ?? null,
      message_type: messageType,
      published_on: publishedOn,
      case_number: squash(textAt(message, 'CaseNumber')) ?? null,
      text: messageText(info),
      source: 'efrsb',
      as_of: publishedOn,
    };
  },
  async write(tx: TSql, records, run) {
    const firstLoad = await isFirstLoad(tx, BANKRUPTCY_CAPTURE.register, run);
    const newest = lastByKey(records, (r) => r.message_id);
    const { written, ...result } = await upsertRows(tx, 'bankruptcy_messages', newest, ['message_id']);
    // Ratings built on these facts are computed again on their next read.
    const subjects = { inns: records.map((r) => r.inn), ogrns: records.map((r) => r.ogrn) };
    await invalidateLinkedReliability(tx, subjects);
    await invalidateCardDocuments(tx, identifierTags(subjects));
    await BANKRUPTCY_CAPTURE.record(tx, changesOf(newest, written, ['message_id']), firstLoad);
    return result;
  },
};
