import { describe, expect, it } from 'vitest';
import type { TMembershipRow } from './memberships.repository.ts';
import type { TOrderForPayment } from './orders.repository.ts';
import type { TPlanRow } from './plans.repository.ts';
import { composeReceipt } from './receipt.mail.ts';

const plan: TPlanRow = {
  id: 4,
  code: 'scale',
  name: 'Масштабирование',
  type: 'yearly',
  price_kopecks: 2_490_000,
  description_html: '',
  features: [],
  sort: 20,
};
const order = {
  id: '6f1c2a9e-1b2c-4d5e-8f90-123456789abc',
  amount_kopecks: 2_490_000,
  paid_at: new Date('2026-03-31T21:30:00Z'),
  user_full_name: 'Петрова Анна',
  plan,
} as TOrderForPayment;
const membership = {
  starts_at: new Date('2026-03-31T21:30:00Z'),
  ends_at: new Date('2027-03-31T21:30:00Z'),
} as TMembershipRow;
const requisites = {
  name: 'ООО «Сверка»',
  inn: '7700000001',
  kpp: '770001001',
  ogrn: '1027700000001',
  address: 'г. Москва, ул. Тестовая, д. 1',
  bank: 'АО «Банк»',
  bik: '044525000',
  account: '40702810000000000001',
  correspondentAccount: '30101810000000000000',
  email: 'support@sverka.example',
  phone: '+7 495 000-00-00',
};

describe('composeReceipt', () => {
  it('names plan, period, amount, Moscow dates, order and every requisite given', () => {
    const { subject, text } = composeReceipt(order, membership, requisites, 'yookassa');
    expect(subject).toBe('Оплата тарифа «Масштабирование» — заказ 6f1c2a9e');
    expect(text).toContain('Здравствуйте, Петрова Анна!');
    expect(text).toContain('Период: 1 год');
    expect(text).toMatch(/Сумма: 24\s900\s₽/);
    // 21:30 UTC on 31 March is already 1 April in Moscow.
    expect(text).toContain('Дата оплаты: 01.04.2026');
    expect(text).toContain('с 01.04.2026 по 01.04.2027');
    expect(text).toContain(`Номер заказа: ${order.id}`);
    expect(text).toContain('ИНН 7700000001, КПП 770001001, ОГРН 1027700000001');
    expect(text).toContain('Адрес: г. Москва, ул. Тестовая, д. 1');
    expect(text).toContain('Банк: АО «Банк», БИК 044525000, р/с 40702810000000000001, к/с 30101810000000000000');
    expect(text).toContain('Почта: support@sverka.example, телефон: +7 495 000-00-00');
    expect(text).toContain('ЮKassa');
  });

  it('shows no empty requisite lines and marks a sandbox payment as a test', () => {
    const bare = {
      ...requisites,
      inn: undefined,
      kpp: undefined,
      ogrn: undefined,
      address: undefined,
      bank: undefined,
      bik: undefined,
      account: undefined,
      correspondentAccount: undefined,
      phone: undefined,
    };
    const { text } = composeReceipt(order, membership, bare, 'sandbox');
    expect(text).not.toMatch(/ИНН|Адрес:|Банк:|undefined/);
    expect(text).toContain('Платёж тестовый');
  });
});
