import {
  formatDate,
  type TCounterPartyCard,
  type TFinancesReply,
  type TReliabilityReply,
  type TSource,
} from '@sverka/shared';
import ExcelJS from 'exceljs';
import { statementLineName } from './statement-lines.ts';

/**
 * The card as a workbook people open in Excel: Russian headers, one sheet per
 * part (details, founders, finances, reliability), money as numbers with a
 * thousands format so sums and filters work, dates as DD.MM.YYYY text. Every
 * signed-in user gets the details sheet (spec §2: name, address, contacts,
 * codes, director); the other sheets come with a plan that has the export.
 */

export type TCardWorkbookInput = {
  card: TCounterPartyCard;
  finances: TFinancesReply;
  reliability: TReliabilityReply;
};

export const SHEET_NAMES = {
  details: 'Основные сведения',
  founders: 'Учредители',
  finances: 'Финансы',
  reliability: 'Надёжность',
} as const;

const RUBLES_FORMAT = '#,##0';

const POLARITY_LABELS = {
  positive: 'Положительный',
  negative: 'Отрицательный',
  attention: 'Требует внимания',
} as const;

const sourceText = (source: TSource | null | undefined) =>
  source ? [source.name, formatDate(source.as_of)].filter(Boolean).join(', данные на ') : '';

const joinNonEmpty = (parts: (string | null | undefined)[], separator = ', ') =>
  parts.filter((part): part is string => Boolean(part)).join(separator);

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { vertical: 'middle', wrapText: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
}

function addTableSheet(workbook: ExcelJS.Workbook, name: string, columns: { header: string; width: number }[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  styleHeader(sheet.getRow(1));
  return sheet;
}

function detailRows(card: TCounterPartyCard): [string, string | number | null][] {
  const isCompany = card.kind === 'company';
  const directors = card.directors.map((d) => joinNonEmpty([d.fio, d.post, d.inn ? `ИНН ${d.inn}` : null]));
  const okvedAdditional = card.okved_add.map((o) => `${o.code} ${o.name ?? ''}`.trim());
  const code = (value: { code: string; name?: string | null } | null) =>
    value ? joinNonEmpty([value.code, value.name ?? null], ' — ') : null;
  return [
    ['Краткое наименование', card.name],
    ['Полное наименование', card.name_full],
    ['ИНН', card.inn],
    ['КПП', card.kpp],
    [isCompany ? 'ОГРН' : 'ОГРНИП', card.ogrn],
    ['Дата регистрации', formatDate(card.registration_date) || null],
    ['Статус', card.status.name],
    ['Дата прекращения деятельности', formatDate(card.liquidation_date) || null],
    ['Юридический адрес', card.legal_adress?.adress ?? null],
    ['Регион', card.region?.name ?? null],
    [isCompany ? 'Руководитель' : 'Предприниматель', isCompany ? directors.join('; ') || null : card.fio],
    ['Уставный капитал, ₽', card.share_capital?.total ?? null],
    ['Основной вид деятельности (ОКВЭД)', code(card.okved)],
    ['Дополнительные виды деятельности (ОКВЭД)', okvedAdditional.join('; ') || null],
    ['ОКПО', card.okpo],
    ['ОКАТО', card.okato?.code ?? null],
    ['ОКТМО', code(card.oktmo)],
    ['ОКОГУ', code(card.okogu)],
    ['ОКФС', code(card.okfs)],
    ['ОКОПФ', code(card.okopf)],
    ['Налоговый орган', card.taxAuthority ? joinNonEmpty([card.taxAuthority.code, card.taxAuthority.name], ' ') : null],
    ['Телефоны', card.contacts?.phone.join(', ') || null],
    ['Электронная почта', card.contacts?.email.join(', ') || null],
    ['Сайт', card.contacts?.website ?? null],
    ['Источник', sourceText(card.source)],
  ];
}

function addDetails(workbook: ExcelJS.Workbook, card: TCounterPartyCard): void {
  const sheet = addTableSheet(workbook, SHEET_NAMES.details, [
    { header: 'Показатель', width: 42 },
    { header: 'Значение', width: 90 },
  ]);
  for (const [label, value] of detailRows(card)) {
    const row = sheet.addRow([label, value ?? 'Нет данных']);
    if (typeof value === 'number') row.getCell(2).numFmt = RUBLES_FORMAT;
    row.getCell(2).alignment = { wrapText: true, vertical: 'top', horizontal: 'left' };
  }
}

function addFounders(workbook: ExcelJS.Workbook, card: TCounterPartyCard): void {
  const sheet = addTableSheet(workbook, SHEET_NAMES.founders, [
    { header: 'Учредитель', width: 48 },
    { header: 'Вид', width: 18 },
    { header: 'ИНН', width: 16 },
    { header: 'ОГРН', width: 17 },
    { header: 'Доля, %', width: 10 },
    { header: 'Номинал доли, ₽', width: 18 },
    { header: 'Дата записи', width: 14 },
  ]);
  const founders = card.kind === 'company' ? [...(card.founders[0]?.PP ?? []), ...(card.founders[0]?.LP ?? [])] : [];
  if (!founders.length) {
    sheet.addRow([card.kind === 'company' ? 'Нет данных' : 'У индивидуального предпринимателя нет учредителей']);
    return;
  }
  for (const founder of founders) {
    const row = sheet.addRow([
      founder.fio ?? founder.name ?? '',
      founder.kind === 'person' ? 'Физическое лицо' : 'Организация',
      founder.inn,
      founder.ogrn,
      founder.fraction.percent,
      founder.fraction.nominal,
      formatDate(founder.record_date) || null,
    ]);
    row.getCell(6).numFmt = RUBLES_FORMAT;
  }
}

/** Every statement line by year, forms 1 and 2 by code, each named as its form names it. */
function addFinances(workbook: ExcelJS.Workbook, finances: TFinancesReply): void {
  const years = [
    ...new Set([
      ...finances.finances_years.map((y) => y.year),
      ...Object.keys(finances.additional_finances).map(Number),
    ]),
  ].sort((a, b) => a - b);
  const sheet = addTableSheet(workbook, SHEET_NAMES.finances, [
    { header: 'Форма', width: 8 },
    { header: 'Код строки', width: 12 },
    { header: 'Показатель', width: 40 },
    ...years.map((year) => ({ header: `${year}, ₽`, width: 18 })),
  ]);
  if (!years.length) {
    sheet.addRow(['', '', 'Нет данных']);
    return;
  }
  const lines = new Map<string, { form: string; code: string }>();
  for (const byForm of Object.values(finances.additional_finances)) {
    for (const [form, byLine] of Object.entries(byForm)) {
      for (const code of Object.keys(byLine)) lines.set(`${form}:${code}`, { form, code });
    }
  }
  const ordered = [...lines.values()].sort((a, b) => a.form.localeCompare(b.form) || a.code.localeCompare(b.code));
  for (const { form, code } of ordered) {
    const values = years.map((year) => finances.additional_finances[String(year)]?.[form]?.[code]?.sum ?? null);
    const row = sheet.addRow([Number(form), code, statementLineName(code), ...values]);
    for (let index = 0; index < years.length; index += 1) row.getCell(4 + index).numFmt = RUBLES_FORMAT;
  }
  sheet.addRow([]);
  sheet.addRow(['', '', `Источник: ${sourceText(finances.finances_source) || 'нет данных'}`]);
}

function addReliability(workbook: ExcelJS.Workbook, reliability: TReliabilityReply): void {
  const columns = [
    { header: 'Фактор', width: 56 },
    { header: 'Тип', width: 20 },
    { header: 'Стоп-фактор', width: 13 },
    { header: 'Вес', width: 8 },
    { header: 'Основание', width: 70 },
    { header: 'Источник', width: 36 },
  ];
  // The score comes first, so the table header is row 4 and stays frozen under the summary.
  const sheet = workbook.addWorksheet(SHEET_NAMES.reliability, { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.columns = columns.map(({ width }) => ({ width }));
  const { counts } = reliability;
  sheet.addRow([`Оценка: ${reliability.score} из 100 — ${reliability.zone_label}`]).font = { bold: true };
  sheet.addRow([
    `Положительных: ${counts.positive}, отрицательных: ${counts.negative}, требуют внимания: ${counts.attention}, ` +
      `не проверено (нет данных): ${counts.not_checked}`,
  ]);
  sheet.addRow([]);
  styleHeader(sheet.addRow(columns.map(({ header }) => header)));
  for (const factor of reliability.factors) {
    const evidence = factor.evidence
      .map((e) => joinNonEmpty([e.label, e.value === null ? null : String(e.value), formatDate(e.date), e.ref], ': '))
      .join('; ');
    const row = sheet.addRow([
      factor.label,
      POLARITY_LABELS[factor.polarity],
      factor.stop ? 'Да' : 'Нет',
      factor.weight,
      evidence,
      sourceText(factor.source),
    ]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  for (const factor of reliability.not_checked) {
    sheet.addRow([factor.label, 'Не проверен', '', '', factor.reason, '']);
  }
}

function newWorkbook(card: TCounterPartyCard): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Сверка';
  workbook.title = card.name;
  return workbook;
}

/**
 * The sheet every signed-in user gets: the card's details, and a closing line saying what the full export
 * adds and which tier has it (`planName`; null when no plan on sale has it).
 */
export function buildBasicWorkbook(card: TCounterPartyCard, planName: string | null): ExcelJS.Workbook {
  const workbook = newWorkbook(card);
  addDetails(workbook, card);
  const sheet = workbook.getWorksheet(SHEET_NAMES.details);
  sheet?.addRow([]);
  sheet?.addRow([
    planName
      ? `Учредители, финансы и надёжность — в полной выгрузке, она входит в тариф «${planName}»`
      : 'Учредители, финансы и надёжность — в полной выгрузке, она входит в платные тарифы',
  ]);
  return workbook;
}

export function buildCardWorkbook({ card, finances, reliability }: TCardWorkbookInput): ExcelJS.Workbook {
  const workbook = newWorkbook(card);
  addDetails(workbook, card);
  addFounders(workbook, card);
  addFinances(workbook, finances);
  addReliability(workbook, reliability);
  return workbook;
}
