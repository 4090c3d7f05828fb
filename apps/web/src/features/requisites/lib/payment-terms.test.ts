import { describe, expect, it } from 'vitest';
import { CARD_SYSTEMS, cardLengthsText, MIN_PAYMENT_RUBLES } from './payment-terms.ts';

describe('payment terms', () => {
  it('states the minimum payment of spec §9', () => {
    expect(MIN_PAYMENT_RUBLES).toBe(1);
  });

  it('lists the accepted card number lengths in each language', () => {
    expect(cardLengthsText('ru')).toBe('16, 18 или 19');
    expect(cardLengthsText('en')).toBe('16, 18, or 19');
    expect(cardLengthsText('zh-CN')).toBe('16、18或19');
  });

  it('names every card system of spec §2', () => {
    expect(CARD_SYSTEMS.map((system) => system.name ?? system.key)).toEqual([
      'Visa',
      'MasterCard',
      'mir',
      'UnionPay',
      'JCB',
      'American Express',
      'Visa Electron/Plus',
      'Maestro/Cirrus',
    ]);
  });
});
