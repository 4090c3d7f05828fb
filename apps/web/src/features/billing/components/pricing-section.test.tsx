import { MantineProvider } from '@mantine/core';
import { formatDate, type TMembership, type TPlan } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthDialogContext } from '../../../lib/auth-dialog.ts';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { membershipsQueryOptions, plansQueryOptions } from '../api/plans.ts';
import { PricingSection } from './pricing-section.tsx';

await loadAreaTexts('billing-plans');

const plan = (id: number, code: string, name: string, type: TPlan['type'], price: number): TPlan => ({
  id,
  code,
  name,
  price,
  description: '',
  type,
  features: ['card.debts'],
});

const PLANS = [
  plan(1, 'start', 'Старт', 'monthly', 990),
  plan(2, 'start', 'Старт', 'yearly', 9900),
  plan(3, 'scale', 'Масштабирование', 'monthly', 2490),
  plan(4, 'scale', 'Масштабирование', 'yearly', 24900),
];

const END = '2026-12-25T09:00:00.000Z';
const membership = (planRow: TPlan, isActive: boolean, end = END): TMembership => ({
  id: planRow.id * 10,
  plan: planRow,
  start_date: '2026-11-25T09:00:00.000Z',
  end_date: end,
  is_active: isActive,
});

function render(memberships: TMembership[] | undefined): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(plansQueryOptions().queryKey, PLANS);
  if (memberships) queryClient.setQueryData(membershipsQueryOptions().queryKey, memberships);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthDialogContext.Provider value={{ open: () => {} }}>
          <MemoryRouter>
            <PricingSection />
          </MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The monthly cards as shown (the period switch starts on monthly), each card's HTML by its heading. */
function cards(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of html.matchAll(
    /<div[^>]*data-testid="plan-card"[\s\S]*?(?=<div[^>]*data-testid="plan-card"|$)/g,
  )) {
    const name = /<h3[^>]*>([^<]*)<\/h3>/.exec(match[0])?.[1] ?? '';
    found.set(name, match[0]);
  }
  return found;
}

afterEach(() => session.signOut());

describe('PricingSection', () => {
  it('offers every plan to connect when the visitor has none', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const shown = cards(render([]));
    expect([...shown.keys()]).toEqual(['Старт', 'Масштабирование']);
    for (const card of shown.values()) {
      expect(card).toContain('>Подключить<');
      expect(card).not.toContain('Ваш тариф');
    }
  });

  it('marks the plan in force as the visitor’s own, with its end date and a renewal, and leaves the others on offer', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const [start, , scale] = PLANS as [TPlan, TPlan, TPlan];
    // The Масштабирование membership has ended; Старт is in force.
    const shown = cards(render([membership(start, true), membership(scale, false, '2026-10-01T09:00:00.000Z')]));
    const own = shown.get('Старт') ?? '';
    expect(own).toContain('data-current="true"');
    expect(own).toContain('Ваш тариф');
    expect(own).toContain(`Действует до ${formatDate(END)}`);
    expect(own).toContain('>Продлить<');
    expect(own).not.toContain('>Подключить<');
    const other = shown.get('Масштабирование') ?? '';
    expect(other).not.toContain('data-current');
    expect(other).toContain('>Подключить<');
  });

  it('shows no plan as the visitor’s own once signed out, whatever is cached', () => {
    const [start] = PLANS as [TPlan];
    const html = render([membership(start, true)]);
    expect(html).not.toContain('Ваш тариф');
    expect(html).not.toContain('>Продлить<');
  });

  it('says it in English too', async () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    await changeLanguage('en');
    try {
      const [start] = PLANS as [TPlan];
      const own = cards(render([membership(start, true)])).get('Start') ?? '';
      expect(own).toContain('Your plan');
      expect(own).toContain(`Active until ${formatDate(END)}`);
      expect(own).toContain('>Renew<');
    } finally {
      await changeLanguage('ru');
    }
  });
});
