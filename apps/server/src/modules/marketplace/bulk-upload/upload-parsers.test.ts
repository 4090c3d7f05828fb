import { MARKETPLACE_MESSAGES, PRODUCT_UPLOAD_MAX_ROWS, PRODUCT_UPLOAD_MESSAGES } from '@sverka/shared';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { FEED } from './upload.fixtures.ts';
import { detectUploadFormat, parseUploadFile, type TUploadRecord, UploadFileError } from './upload-parsers.ts';
import { checkRow, indexCategories, resolveCategory } from './upload-rows.ts';

const categories = indexCategories([
  { id: 10, parent_id: null, name: 'Текстиль и спецодежда' },
  { id: 11, parent_id: 10, name: 'Средства защиты' },
  { id: 12, parent_id: 10, name: 'Ёмкости' },
  { id: 20, parent_id: null, name: 'Офис' },
  { id: 21, parent_id: 20, name: 'Ёмкости' },
]);

/** A one-entry ZIP whose directory declares `size` unpacked bytes for a two-byte deflated body. */
function zipDeclaring(size: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const body = Buffer.from([0x03, 0x00]);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(body.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryOffset = local.length + name.length + body.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, body, central, name, end]);
}

const record = (fields: Partial<TUploadRecord>): TUploadRecord => ({
  row: 2,
  offerId: 'A-1',
  name: 'Товар',
  category: 'Средства защиты',
  price: '100',
  oldPrice: '',
  vat: '',
  stock: '',
  description: '',
  pictures: [],
  tags: [],
  specifications: [],
  ...fields,
});

describe('the format of an uploaded file', () => {
  it('is told by the content, not the name', () => {
    expect(detectUploadFormat(Buffer.from(FEED))).toBe('yml');
    expect(detectUploadFormat(Buffer.from(`\ufeff${FEED}`))).toBe('yml');
    expect(detectUploadFormat(Buffer.from('offer_id;name\n1;a\n'))).toBe('csv');
    expect(detectUploadFormat(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBe('xlsx');
    expect(detectUploadFormat(Buffer.from('<html><body>no</body></html>'))).toBeUndefined();
    expect(detectUploadFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toBeUndefined();
    expect(detectUploadFormat(Buffer.from('   \n'))).toBeUndefined();
  });
});

describe('a YML feed', () => {
  it('gives each offer with its feed category name, pictures, params and counts', async () => {
    const [first, second] = await parseUploadFile('yml', Buffer.from(FEED));
    expect(first).toMatchObject({
      row: 1,
      offerId: 'G-1',
      name: 'Перчатки',
      category: 'СРЕДСТВА ЗАЩИТЫ',
      price: '99,50',
      oldPrice: '120',
      stock: '15',
      vat: 'VAT_22',
      pictures: ['https://example.ru/1.jpg', 'https://example.ru/2.jpg'],
      specifications: [{ name: 'Размер', value: 'M', unit: 'RU' }],
    });
    expect(second).toMatchObject({ offerId: 'G-2', name: 'Каска Омега X1', category: 'Чего нет у нас' });
  });

  it('reads a feed declared in Windows-1251', async () => {
    const text = FEED.replace('encoding="UTF-8"', 'encoding="windows-1251"');
    const [first] = await parseUploadFile('yml', iconv.encode(text, 'windows-1251'));
    expect(first?.name).toBe('Перчатки');
  });

  it('refuses a broken feed as a whole and resolves no entity from outside', async () => {
    await expect(parseUploadFile('yml', Buffer.from('<yml_catalog><shop><offers><offer id="1">'))).rejects.toThrow(
      UploadFileError,
    );
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
      <yml_catalog><shop><offers><offer id="1"><name>&e;</name></offer></offers></shop></yml_catalog>`;
    await expect(parseUploadFile('yml', Buffer.from(xxe))).rejects.toThrow(PRODUCT_UPLOAD_MESSAGES.unreadable);
  });
});

describe('a CSV table', () => {
  const csv =
    'offer_id;name;category;price;old_price;pictures;tags;Цвет\nA-1;Перчатки;Средства защиты;1 290,00;;https://a.ru/1.jpg, https://a.ru/2.jpg;СИЗ, перчатки;синий\n;;;;;;;\nA-2;"Каска; белая";11;500;;;;\n';

  it('reads `;` columns with or without a BOM, extra columns as characteristics', async () => {
    for (const data of [Buffer.from(csv), Buffer.from(`\ufeff${csv}`)]) {
      const [first, second, third] = await parseUploadFile('csv', data);
      expect(first).toMatchObject({
        row: 2,
        offerId: 'A-1',
        price: '1 290,00',
        pictures: ['https://a.ru/1.jpg', 'https://a.ru/2.jpg'],
        tags: ['СИЗ', 'перчатки'],
        specifications: [{ name: 'Цвет', value: 'синий' }],
      });
      expect(second).toMatchObject({ row: 4, offerId: 'A-2', name: 'Каска; белая', category: '11' });
      expect(third).toBeUndefined();
    }
  });

  it('reads `,` columns and Windows-1251', async () => {
    const comma = 'offer_id,name,category,price\nB-1,Бумага А4,Бумага,"350,50"\n';
    const [row] = await parseUploadFile('csv', iconv.encode(comma, 'windows-1251'));
    expect(row).toMatchObject({ offerId: 'B-1', name: 'Бумага А4', price: '350,50' });
  });

  it('needs an offer_id column, and refuses more rows than the limit', async () => {
    await expect(parseUploadFile('csv', Buffer.from('name;price\nA;1\n'))).rejects.toThrow(
      PRODUCT_UPLOAD_MESSAGES.noOfferColumn,
    );
    const rows = Array.from({ length: PRODUCT_UPLOAD_MAX_ROWS + 1 }, (_, i) => `X-${i};Товар;1;10`);
    const big = Buffer.from(`offer_id;name;category;price\n${rows.join('\n')}\n`);
    await expect(parseUploadFile('csv', big)).rejects.toThrow(PRODUCT_UPLOAD_MESSAGES.tooManyRows);
    await expect(parseUploadFile('csv', Buffer.from('offer_id;name\n'))).rejects.toThrow(
      PRODUCT_UPLOAD_MESSAGES.noRows,
    );
  });
});

describe('an XLSX table', () => {
  it('reads the first sheet, numbers as written', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Товары');
    sheet.addRow(['offer_id', 'name', 'category', 'price', 'stock', 'Материал']);
    sheet.addRow(['C-1', 'Стол', 'Офис / Ёмкости', 1500.5, 3, 'дуб']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(detectUploadFormat(data)).toBe('xlsx');
    const [row] = await parseUploadFile('xlsx', data);
    expect(row).toMatchObject({
      row: 2,
      offerId: 'C-1',
      category: 'Офис / Ёмкости',
      price: '1500.5',
      stock: '3',
      specifications: [{ name: 'Материал', value: 'дуб' }],
    });
  });

  it('refuses a workbook that would unpack to too much, before unpacking it', async () => {
    await expect(parseUploadFile('xlsx', zipDeclaring(0xfffffff0))).rejects.toThrow(
      PRODUCT_UPLOAD_MESSAGES.unpackedTooLarge,
    );
  });

  it('refuses a ZIP that is not a workbook', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    await expect(parseUploadFile('xlsx', zip)).rejects.toThrow(PRODUCT_UPLOAD_MESSAGES.unreadable);
  });
});

describe('categories', () => {
  it('match by our id, by name regardless of case and ё, or by a path', () => {
    expect(resolveCategory(categories, '11')).toBe(11);
    expect(resolveCategory(categories, 'средства   ЗАЩИТЫ')).toBe(11);
    expect(resolveCategory(categories, 'Офис / Емкости')).toBe(21);
    expect(resolveCategory(categories, 'Текстиль и спецодежда > ёмкости')).toBe(12);
    expect(resolveCategory(categories, '', '20')).toBe(20);
    expect(resolveCategory(categories, '999')).toBeUndefined();
    expect(resolveCategory(categories, 'Чего нет у нас')).toBeUndefined();
  });
});

describe('a row', () => {
  it('follows the product form: name, category, price required; decimal commas; sale not above price', () => {
    const ok = checkRow(record({ price: '99,50', oldPrice: '120', vat: 'без НДС', stock: '7' }), categories, new Set());
    expect(ok).toMatchObject({
      ok: true,
      product: { categoryId: 11, price: 120, salePrice: 99.5, vatRate: null, inStock: 7 },
    });
    const plain = checkRow(record({}), categories, new Set());
    expect(plain).toMatchObject({ ok: true, product: { price: 100, salePrice: null, vatRate: undefined } });

    const refused = checkRow(record({ name: '', category: 'Нет такой', price: '' }), categories, new Set());
    expect(refused).toEqual({
      ok: false,
      offerId: 'A-1',
      reasons: [
        PRODUCT_UPLOAD_MESSAGES.nameRequired,
        MARKETPLACE_MESSAGES.unknownCategory,
        PRODUCT_UPLOAD_MESSAGES.priceRequired,
      ],
    });
    const above = checkRow(record({ price: '200', oldPrice: '100' }), categories, new Set());
    expect(above).toMatchObject({ ok: false, reasons: [MARKETPLACE_MESSAGES.salePriceAbovePrice] });
    const bad = checkRow(record({ price: 'дёшево', vat: '18', stock: '-1' }), categories, new Set());
    expect(bad).toMatchObject({
      ok: false,
      reasons: [
        MARKETPLACE_MESSAGES.priceFormat,
        PRODUCT_UPLOAD_MESSAGES.vatFormat,
        MARKETPLACE_MESSAGES.inStockFormat,
      ],
    });
  });

  it('keeps at most the form’s number of characteristics', () => {
    const many = Array.from({ length: 55 }, (_, i) => ({ name: `Параметр ${i}`, value: String(i) }));
    const checked = checkRow(record({ specifications: many }), categories, new Set());
    if (!checked.ok) throw new Error('refused');
    expect(checked.product.specifications).toHaveLength(50);
    expect(checked.notes).toEqual([PRODUCT_UPLOAD_MESSAGES.tooManySpecifications]);
  });

  it('refuses a missing or repeated offer id', () => {
    const seen = new Set<string>();
    expect(checkRow(record({ offerId: ' ' }), categories, seen)).toMatchObject({
      ok: false,
      offerId: null,
      reasons: [PRODUCT_UPLOAD_MESSAGES.offerIdRequired],
    });
    expect(checkRow(record({}), categories, seen).ok).toBe(true);
    expect(checkRow(record({}), categories, seen)).toMatchObject({
      ok: false,
      reasons: [PRODUCT_UPLOAD_MESSAGES.duplicateOffer],
    });
  });

  it('keeps eight picture links, noting the rest and links that are not http(s)', () => {
    const links = Array.from({ length: 9 }, (_, i) => `https://example.ru/${i}.jpg`);
    const checked = checkRow(record({ pictures: [...links, 'ftp://example.ru/x.jpg'] }), categories, new Set());
    if (!checked.ok) throw new Error('refused');
    expect(checked.product.pictures).toEqual(links.slice(0, 8));
    expect(checked.notes).toEqual([PRODUCT_UPLOAD_MESSAGES.pictureUrl, PRODUCT_UPLOAD_MESSAGES.tooManyPictures]);
  });
});
