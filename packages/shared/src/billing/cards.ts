/**
 * Bank card checks shared by the sandbox payment form (as the visitor types)
 * and the sandbox server (which never trusts the form). Spec §2 "Payment info":
 * cards of 16, 18 or 19 digits.
 */
export const CARD_NUMBER_LENGTHS = [16, 18, 19] as const;

/** Keeps the digits of whatever was typed or pasted ("5555 5555-5555 4444"). */
export function cardDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Luhn (mod 10) check digit, which every payment card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups of four for display: "5555 5555 5555 4444", "2200 0000 0000 0000 004". */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type TCardProblem =
  | 'number_required'
  | 'number_length'
  | 'number_checksum'
  | 'expiry_format'
  | 'expiry_past'
  | 'cvc_format';

export type TCardInput = { number: string; expiry: string; cvc: string };

/**
 * What is wrong with a card, field by field; an empty object when nothing is.
 * `expiry` is MM/YY; a card is valid through the last day of its month.
 */
export function cardProblems(
  input: TCardInput,
  now: Date = new Date(),
): Partial<Record<keyof TCardInput, TCardProblem>> {
  const problems: Partial<Record<keyof TCardInput, TCardProblem>> = {};
  const digits = cardDigits(input.number);
  if (digits.length === 0) problems.number = 'number_required';
  else if (!(CARD_NUMBER_LENGTHS as readonly number[]).includes(digits.length)) problems.number = 'number_length';
  else if (!passesLuhn(digits)) problems.number = 'number_checksum';

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) problems.expiry = 'expiry_format';
  else {
    const year = 2000 + Number(expiry[2]);
    // The first moment after the card's last valid month, in UTC.
    const expiresAt = Date.UTC(year, month, 1);
    if (expiresAt <= now.getTime()) problems.expiry = 'expiry_past';
  }

  if (!/^\d{3}$/.test(input.cvc.trim())) problems.cvc = 'cvc_format';
  return problems;
}

/** Russian texts of the card problems (the web app translates the same keys). */
export const CARD_PROBLEM_MESSAGES: Record<TCardProblem, string> = {
  number_required: 'Введите номер карты',
  number_length: 'Номер карты состоит из 16, 18 или 19 цифр',
  number_checksum: 'Проверьте номер карты: в нём ошибка',
  expiry_format: 'Срок действия в формате ММ/ГГ',
  expiry_past: 'Срок действия карты истёк',
  cvc_format: 'CVC/CVV — три цифры с обратной стороны карты',
};

export type TSandboxCardOutcome = 'success' | 'decline' | 'confirmation';

/**
 * The sandbox's test cards, in the manner of YooKassa's test shop: one that
 * pays, one the bank declines, one that asks for a confirmation code first.
 * Any other card that passes the checks pays as well.
 */
export const SANDBOX_TEST_CARDS: readonly { number: string; outcome: TSandboxCardOutcome }[] = [
  { number: '5555555555554444', outcome: 'success' },
  { number: '4000000000000002', outcome: 'decline' },
  { number: '4000000000003220', outcome: 'confirmation' },
];

export function sandboxCardOutcome(number: string): TSandboxCardOutcome {
  const digits = cardDigits(number);
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'success';
}
