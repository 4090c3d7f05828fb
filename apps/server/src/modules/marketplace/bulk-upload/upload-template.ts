import type { PRODUCT_UPLOAD_COLUMNS } from '@sverka/shared';
import ExcelJS from 'exceljs';

/** An example row under the header, so the seller sees what each column takes. */
const EXAMPLE: Record<(typeof PRODUCT_UPLOAD_COLUMNS)[number], string | number> & Record<string, string | number> = {
  offer_id: 'A-1001',
  name: 'Перчатки нитриловые, 100 шт.',
  category: 'Средства защиты',
  price: '1290,00',
  old_price: '1490,00',
  vat: 22,
  stock: 150,
  description: 'Одноразовые, без пудры, размер M.',
  pictures: 'https://example.ru/images/gloves-1.jpg https://example.ru/images/gloves-2.jpg',
  tags: 'перчатки, СИЗ',
  Цвет: 'синий',
};

/** The template as XLSX: the columns with an example row, and a second sheet listing our categories. */
export async function templateXlsx(categories: { id: number; path: string }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Товары');
  const columns = Object.keys(EXAMPLE);
  sheet.addRow(columns).font = { bold: true };
  sheet.addRow(columns.map((column) => EXAMPLE[column]));
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  const list = workbook.addWorksheet('Категории');
  list.addRow(['id', 'Категория']).font = { bold: true };
  for (const category of categories) list.addRow([category.id, category.path]);
  list.getColumn(2).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The template as CSV: UTF-8 with a BOM (so Excel reads it as UTF-8), `;` between columns. */
export function templateCsv(): Buffer {
  const columns = Object.keys(EXAMPLE);
  const lines = [columns, columns.map((column) => EXAMPLE[column] ?? '')].map((row) =>
    row.map((cell) => csvCell(cell)).join(';'),
  );
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}
