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

function tooSmall(issue: Extract<TIssue, { code: 'too_small' }>): string {
  const minimum = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return minimum <= 1 ? REQUIRED : `Не короче ${characters(minimum)}`;
    case 'array':
    case 'set':
      return minimum <= 1 ? 'Нужен хотя бы один элемент' : `Не меньше ${items(minimum)}`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive ? `Не меньше ${number(issue.minimum)}` : `Должно быть больше ${number(issue.minimum)}`;
    default:
      return INVALID;
  }
}

function tooBig(issue: Extract<TIssue, { code: 'too_big' }>): string {
  const maximum = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Не длиннее ${characters(maximum)}`;
    case 'array':
    case 'set':
      return `Не больше ${items(maximum)}`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive ? `Не больше ${number(issue.maximum)}` : `Должно быть меньше ${number(issue.maximum)}`;
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
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
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
