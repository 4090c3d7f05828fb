import { describe, expect, it } from 'vitest';
import { composeOrderLetter, letterRecipient, type TOrderMove } from './order-mail.ts';

const move = (change: Partial<TOrderMove>): TOrderMove => ({
  orderId: 7,
  event: 'ship',
  from: 'paid',
  to: 'in_progress',
  actor: 'seller',
  comment: null,
  ...change,
});

describe('order letters', () => {
  it("the buyer hears of every status change the seller or the system makes; the seller of the buyer's cancel and receipt", () => {
    expect(letterRecipient(move({}))).toBe('buyer');
    expect(letterRecipient(move({ event: 'pay', from: 'not_paid', to: 'paid', actor: 'system' }))).toBe('buyer');
    expect(letterRecipient(move({ event: 'cancel', from: 'not_paid', to: 'cancelled', actor: 'system' }))).toBe(
      'buyer',
    );
    // Releasing the reserve keeps the status but puts the goods back on sale: the buyer is told.
    expect(letterRecipient(move({ event: 'release', from: 'not_paid', to: 'not_paid', actor: 'system' }))).toBe(
      'buyer',
    );
    expect(letterRecipient(move({ event: 'accept', from: 'paid', to: 'paid', actor: 'seller' }))).toBeNull();
    expect(letterRecipient(move({ event: 'cancel', from: 'paid', to: 'cancelled', actor: 'buyer' }))).toBe('seller');
    expect(
      letterRecipient(move({ event: 'confirm_receipt', from: 'in_progress', to: 'completed', actor: 'buyer' })),
    ).toBe('seller');
  });

  it('names the order and its new status, quotes the comment and links the orders page', () => {
    const letter = composeOrderLetter(move({ comment: 'Трек RA123' }), 'Иван', 'https://sverka.example');
    expect(letter.subject).toBe('Заказ № 7: В пути');
    expect(letter.text).toContain('Здравствуйте, Иван!');
    expect(letter.text).toContain('Комментарий: Трек RA123');
    expect(letter.text).toContain('https://sverka.example/profile/orders');
    expect(composeOrderLetter(move({}), null, 'https://sverka.example').text).not.toContain('Комментарий');
  });
});
