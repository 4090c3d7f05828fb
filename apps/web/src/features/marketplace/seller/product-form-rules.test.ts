import { describe, expect, it, vi } from 'vitest';
import {
  acceptImages,
  addTag,
  checkProductForm,
  emptyProductForm,
  imagePickerState,
  isTagEnter,
  parsePrice,
  productFormData,
  specificationRow,
  type TProductFormValues,
} from './product-form-rules.ts';

const filled = (changes: Partial<TProductFormValues> = {}): TProductFormValues => ({
  ...emptyProductForm([7]),
  name: 'Кирпич облицовочный',
  description: 'Красный, М150',
  category: '12',
  price: '1500',
  ...changes,
});

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('the product form rules (spec §5)', () => {
  it('accepts a complete form with one picture', () => {
    const check = checkProductForm(filled(), 1);
    expect(check).toEqual({ alert: null, fields: {}, incompleteRows: [] });
  });

  it('says «Заполните все поля» (fillAll) when any required field or the picture is missing', () => {
    for (const field of ['name', 'description', 'category', 'price', 'company'] as const) {
      const check = checkProductForm(filled({ [field]: field === 'name' ? '   ' : '' }), 1);
      expect(check.alert, field).toBe('seller.form.fillAll');
      expect(check.fields[field], field).toBe('seller.form.required');
    }
    const noPicture = checkProductForm(filled(), 0);
    expect(noPicture.alert).toBe('seller.form.fillAll');
    expect(noPicture.fields.images).toBe('seller.form.required');
  });

  it('refuses a sale price above the price, and takes an equal or lower one', () => {
    expect(checkProductForm(filled({ price: '1000', sale_price: '1000,01' }), 1).fields.sale_price).toBe(
      'seller.form.salePriceAbovePrice',
    );
    expect(checkProductForm(filled({ price: '1000', sale_price: '1000' }), 1).fields).toEqual({});
    expect(checkProductForm(filled({ price: '1000,50', sale_price: '999,99' }), 1).fields).toEqual({});
  });

  it('reads decimal commas and spaces in prices', () => {
    expect(parsePrice('1500,50')).toEqual({ price: 1500.5 });
    expect(parsePrice('1 500.5')).toEqual({ price: 1500.5 });
    expect(parsePrice('12,5 руб')).toEqual({ error: 'seller.form.priceFormat' });
    expect(parsePrice('0')).toEqual({ error: 'seller.form.pricePositive' });
    expect(parsePrice('1,234')).toEqual({ error: 'seller.form.priceFormat' });
    expect(checkProductForm(filled({ price: 'abc' }), 1).fields.price).toBe('seller.form.priceFormat');
  });

  it('sends prices with a dot, tags repeated and characteristics as JSON', () => {
    const values = filled({
      price: '1500,50',
      sale_price: '1200,5',
      tags: ['кирпич', 'М150'],
      specifications: [specificationRow({ name: 'Вес', value: '3,5', unit: 'кг' }), specificationRow()],
    });
    const picture = file('a.png', 'image/png');
    const form = productFormData(values, [picture]);
    expect(form.get('price')).toBe('1500.5');
    expect(form.get('sale_price')).toBe('1200.5');
    expect(form.get('company')).toBe('7');
    expect(form.getAll('tags')).toEqual(['кирпич', 'М150']);
    expect(JSON.parse(String(form.get('specifications')))).toEqual([{ name: 'Вес', value: '3,5', unit: 'кг' }]);
    expect(form.getAll('images')).toHaveLength(1);
    // An edit sends no pictures, and an emptied sale price so it is removed.
    const edit = productFormData(filled(), null);
    expect(edit.getAll('images')).toEqual([]);
    expect(edit.get('sale_price')).toBe('');
    expect(edit.getAll('tags')).toEqual(['[]']);
  });

  it('checks the stock and half-filled characteristics', () => {
    expect(checkProductForm(filled({ in_stock: '-1' }), 1).fields.in_stock).toBe('seller.form.inStockFormat');
    expect(checkProductForm(filled({ in_stock: '2,5' }), 1).fields.in_stock).toBe('seller.form.inStockFormat');
    const half = specificationRow({ name: 'Цвет' });
    const check = checkProductForm(filled({ specifications: [half, specificationRow()] }), 1);
    expect(check.fields.specifications).toBe('seller.form.specificationIncomplete');
    expect(check.incompleteRows).toEqual([half.key]);
  });

  it('preselects the company only when the user has one', () => {
    expect(emptyProductForm([7]).company).toBe('7');
    expect(emptyProductForm([7, 8]).company).toBe('');
    expect(emptyProductForm([]).company).toBe('');
  });
});

describe('tags', () => {
  it('are trimmed, non-empty and unique', () => {
    expect(addTag([], '  кирпич  ')).toEqual({ tags: ['кирпич'], error: null });
    expect(addTag(['кирпич'], '   ')).toEqual({ tags: ['кирпич'], error: null });
    expect(addTag(['кирпич'], 'Кирпич ')).toEqual({ tags: ['кирпич'], error: null });
    expect(addTag([], 'x'.repeat(41)).error).toBe('seller.form.tagTooLong');
    const twenty = Array.from({ length: 20 }, (_, index) => `tag${index}`);
    expect(addTag(twenty, 'one more').error).toBe('seller.form.tooManyTags');
  });

  it('Enter adds a tag and never submits the form', () => {
    const enter = { key: 'Enter', preventDefault: vi.fn() };
    expect(isTagEnter(enter)).toBe(true);
    expect(enter.preventDefault).toHaveBeenCalledOnce();
    // Confirming an input method's composition is not a tag, and still does not submit.
    const composing = { key: 'Enter', preventDefault: vi.fn(), nativeEvent: { isComposing: true } };
    expect(isTagEnter(composing)).toBe(false);
    expect(composing.preventDefault).toHaveBeenCalledOnce();
    const letter = { key: 'a', preventDefault: vi.fn() };
    expect(isTagEnter(letter)).toBe(false);
    expect(letter.preventDefault).not.toHaveBeenCalled();
  });
});

describe('pictures', () => {
  it('the picker is disabled at 7 pictures and hidden at 8', () => {
    expect(imagePickerState(0)).toBe('enabled');
    expect(imagePickerState(6)).toBe('enabled');
    expect(imagePickerState(7)).toBe('disabled');
    expect(imagePickerState(8)).toBe('hidden');
  });

  it('takes image files only, up to 8 in all', () => {
    const pdf = file('doc.pdf', 'application/pdf');
    expect(acceptImages([pdf], 0)).toEqual({ accepted: [], error: 'seller.form.imageType' });
    const big = file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1);
    expect(acceptImages([big], 0).error).toBe('seller.form.imageTooLarge');
    const three = [file('1.jpg', 'image/jpeg'), file('2.png', 'image/png'), file('3.webp', 'image/webp')];
    expect(acceptImages(three, 0)).toEqual({ accepted: three, error: null });
    const limited = acceptImages(three, 6);
    expect(limited.accepted).toEqual(three.slice(0, 2));
    expect(limited.error).toBe('seller.form.tooManyImages');
  });
});
