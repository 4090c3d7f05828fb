import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../../lib/i18n.ts';
import { companyCardFixture } from '../../../testing/card-fixtures.ts';
import { SummaryTab } from './summary-tab.tsx';
import type { TCardSlots } from './tab-props.ts';

await changeLanguage('ru');

const slots: TCardSlots = {
  ReliabilityTab: () => null,
  ReliabilityVerdict: () => null,
  ReliabilitySummary: () => null,
  SellerProducts: ({ sellerId }) => <p data-slot="seller-products">{`products of ${sellerId}`}</p>,
};

function render(seller: number | null) {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SummaryTab card={companyCardFixture({ seller })} openTab={() => {}} slots={slots} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('SummaryTab', () => {
  it('shows a seller’s products block the page hands in, for this seller', () => {
    expect(render(12)).toContain('<p data-slot="seller-products">products of 12</p>');
  });

  it('has no products block for a subject that does not sell', () => {
    expect(render(null)).not.toContain('data-slot="seller-products"');
  });
});
