import { CARD_NUMBER_LENGTHS, MIN_PAYMENT_KOPECKS } from '@sverka/shared';

/**
 * Facts of the payment page, taken from the rules payments are checked by, so the page and the
 * payment form never disagree.
 */

/** Minimum payment in rubles (spec §9: 1 ruble). */
export const MIN_PAYMENT_RUBLES = MIN_PAYMENT_KOPECKS / 100;

/** "16, 18 или 19" in the reader's language. */
export function cardLengthsText(language: string): string {
  const lengths = CARD_NUMBER_LENGTHS.map(String);
  try {
    return new Intl.ListFormat(language, { type: 'disjunction' }).format(lengths);
  } catch {
    return lengths.join(', ');
  }
}

/**
 * The accepted card systems of spec §2, in its order. Brand names stay as the brands write them;
 * `translated` ones (Мир) have a name in each language.
 */
export const CARD_SYSTEMS: readonly { key: string; name?: string; translated?: true }[] = [
  { key: 'visa', name: 'Visa' },
  { key: 'mastercard', name: 'MasterCard' },
  { key: 'mir', translated: true },
  { key: 'unionpay', name: 'UnionPay' },
  { key: 'jcb', name: 'JCB' },
  { key: 'amex', name: 'American Express' },
  { key: 'visa-electron', name: 'Visa Electron/Plus' },
  { key: 'maestro', name: 'Maestro/Cirrus' },
];

/** The steps of a payment, in order; their texts are `payment-info.how.steps.<key>`. */
export const PAYMENT_STEPS = ['choose', 'page', 'confirm', 'return'] as const;
