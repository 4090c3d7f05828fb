import { describe, expect, it } from 'vitest';
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
