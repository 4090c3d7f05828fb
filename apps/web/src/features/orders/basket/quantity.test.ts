import { describe, expect, it } from 'vitest';
import { quantityDraft, quantityOf, stepQuantity } from './quantity.ts';

describe('the quantity field', () => {
  it('keeps digits only, without leading zeros', () => {
    expect(quantityDraft('1a2-3')).toBe('123');
    expect(quantityDraft(' 4 5 ')).toBe('45');
    expect(quantityDraft('-3')).toBe('3');
    expect(quantityDraft('2.5')).toBe('25');
    expect(quantityDraft('007')).toBe('7');
    expect(quantityDraft('0')).toBe('');
    expect(quantityDraft('abc')).toBe('');
  });

  it('never stands for less than 1, nor more than the stock', () => {
    expect(quantityOf('')).toBe(1);
    expect(quantityOf('0')).toBe(1);
    expect(quantityOf('7')).toBe(7);
    expect(quantityOf('70', 12)).toBe(12);
    expect(quantityOf('5', 0)).toBe(1);
  });

  it('steps by one between 1 and the stock', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(2, -1)).toBe(1);
    expect(stepQuantity(3, 1, 10)).toBe(4);
    expect(stepQuantity(10, 1, 10)).toBe(10);
  });
});
