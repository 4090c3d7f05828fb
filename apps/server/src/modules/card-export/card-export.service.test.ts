import { describe, expect, it } from 'vitest';
import { workbookFileName } from './card-export.service.ts';

describe('workbookFileName', () => {
  it('keeps Cyrillic, drops quotes and characters file systems refuse', () => {
    expect(workbookFileName({ name: 'ООО «Ромашка»', inn: '7707083893' })).toBe('ООО Ромашка.xlsx');
    expect(workbookFileName({ name: 'АО "Рога/Копыта"\u0007: Юг', inn: '7707083893' })).toBe('АО Рога Копыта Юг.xlsx');
  });

  it('falls back to the ИНН and caps the length', () => {
    expect(workbookFileName({ name: '«»', inn: '7707083893' })).toBe('7707083893.xlsx');
    expect(workbookFileName({ name: 'Я'.repeat(300), inn: '7707083893' })).toHaveLength(125);
  });
});
