import { ORDER_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromBody } from '../../../lib/api-client.ts';
import { buyerFormServerErrors, checkBuyerForm } from './buyer-form-rules.ts';

const filled = { address: 'г. Москва, ул. Ленина, д. 1', postal_code: '101000', phone_number: '+7 (999) 123-45-67' };

describe('the address form', () => {
  it('sends the phone as digits with the ticked items', () => {
    expect(checkBuyerForm(filled, [4, 9])).toEqual({
      ok: true,
      body: {
        address: 'г. Москва, ул. Ленина, д. 1',
        postal_code: '101000',
        phone_number: '79991234567',
        items: [4, 9],
      },
    });
  });

  it('names each wrong field with the shared messages, through their i18n keys', () => {
    const check = checkBuyerForm({ address: '  ', postal_code: '12345', phone_number: '12-34' }, [4]);
    expect(check).toEqual({
      ok: false,
      errors: {
        fields: {
          address: { key: 'basket.messages.addressRequired' },
          postal_code: { key: 'basket.messages.postalCodeFormat' },
          phone_number: { key: 'basket.messages.phoneFormat' },
        },
        alert: null,
      },
    });
  });

  it('refuses a postal code that is not six digits and a phone longer than 15 digits', () => {
    const check = checkBuyerForm({ ...filled, postal_code: '10100a', phone_number: '1234567890123456' }, [4]);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors.fields).sort()).toEqual(['phone_number', 'postal_code']);
  });

  it('asks to tick something when nothing is ticked', () => {
    const check = checkBuyerForm(filled, []);
    expect(check).toEqual({
      ok: false,
      errors: { fields: {}, alert: { key: 'basket.messages.nothingToOrder' } },
    });
  });

  it('puts the server’s field messages under the fields and the rest above the button', () => {
    const refusal = errorFromBody(400, {
      postal_code: [ORDER_MESSAGES.postalCodeFormat],
      items: [ORDER_MESSAGES.notEnoughStock],
    });
    expect(buyerFormServerErrors(refusal)).toEqual({
      fields: { postal_code: { key: 'basket.messages.postalCodeFormat' } },
      alert: { key: 'basket.messages.notEnoughStock' },
    });
    expect(buyerFormServerErrors(errorFromBody(409, { detail: 'Товар закончился', code: 'CONFLICT' }))).toEqual({
      fields: {},
      alert: { key: 'basket.messages.outOfStock' },
    });
    expect(buyerFormServerErrors(new ApiError(0, 'NETWORK', null)).alert).toEqual({ key: 'errors.network' });
  });
});
