import { ORDER_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { errorFromBody } from '../../../lib/api-client.ts';
import en from '../../../locales/basket/en.json';
import ru from '../../../locales/basket/ru.json';
import zh from '../../../locales/basket/zh.json';
import { orderErrorMessage, orderMessage } from './order-messages.ts';

describe('the orders’ shared messages', () => {
  it('are in Russian word for word as the server sends them, and in English and Chinese', () => {
    expect(ru.messages).toEqual(ORDER_MESSAGES);
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(ORDER_MESSAGES).sort());
    expect(Object.keys(zh.messages).sort()).toEqual(Object.keys(ORDER_MESSAGES).sort());
  });

  it('become keys; a text of the server the app does not know is shown as sent', () => {
    expect(orderMessage(ORDER_MESSAGES.ownProduct)).toEqual({ key: 'basket.messages.ownProduct' });
    expect(orderMessage('Что-то новое')).toEqual({ text: 'Что-то новое' });
  });

  it('take a refused request’s field message first, then its detail; a 500 gets the general text', () => {
    const refusal = errorFromBody(400, { quantity: [ORDER_MESSAGES.notEnoughStock] });
    expect(orderErrorMessage(refusal, 'quantity')).toEqual({ key: 'basket.messages.notEnoughStock' });
    const conflict = errorFromBody(409, { detail: ORDER_MESSAGES.ownProduct, code: 'CONFLICT' });
    expect(orderErrorMessage(conflict, 'quantity')).toEqual({ key: 'basket.messages.ownProduct' });
    expect(orderErrorMessage(errorFromBody(500, { detail: 'Ошибка', code: 'INTERNAL' }))).toEqual({
      key: 'errors.server',
    });
  });
});
