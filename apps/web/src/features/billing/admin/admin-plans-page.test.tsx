import { MantineProvider } from '@mantine/core';
import type { TAdminPlan } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { AdminPlansTable } from './admin-plans-page.tsx';

beforeAll(async () => {
  await loadAreaTexts('admin');
  await loadAreaTexts('billing-plans');
});

const plan = (overrides: Partial<TAdminPlan>): TAdminPlan => ({
  id: 1,
  code: 'start',
  name: 'Старт',
  type: 'monthly',
  price: 990,
  description: '<ul><li>Долги</li></ul>',
  features: ['card.debts'],
  sort: 10,
  is_active: true,
  members: 3,
  ...overrides,
});

const render = (plans: TAdminPlan[]) =>
  renderToStaticMarkup(
    <MantineProvider>
      <AdminPlansTable plans={plans} onEdit={() => {}} onSaleChange={() => {}} />
    </MantineProvider>,
  );

describe('the plans table', () => {
  it('shows each plan with its period, price, features by name, holders and what can be done with it', () => {
    const html = render([plan({}), plan({ id: 2, type: 'yearly', price: 9900, is_active: false, members: 0 })]);
    expect(html).toContain('Старт');
    expect(html).toContain('Месяц');
    expect(html).toContain('Год');
    expect(html).toContain('Долги по исполнительным производствам и банкротство');
    expect(html).toContain('В продаже');
    expect(html).toContain('В архиве');
    expect(html).toContain('Снять с продажи');
    expect(html).toContain('Вернуть в продажу');
  });

  it('says so when there are no plans', () => {
    expect(render([])).toContain('Тарифов пока нет');
  });
});
