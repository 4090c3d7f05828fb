import {
  CARD_PROBLEM_MESSAGES,
  cardDigits,
  cardProblems,
  formatCardNumber,
  type TCardInput,
  type TCardProblem,
} from '@sverka/shared';

export type TCardField = keyof TCardInput;

/**
 * MM/YY as the visitor types: the slash appears by itself after the month,
 * a month digit above 1 gets its leading zero ("4" → "04/"), and deleting
 * the slash deletes it rather than putting it straight back.
 */
export function formatExpiryInput(next: string, previous: string): string {
  const digits = cardDigits(next).slice(0, 4);
  const deleting = next.length < previous.length;
  if (deleting) return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** The card number grouped by four as it is typed or pasted, at most 19 digits. */
export function formatCardNumberInput(next: string): string {
  return formatCardNumber(next);
}

/** CVC: digits only, three at most; the field masks them. */
export function formatCvcInput(next: string): string {
  return cardDigits(next).slice(0, 3);
}

/** i18n key of a card problem; the Russian texts equal the shared CARD_PROBLEM_MESSAGES. */
export const cardProblemKey = (problem: TCardProblem) => `billing.cardProblems.${problem}` as const;

/**
 * A field message of the server in the interface language: the server sends
 * the shared Russian card texts, which map back to their problem; any other
 * text is shown as written.
 */
export function serverCardText(t: (key: string) => string, text: string): string {
  const problem = (Object.keys(CARD_PROBLEM_MESSAGES) as TCardProblem[]).find(
    (candidate) => CARD_PROBLEM_MESSAGES[candidate] === text,
  );
  return problem ? t(cardProblemKey(problem)) : text;
}

/** The problems of the fields the visitor has left (or all of them, on submit). */
export function visibleProblems(
  input: TCardInput,
  touched: ReadonlySet<TCardField>,
  now: Date = new Date(),
): Partial<Record<TCardField, TCardProblem>> {
  const problems = cardProblems(input, now);
  const shown: Partial<Record<TCardField, TCardProblem>> = {};
  for (const field of touched) {
    const problem = problems[field];
    if (problem) shown[field] = problem;
  }
  return shown;
}

/** The server names the number `card_number`; the form calls it `number`. */
const SERVER_FIELDS: Record<string, TCardField> = { card_number: 'number', expiry: 'expiry', cvc: 'cvc' };

/** Field errors of a refused `pay` call, placed on the form's fields; the rest stays a general message. */
export function serverCardErrors(fields: Record<string, string[]>): {
  byField: Partial<Record<TCardField, string>>;
  other: string | null;
} {
  const byField: Partial<Record<TCardField, string>> = {};
  let other: string | null = null;
  for (const [name, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    const field = SERVER_FIELDS[name];
    if (field) byField[field] = message;
    else other ??= message;
  }
  return { byField, other };
}

/** A test card's expiry that is always in the future: December, three years on. */
export function testCardExpiry(now: Date = new Date()): string {
  return `12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

export const CARD_FIELDS: readonly TCardField[] = ['number', 'expiry', 'cvc'];
