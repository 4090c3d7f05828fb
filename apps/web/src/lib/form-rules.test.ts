import { describe, expect, it } from 'vitest';
import { isEmail } from './form-rules.ts';

describe('isEmail', () => {
  it('takes an address as typed, spaces around it and capitals included', () => {
    expect(isEmail(' Ivan.Petrov@Example.ru ')).toBe(true);
  });

  it('refuses what the server refuses', () => {
    for (const address of [
      '',
      'x@',
      'ivan@example',
      'ivan petrov@example.ru',
      '.ivan@example.ru',
      'ivan@@example.ru',
    ]) {
      expect(isEmail(address)).toBe(false);
    }
  });
});
