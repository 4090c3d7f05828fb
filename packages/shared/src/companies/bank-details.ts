import { z } from 'zod';

/**
 * A seller's bank details (банковские реквизиты) as its representative gives them, printed on the
 * documents of its deals. All four are given together or none: a half-filled set would print an invoice
 * nobody can pay.
 */

export const BANK_DETAILS_FIELDS = ['bank_name', 'bik', 'settlement_account', 'correspondent_account'] as const;
export type TBankDetailsField = (typeof BANK_DETAILS_FIELDS)[number];

export const BANK_NAME_MAX_LENGTH = 200;

/** Why a field is refused: a key of `BANK_DETAILS_MESSAGES` (the web turns it into its own i18n key). */
export const BANK_DETAILS_MESSAGES = {
  bankNameRequired: 'Укажите название банка',
  bankNameTooLong: `Название банка — не длиннее ${BANK_NAME_MAX_LENGTH} символов`,
  bikRequired: 'Укажите БИК',
  bikFormat: 'БИК — 9 цифр',
  accountRequired: 'Укажите расчётный счёт',
  accountFormat: 'Расчётный счёт — 20 цифр',
  accountKey: 'Расчётный счёт не сходится с БИК: проверьте цифры',
  correspondentRequired: 'Укажите корреспондентский счёт',
  correspondentFormat: 'Корреспондентский счёт — 20 цифр',
  correspondentPrefix: 'Корреспондентский счёт начинается с 30101',
  correspondentKey: 'Корреспондентский счёт не сходится с БИК: проверьте цифры',
} as const;
export type TBankDetailsProblem = keyof typeof BANK_DETAILS_MESSAGES;

export type TBankDetails = Record<TBankDetailsField, string>;
export type TBankDetailsInput = Partial<Record<TBankDetailsField, string | null | undefined>>;

const KEY_WEIGHTS = [7, 1, 3];

/**
 * The Bank of Russia control key: weights 7, 1, 3 repeated over the three-digit prefix followed by the
 * 20-digit account; the sum's last digit must be 0.
 */
export function bankKeyMatches(prefix: string, account: string): boolean {
  const digits = prefix + account;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (KEY_WEIGHTS[i % 3] as number);
  return sum % 10 === 0;
}

/** A settlement account (р/с) at a credit institution is keyed by the last three digits of its БИК. */
export const settlementKeyMatches = (bik: string, account: string) => bankKeyMatches(bik.slice(-3), account);

/** A correspondent account (к/с) is keyed by «0» and the 5th and 6th digits of the БИК. */
export const correspondentKeyMatches = (bik: string, account: string) => bankKeyMatches(`0${bik.slice(4, 6)}`, account);

/** Numbers are pasted with spaces («4070 2810 …»): those go, anything else stays for the check to refuse. */
const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '');

export type TBankDetailsCheck = {
  /** The normalised set; null when every field is empty (the details are cleared). */
  value: TBankDetails | null;
  problems: Partial<Record<TBankDetailsField, TBankDetailsProblem>>;
};

/** Checks the four fields together: formats, the 30101 prefix and both control keys against the БИК. */
export function checkBankDetails(input: TBankDetailsInput): TBankDetailsCheck {
  const value: TBankDetails = {
    bank_name: (input.bank_name ?? '').trim().replace(/\s+/g, ' '),
    bik: digitsOf(input.bik),
    settlement_account: digitsOf(input.settlement_account),
    correspondent_account: digitsOf(input.correspondent_account),
  };
  if (BANK_DETAILS_FIELDS.every((field) => value[field] === '')) return { value: null, problems: {} };

  const problems: TBankDetailsCheck['problems'] = {};
  if (!value.bank_name) problems.bank_name = 'bankNameRequired';
  else if (value.bank_name.length > BANK_NAME_MAX_LENGTH) problems.bank_name = 'bankNameTooLong';

  const bikOk = /^\d{9}$/.test(value.bik);
  if (!value.bik) problems.bik = 'bikRequired';
  else if (!bikOk) problems.bik = 'bikFormat';

  const account = value.settlement_account;
  if (!account) problems.settlement_account = 'accountRequired';
  else if (!/^\d{20}$/.test(account)) problems.settlement_account = 'accountFormat';
  else if (bikOk && !settlementKeyMatches(value.bik, account)) problems.settlement_account = 'accountKey';

  const correspondent = value.correspondent_account;
  if (!correspondent) problems.correspondent_account = 'correspondentRequired';
  else if (!/^\d{20}$/.test(correspondent)) problems.correspondent_account = 'correspondentFormat';
  else if (!correspondent.startsWith('30101')) problems.correspondent_account = 'correspondentPrefix';
  else if (bikOk && !correspondentKeyMatches(value.bik, correspondent))
    problems.correspondent_account = 'correspondentKey';

  return Object.keys(problems).length ? { value: null, problems } : { value, problems };
}

/** Problems as the API's 400 body: `{ field: [Russian message] }`. */
export function bankDetailsFieldErrors(problems: TBankDetailsCheck['problems']): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, [BANK_DETAILS_MESSAGES[problem]]]),
  );
}

const ZBankText = (max: number, description: string) => z.string().max(max).nullish().describe(description);

/** `GET` / `PUT /api/v1/sellers/{id}/bank-details/`: null fields — not given. */
export const ZBankDetails = z
  .object({
    bank_name: z.string().nullable().describe('Банк'),
    bik: z.string().nullable().describe('БИК: 9 цифр'),
    settlement_account: z.string().nullable().describe('Расчётный счёт: 20 цифр'),
    correspondent_account: z.string().nullable().describe('Корреспондентский счёт: 20 цифр, начинается с 30101'),
  })
  .meta({ id: 'BankDetails' });
export type TBankDetailsBody = z.infer<typeof ZBankDetails>;

/** The body of `PUT`: all four fields, or all empty (null, '' or left out) to remove the details. */
export const ZBankDetailsForm = z
  .object({
    bank_name: ZBankText(1000, 'Банк'),
    bik: ZBankText(100, 'БИК: 9 цифр'),
    settlement_account: ZBankText(100, 'Расчётный счёт: 20 цифр, ключ сходится с БИК'),
    correspondent_account: ZBankText(100, 'Корреспондентский счёт: 20 цифр, начинается с 30101'),
  })
  .meta({ id: 'BankDetailsForm' });
