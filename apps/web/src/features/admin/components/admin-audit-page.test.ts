import { AUDIT_ACTIONS } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/admin/en.json';
import ru from '../../../locales/admin/ru.json';
import zh from '../../../locales/admin/zh.json';
import { auditQueryOf } from './admin-audit-page.tsx';

describe('auditQueryOf', () => {
  it('sends the filled filters and leaves out blanks and half-typed values', () => {
    expect(auditQueryOf({ actor: ' 12 ', action: ' user. ', since: '2026-11-01', until: '2026-11-30' }, 2)).toEqual({
      page: 2,
      actor: 12,
      action: 'user.',
      since: '2026-11-01',
      until: '2026-11-30',
    });
    expect(auditQueryOf({ actor: 'abc', action: '  ', since: '2026-11', until: '' }, 1)).toEqual({ page: 1 });
  });
});

describe('the log’s action names', () => {
  const named = (tree: unknown, code: string) =>
    code.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

  it('name every action the server records, in ru, en and zh', () => {
    for (const texts of [ru, en, zh]) {
      for (const code of AUDIT_ACTIONS) expect(named(texts.audit.actions, code), code).toMatch(/\S/);
    }
    expect(named(ru.audit.actions, 'product.reject')).toBe('Товар отклонён');
  });
});
