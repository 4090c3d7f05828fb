import { formatDateTime, RISK_ZONE_LABELS, type TBulkCheckInvalid } from '@sverka/shared';
import ExcelJS from 'exceljs';
import type { TResultRow } from './bulk-check.repository.ts';

/**
 * A finished bulk check as a workbook: the result table with the page's columns and a link to each card,
 * and the refused values with their reasons on a second sheet. Scores are numbers, so Excel sorts and
 * filters them; the header row is frozen and has an autofilter.
 */

export const CHECK_SHEETS = { results: 'Результаты', invalid: 'Неверные' } as const;

export const RESULT_COLUMNS = [
  { header: '№', width: 7 },
  { header: 'Запрос', width: 17 },
  { header: 'ИНН', width: 14 },
  { header: 'ОГРН', width: 17 },
  { header: 'Наименование', width: 44 },
  { header: 'Статус', width: 20 },
  { header: 'Балл', width: 7 },
  { header: 'Зона риска', width: 15 },
  { header: 'Стоп-фактор', width: 12 },
  { header: 'Главные негативные факторы', width: 60 },
  { header: 'Карточка', width: 44 },
] as const;

export const INVALID_COLUMNS = [
  { header: '№', width: 7 },
  { header: 'Значение', width: 24 },
  { header: 'Причина', width: 50 },
] as const;

function styleHeader(sheet: ExcelJS.Worksheet, columns: readonly { header: string; width: number }[]): void {
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.alignment = { vertical: 'middle', wrapText: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
}

export async function buildCheckWorkbook(
  check: { name: string; created_at: Date; invalid: TBulkCheckInvalid[] },
  rows: readonly TResultRow[],
  origin: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sverka';
  workbook.title = check.name || `Проверка списком от ${formatDateTime(check.created_at.toISOString())}`;
  const results = workbook.addWorksheet(CHECK_SHEETS.results, { views: [{ state: 'frozen', ySplit: 1 }] });
  styleHeader(results, RESULT_COLUMNS);
  for (const row of rows) {
    const link = row.inn ? `${origin}/counter-parties/${row.inn}` : null;
    results.addRow([
      row.position,
      row.query,
      row.inn,
      row.ogrn,
      row.name,
      row.status,
      row.score,
      row.zone ? RISK_ZONE_LABELS[row.zone] : null,
      row.stop_factor ? 'Да' : null,
      row.factors.map((factor) => factor.label).join('; ') || null,
      link && row.subject_kind ? { text: link, hyperlink: link } : null,
    ]);
  }
  const invalid = workbook.addWorksheet(CHECK_SHEETS.invalid, { views: [{ state: 'frozen', ySplit: 1 }] });
  styleHeader(invalid, INVALID_COLUMNS);
  for (const item of check.invalid) invalid.addRow([item.position, item.value, item.reason]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
