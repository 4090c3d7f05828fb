import { MantineProvider } from '@mantine/core';
import type { TLocked } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthDialogContext } from '../../lib/auth-dialog.ts';
import { changeLanguage, loadAreaTexts } from '../../lib/i18n.ts';
import { LockedBlock } from './locked-block.tsx';

// The card's route loads the plans' names with it, as here.
await loadAreaTexts('billing-plans');

const render = (locked: TLocked) =>
  renderToStaticMarkup(
    <MantineProvider>
      <AuthDialogContext.Provider value={{ open: () => {} }}>
        <MemoryRouter>
          <LockedBlock locked={locked} />
        </MemoryRouter>
      </AuthDialogContext.Provider>
    </MantineProvider>,
  );

describe('LockedBlock', () => {
  it('names the tier the server says opens the block', () => {
    const html = render({
      feature: 'card.arbitration_statistics',
      reason: 'upgrade',
      plan: { code: 'scale', name: 'Масштабирование' },
    });
    expect(html).toContain('Доступно в тарифе «Масштабирование»');
    expect(html).not.toContain('Доступно в платных тарифах');
    expect(html).toContain('Выбрать тариф');
  });

  it('uses the server’s name for a tier this build does not know, and the general words without a tier', () => {
    expect(render({ feature: 'card.debts', reason: 'upgrade', plan: { code: 'pro_2027', name: 'Про' } })).toContain(
      'Доступно в тарифе «Про»',
    );
    expect(render({ feature: 'card.debts', reason: 'upgrade', plan: null })).toContain('Доступно в платных тарифах');
  });

  it('translates the tier with the interface', async () => {
    await changeLanguage('en');
    try {
      const html = render({ feature: 'card.debts', reason: 'upgrade', plan: { code: 'start', name: 'Старт' } });
      expect(html).toContain('Available on the Start plan');
    } finally {
      await changeLanguage('ru');
    }
  });

  it('asks an anonymous visitor to sign in, naming no tier', () => {
    const html = render({ feature: 'card.debts', reason: 'sign_in' });
    expect(html).toContain('Раздел доступен после входа');
    expect(html).not.toContain('Доступно в тарифе');
  });
});
