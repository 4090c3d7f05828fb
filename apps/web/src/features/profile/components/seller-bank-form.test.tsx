import { MantineProvider } from '@mantine/core';
import type { TBankDetailsBody } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import { sellerBankQueryOptions } from '../api/seller-bank.ts';
import { SellerBankForm } from './seller-bank-form.tsx';

beforeAll(async () => {
  await changeLanguage('ru');
  await loadAreaTexts('profile');
});

function render(bank: TBankDetailsBody) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sellerBankQueryOptions(7).queryKey, bank);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <SellerBankForm sellerId={7} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('SellerBankForm', () => {
  it('shows the four fields with what was saved', () => {
    const html = render({
      bank_name: 'ПАО Сбербанк',
      bik: '044525225',
      settlement_account: '40702810938000000001',
      correspondent_account: '30101810400000000225',
    });
    expect(html).toContain('Банковские реквизиты');
    for (const label of ['Банк', 'БИК', 'Расчётный счёт', 'Корреспондентский счёт']) expect(html).toContain(label);
    expect(html).toContain('value="044525225"');
    expect(html).toContain('value="40702810938000000001"');
    expect(html).toContain('Сохранить реквизиты');
  });

  it('starts empty when no details were given', () => {
    const html = render({ bank_name: null, bik: null, settlement_account: null, correspondent_account: null });
    expect(html).toContain('name="bik"');
    expect(html).not.toContain('value="0');
  });
});
