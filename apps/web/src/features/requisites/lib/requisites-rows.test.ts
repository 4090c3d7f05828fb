import { describe, expect, it } from 'vitest';
import { requisitesRows } from './requisites-rows.ts';

describe('requisitesRows', () => {
  it('lists only the details that are set, in an invoice order', () => {
    const rows = requisitesRows({
      is_demo: false,
      email: 'help@sverka.ru',
      bik: '044525225',
      name: 'ООО «Сверка»',
      inn: '7707083893',
      address: '  ',
    });
    expect(rows.map((row) => row.field)).toEqual(['name', 'inn', 'bik', 'email']);
  });

  it('makes the email and the phone links, and nothing else', () => {
    const rows = requisitesRows({
      is_demo: false,
      name: 'ООО «Сверка»',
      account: '40702810938000000001',
      email: 'help@sverka.ru',
      phone: '+7 (495) 000-00-00',
    });
    expect(rows).toEqual([
      { field: 'name', value: 'ООО «Сверка»', href: null },
      { field: 'account', value: '40702810938000000001', href: null },
      { field: 'email', value: 'help@sverka.ru', href: 'mailto:help@sverka.ru' },
      { field: 'phone', value: '+7 (495) 000-00-00', href: 'tel:+74950000000' },
    ]);
  });

  it('leaves a phone without enough digits as plain text', () => {
    const rows = requisitesRows({ is_demo: false, name: 'ООО «Сверка»', email: 'a@b.ru', phone: 'звоните' });
    expect(rows.at(-1)).toEqual({ field: 'phone', value: 'звоните', href: null });
  });
});
