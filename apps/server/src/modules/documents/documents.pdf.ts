import {
  DOCUMENT_SIGNATURE_NOTICE,
  dealTotals,
  formatKopecks,
  lineTotalKopecks,
  type TDeal,
  type TDealParty,
  type TGeneratedDocumentKind,
  vatInsideKopecks,
} from '@sverka/shared';
import { PDFDocument } from 'pdf-lib';
import { PdfCanvas, type TCell } from './pdf-canvas.ts';

/**
 * The PDFs of the deal documents: a supply contract, an invoice, an act and a УПД, drawn from the deal
 * (both parties' registry data, bank details and the lines), and the confirmation stamp on a signed one.
 * Bank details a company has not given are left as lines to fill in.
 */

/** Who sent and who signed, with the time already in Moscow time. */
export type TStamp = {
  sent: { name: string; organization: string; at: Date };
  signed: { name: string; organization: string; at: Date } | null;
};

const BLANK = '________________';

const moscowFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const moscowDayFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "05.12.2026 14:03 (МСК)". */
export const moscowDateTime = (at: Date) => `${moscowFormat.format(at).replace(',', '')} (МСК)`;
export const moscowDate = (at: Date | string) => moscowDayFormat.format(new Date(at));

const or = (value: string | null | undefined) => (value ? value : BLANK);

function partyLine(label: string, party: TDealParty): string {
  const parts = [party.name];
  if (party.inn) parts.push(`ИНН ${party.inn}`);
  if (party.kpp) parts.push(`КПП ${party.kpp}`);
  if (party.ogrn) parts.push(`${party.ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} ${party.ogrn}`);
  if (party.address) parts.push(party.address);
  return `${label}: ${parts.join(', ')}`;
}

function bankLines(party: TDealParty): string[] {
  const bank = party.bank;
  return [
    `Банк: ${or(bank?.name)}`,
    `БИК: ${or(bank?.bik)}`,
    `Р/с: ${or(bank?.account)}   К/с: ${or(bank?.correspondent_account)}`,
  ];
}

function lineRows(deal: TDeal, withVat: boolean): TCell[][] {
  const head: TCell[] = [
    { text: '№', bold: true, align: 'center' },
    { text: 'Наименование', bold: true },
    { text: 'Кол-во', bold: true, align: 'right' },
    { text: 'Ед.', bold: true, align: 'center' },
    { text: 'Цена, ₽', bold: true, align: 'right' },
    ...(withVat ? [{ text: 'НДС', bold: true, align: 'center' } as TCell] : []),
    { text: 'Сумма, ₽', bold: true, align: 'right' },
  ];
  const rows = deal.lines.map((line, index): TCell[] => [
    { text: String(index + 1), align: 'center' },
    { text: line.name },
    { text: String(line.quantity).replace('.', ','), align: 'right' }, // a tender's volume may be fractional: «2,5 т»
    { text: line.unit, align: 'center' },
    { text: formatKopecks(line.price_kopecks), align: 'right' },
    ...(withVat
      ? [
          {
            text: line.vat
              ? `${line.vat}% — ${formatKopecks(vatInsideKopecks(lineTotalKopecks(line), line.vat))}`
              : 'без НДС',
            align: 'center',
          } as TCell,
        ]
      : []),
    { text: formatKopecks(lineTotalKopecks(line)), align: 'right' },
  ]);
  return [head, ...rows];
}

function linesTable(canvas: PdfCanvas, deal: TDeal, withVat = false): void {
  const widths = withVat ? [0.05, 0.38, 0.08, 0.07, 0.13, 0.15, 0.14] : [0.05, 0.49, 0.09, 0.07, 0.15, 0.15];
  canvas.table(widths, lineRows(deal, withVat));
  const { totalKopecks, vatKopecks } = dealTotals(deal);
  canvas.gap(4);
  canvas.paragraph(`Итого: ${formatKopecks(totalKopecks)} ₽`, { bold: true });
  canvas.paragraph(vatKopecks > 0 ? `В том числе НДС: ${formatKopecks(vatKopecks)} ₽` : 'Без НДС');
  canvas.paragraph(`Всего наименований ${deal.lines.length}, на сумму ${formatKopecks(totalKopecks)} ₽`);
}

function signatures(canvas: PdfCanvas, left: [string, TDealParty], right: [string, TDealParty]): void {
  canvas.gap(16);
  canvas.table(
    [0.5, 0.5],
    [
      [
        { text: `${left[0]}\n${left[1].name}\n\n${BLANK} / ${or(left[1].director)}` },
        { text: `${right[0]}\n${right[1].name}\n\n${BLANK} / ${or(right[1].director)}` },
      ],
    ],
    9,
  );
}

function basis(deal: TDeal): string {
  return `${deal.basis} № ${deal.number} от ${moscowDate(deal.date)}`;
}

function drawInvoice(canvas: PdfCanvas, deal: TDeal, title: string): void {
  for (const line of bankLines(deal.seller)) canvas.paragraph(line, { size: 9 });
  canvas.paragraph(`Получатель: ${deal.seller.name}, ИНН ${or(deal.seller.inn)}, КПП ${or(deal.seller.kpp)}`, {
    size: 9,
  });
  canvas.gap(10);
  canvas.paragraph(title, { size: 14, bold: true });
  canvas.gap(6);
  canvas.paragraph(partyLine('Поставщик', deal.seller));
  canvas.paragraph(partyLine('Покупатель', deal.buyer));
  canvas.paragraph(`Основание: ${basis(deal)}`);
  canvas.gap(8);
  linesTable(canvas, deal);
  canvas.gap(6);
  canvas.paragraph('Оплатить не позднее пяти банковских дней со дня выставления счёта.', { size: 9 });
  signatures(
    canvas,
    ['Руководитель поставщика', deal.seller],
    ['Главный бухгалтер', { ...deal.seller, director: null }],
  );
}

function drawAct(canvas: PdfCanvas, deal: TDeal, title: string): void {
  canvas.paragraph(title, { size: 14, bold: true });
  canvas.gap(6);
  canvas.paragraph(partyLine('Исполнитель', deal.seller));
  canvas.paragraph(partyLine('Заказчик', deal.buyer));
  canvas.paragraph(`Основание: ${basis(deal)}`);
  canvas.gap(8);
  linesTable(canvas, deal);
  canvas.gap(6);
  canvas.paragraph(
    'Вышеперечисленные товары переданы полностью и в срок. Заказчик претензий по объёму, качеству и срокам не имеет.',
  );
  signatures(canvas, ['Исполнитель', deal.seller], ['Заказчик', deal.buyer]);
}

function drawUpd(canvas: PdfCanvas, deal: TDeal, title: string): void {
  const { vatKopecks } = dealTotals(deal);
  canvas.paragraph(title, { size: 14, bold: true });
  canvas.paragraph(
    `Статус: ${vatKopecks > 0 ? '1 — счёт-фактура и передаточный документ' : '2 — передаточный документ'}`,
    {
      size: 9,
    },
  );
  canvas.gap(6);
  canvas.paragraph(partyLine('Продавец', deal.seller));
  canvas.paragraph(`ИНН/КПП продавца: ${or(deal.seller.inn)}/${or(deal.seller.kpp)}`);
  canvas.paragraph(partyLine('Покупатель', deal.buyer));
  canvas.paragraph(`ИНН/КПП покупателя: ${or(deal.buyer.inn)}/${or(deal.buyer.kpp)}`);
  canvas.paragraph('Валюта: российский рубль, 643');
  canvas.paragraph(`Основание передачи: ${basis(deal)}`);
  canvas.gap(8);
  linesTable(canvas, deal, true);
  signatures(canvas, ['Товар передал', deal.seller], ['Товар получил', deal.buyer]);
}

function drawContract(canvas: PdfCanvas, deal: TDeal, title: string, date: string): void {
  const { totalKopecks, vatKopecks } = dealTotals(deal);
  canvas.paragraph(title, { size: 14, bold: true, align: 'center' });
  canvas.paragraph(`г. ${BLANK}                                                                    ${date}`);
  canvas.gap(8);
  canvas.paragraph(
    `${deal.seller.name}, в лице ${or(deal.seller.director)}, именуемое в дальнейшем «Поставщик», с одной стороны, ` +
      `и ${deal.buyer.name}, в лице ${or(deal.buyer.director)}, именуемое в дальнейшем «Покупатель», с другой ` +
      'стороны, заключили настоящий договор о нижеследующем.',
  );
  const clauses: [string, string[]][] = [
    [
      '1. Предмет договора',
      [
        `1.1. Поставщик обязуется передать в собственность Покупателя товары, указанные в спецификации (${basis(deal)}), ` +
          'а Покупатель обязуется принять и оплатить их.',
      ],
    ],
    [
      '2. Цена и порядок расчётов',
      [
        `2.1. Цена договора — ${formatKopecks(totalKopecks)} ₽, ${vatKopecks > 0 ? `в том числе НДС ${formatKopecks(vatKopecks)} ₽` : 'без НДС'}.`,
        '2.2. Покупатель оплачивает товары по счёту Поставщика в течение пяти банковских дней.',
      ],
    ],
    [
      '3. Поставка',
      [
        `3.1. Поставщик передаёт товары по адресу и в сроки, которые указал Покупатель (${basis(deal)}). ` +
          'Приёмка оформляется актом или УПД.',
      ],
    ],
    [
      '4. Ответственность и споры',
      [
        '4.1. Стороны отвечают за неисполнение договора по законодательству Российской Федерации.',
        '4.2. Споры разрешаются переговорами, а при недостижении согласия — в арбитражном суде по месту нахождения ответчика.',
      ],
    ],
    ['5. Срок действия', ['5.1. Договор действует со дня подписания до полного исполнения обязательств.']],
  ];
  for (const [heading, items] of clauses) {
    canvas.gap(6);
    canvas.paragraph(heading, { bold: true });
    for (const item of items) canvas.paragraph(item);
  }
  canvas.gap(8);
  canvas.paragraph('Спецификация', { bold: true });
  linesTable(canvas, deal);
  canvas.gap(8);
  canvas.paragraph('6. Реквизиты и подписи сторон', { bold: true });
  const requisites = (label: string, party: TDealParty) =>
    [
      label,
      party.name,
      `ИНН ${or(party.inn)}, КПП ${or(party.kpp)}`,
      `ОГРН ${or(party.ogrn)}`,
      `Адрес: ${or(party.address)}`,
      ...bankLines(party),
      '',
      `${BLANK} / ${or(party.director)}`,
    ].join('\n');
  canvas.table(
    [0.5, 0.5],
    [[{ text: requisites('Поставщик', deal.seller) }, { text: requisites('Покупатель', deal.buyer) }]],
    8.5,
  );
}

/** The stamp block of a confirmed document, with the notice that it is not an electronic signature. */
export function stampLines(stamp: TStamp): { text: string; bold?: boolean }[] {
  // A person who represents no company signs for themselves: their name is then the organization too.
  const who = (person: NonNullable<TStamp['signed']>) =>
    [person.name, person.organization].filter((part, index, all) => part && all.indexOf(part) === index).join(', ');
  const lines = [{ text: `Отправлено: ${who(stamp.sent)}, ${moscowDateTime(stamp.sent.at)}` }];
  if (stamp.signed) lines.push({ text: `Подписано: ${who(stamp.signed)}, ${moscowDateTime(stamp.signed.at)}` });
  return [
    ...lines.map((line, index) => ({ ...line, bold: index === lines.length - 1 })),
    { text: DOCUMENT_SIGNATURE_NOTICE },
  ];
}

export const DOCUMENT_TITLES: Record<TGeneratedDocumentKind, string> = {
  contract: 'Договор поставки',
  invoice: 'Счёт на оплату',
  act: 'Акт',
  upd: 'Универсальный передаточный документ',
};

/** The PDF of a generated document; with a stamp when it has been signed. */
export async function renderDealDocument(
  kind: TGeneratedDocumentKind,
  deal: TDeal,
  meta: { number: number; createdAt: Date },
  stamp: TStamp | null,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const date = moscowDate(meta.createdAt);
  const title = `${DOCUMENT_TITLES[kind]} № ${meta.number} от ${date}`;
  doc.setTitle(title);
  doc.setCreator('Сверка');
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  const canvas = await PdfCanvas.create(doc);
  if (kind === 'invoice') drawInvoice(canvas, deal, title);
  else if (kind === 'act') drawAct(canvas, deal, title);
  else if (kind === 'upd') drawUpd(canvas, deal, title);
  else drawContract(canvas, deal, title, date);
  if (stamp?.signed) {
    canvas.gap(14);
    canvas.framed(stampLines(stamp));
  }
  return doc.save();
}

/** An uploaded PDF with a last page that carries the stamp (the file's own pages stay untouched). */
export async function stampUploadedPdf(bytes: Buffer, title: string, stamp: TStamp): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const canvas = await PdfCanvas.create(doc);
  canvas.paragraph(`Подтверждение документа «${title}»`, { size: 12, bold: true });
  canvas.gap(8);
  canvas.framed(stampLines(stamp));
  return doc.save();
}
