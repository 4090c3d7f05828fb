import { describe, expect, it } from 'vitest';
import { MONOGRAM_COLORS, monogramColor, monogramInitials } from './monogram.ts';

describe('monogramInitials', () => {
  it.each([
    ['ООО "Ромашка Плюс"', 'РП'],
    ['ООО «РОГА И КОПЫТА»', 'РИ'],
    ['ПАО Сбербанк', 'С'],
    ['ИП Иванов И. И.', 'ИИ'],
    ['АО "1С-Софт"', '1С'],
    ['ооо техно', 'Т'],
    ['"', '?'],
  ])('%s → %s', (name, initials) => {
    expect(monogramInitials(name)).toBe(initials);
  });
});

describe('monogramColor', () => {
  it('gives a name the same calm colour every time', () => {
    expect(monogramColor('ООО "Ромашка"')).toBe(monogramColor('ООО "Ромашка"'));
    expect(MONOGRAM_COLORS).toContain(monogramColor('ООО "Ромашка"'));
  });

  it('spreads names over the palette', () => {
    const used = new Set(Array.from({ length: 60 }, (_, i) => monogramColor(`ООО "Компания ${i}"`)));
    expect(used.size).toBeGreaterThan(3);
  });
});
