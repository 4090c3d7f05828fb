import { describe, expect, it } from 'vitest';
import ru from './card-registry/ru.json';

describe('card-registry Russian texts fixed by the spec', () => {
  it('keeps the exact empty state of the Sanctions tab (spec §2, §8)', () => {
    expect(ru.sanctions.none).toBe('Санкций нет');
  });

  it('labels the trademark search by registration number (spec §2)', () => {
    expect(ru.trademarks.search).toBe('Номер регистрации');
  });
});
