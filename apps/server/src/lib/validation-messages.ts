import { russianPlural } from '@sverka/shared';
import type { z } from 'zod';

type TIssue = z.core.$ZodRawIssue;

const CHARACTERS = ['символа', 'символов', 'символов'] as const;
const ITEMS = ['элемента', 'элементов', 'элементов'] as const;
/** «Не короче 8 символов», «не длиннее 21 символа»: after «не короче / не длиннее» the genitive is used. */
const characters = (count: number) => `${count} ${russianPlural(count, CHARACTERS)}`;
const items = (count: number) => `${count} ${russianPlural(count, ITEMS)}`;

const TYPE_MESSAGES: Record<string, string> = {
  number: 'Введите число',
  int: 'Введите целое число',
  bigint: 'Введите целое число',
  string: 'Введите текст',
  boolean: 'Укажите true или false',
  array: 'Ожидается список',
  object: 'Ожидается объект JSON',
  date: 'Введите дату',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Введите корректный адрес электронной почты',
  url: 'Введите корректную ссылку',
  date: 'Дата в формате ГГГГ-ММ-ДД',
  datetime: 'Дата и время в формате ГГГГ-ММ-ДДTчч:мм:ссZ',
  time: 'Время в формате чч:мм',
  uuid: 'Неверный идентификатор',
};

const REQUIRED = 'Обязательное поле';
const INVALID = 'Недопустимое значение';
/** Allowed values listed in a message, at most: a longer list is the API documentation's to give. */
const LISTED_VALUES = 10;

const number = (value: number | bigint) => (typeof value === 'bigint' ? value.toString() : value.toLocaleString('ru'));

/** The words of a limit, by its side: on a length, a count of elements, or a number (inclusive or not). */
const LIMIT_WORDS = {
  too_small: { length: 'Не короче', count: 'Не меньше', exclusive: 'Должно быть больше' },
  too_big: { length: 'Не длиннее', count: 'Не больше', exclusive: 'Должно быть меньше' },
} as const;

function limitMessage(issue: Extract<TIssue, { code: 'too_small' | 'too_big' }>): string {
  const words = LIMIT_WORDS[issue.code];
  const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  const amount = Number(bound);
  // Fewer than one character or element means nothing was given.
  const nothing = issue.code === 'too_small' && amount <= 1;
  switch (issue.origin) {
    case 'string':
      return nothing ? REQUIRED : `${words.length} ${characters(amount)}`;
    case 'array':
    case 'set':
      return nothing ? 'Нужен хотя бы один элемент' : `${words.count} ${items(amount)}`;
    case 'number':
    case 'int':
    case 'bigint':
      return `${issue.inclusive ? words.count : words.exclusive} ${number(bound)}`;
    default:
      return INVALID;
  }
}

/**
 * The message of a validation issue no schema worded itself, in plain Russian: what to enter, not how the
 * validator sees it (zod's own Russian texts read «ожидалось, что string будет иметь <=1000 символов»).
 * A schema's own message always wins over this one.
 */
export function validationMessage(issue: TIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return REQUIRED;
      return TYPE_MESSAGES[issue.expected] ?? INVALID;
    case 'too_small':
    case 'too_big':
      return limitMessage(issue);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Неверный формат';
    case 'not_multiple_of':
      return `Должно быть кратно ${number(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'Неизвестное поле' : 'Неизвестные поля'}: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      if (issue.values.length === 1) return `Допустимое значение: ${String(issue.values[0])}`;
      if (issue.values.length <= LISTED_VALUES) return `Допустимые значения: ${issue.values.map(String).join(', ')}`;
      return INVALID;
    default:
      return INVALID;
  }
}
