import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage } from './validation-messages.ts';

/** The messages a schema gives `value`, worded by validationMessage. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: validationMessage });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('validation messages', () => {
  it('asks for what is missing or of the wrong kind, not for a type name', () => {
    expect(messages(z.object({ name: z.string() }), {})).toEqual(['Обязательное поле']);
    expect(messages(z.object({ name: z.string() }), { name: null })).toEqual(['Обязательное поле']);
    expect(messages(z.string(), 5)).toEqual(['Введите текст']);
    expect(messages(z.coerce.number(), 'abc')).toEqual(['Введите число']);
    expect(messages(z.number().int(), 1.5)).toEqual(['Введите целое число']);
    expect(messages(z.object({}), [1, 2, 3])).toEqual(['Ожидается объект JSON']);
    expect(messages(z.array(z.string()), 'a')).toEqual(['Ожидается список']);
    expect(messages(z.boolean(), 'yes')).toEqual(['Укажите true или false']);
  });

  it('names limits in words, with the counted word agreeing with the number', () => {
    expect(messages(z.string().max(1000), 'x'.repeat(1001))).toEqual(['Не длиннее 1000 символов']);
    expect(messages(z.string().max(21), 'x'.repeat(22))).toEqual(['Не длиннее 21 символа']);
    expect(messages(z.string().min(8), 'short')).toEqual(['Не короче 8 символов']);
    expect(messages(z.string().min(1), '')).toEqual(['Обязательное поле']);
    expect(messages(z.number().positive(), 0)).toEqual(['Должно быть больше 0']);
    expect(messages(z.number().min(1).max(100_000), 250_000)).toEqual(['Не больше 100\u00a0000']);
    expect(messages(z.number().min(1), 0)).toEqual(['Не меньше 1']);
    expect(messages(z.array(z.string()).min(1), [])).toEqual(['Нужен хотя бы один элемент']);
    expect(messages(z.array(z.string()).max(3), ['a', 'b', 'c', 'd'])).toEqual(['Не больше 3 элементов']);
    expect(messages(z.number().multipleOf(5), 7)).toEqual(['Должно быть кратно 5']);
  });

  it('says which formats and values are accepted', () => {
    expect(messages(z.email(), 'not-an-email')).toEqual(['Введите корректный адрес электронной почты']);
    expect(messages(z.iso.date(), '30.01.2027')).toEqual(['Дата в формате ГГГГ-ММ-ДД']);
    expect(messages(z.string().regex(/^\d+$/), 'abc')).toEqual(['Неверный формат']);
    expect(messages(z.enum(['new', 'paid']), 'lost')).toEqual(['Допустимые значения: new, paid']);
    expect(messages(z.literal('yes'), 'no')).toEqual(['Допустимое значение: yes']);
    expect(messages(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual(['Неизвестные поля: b, c']);
  });

  it('leaves a schema’s own message as it is', () => {
    expect(messages(z.string().min(1, 'Укажите название'), '')).toEqual(['Укажите название']);
  });
});
