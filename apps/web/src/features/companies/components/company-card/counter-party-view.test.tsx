import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { counterPartyQueryOptions } from '../../api/get-counter-party.ts';
import { companyCardFixture } from '../../testing/card-fixtures.ts';
import { CounterPartyView } from './counter-party-view.tsx';
import type { TCardSlots } from './tabs/tab-props.ts';

await changeLanguage('ru');

const card = companyCardFixture();

const slots: TCardSlots = {
  ReliabilityTab: ({ card }) => <p data-slot="reliability-tab">{card.inn}</p>,
  ReliabilityVerdict: ({ card, tabHref }) => (
    <a href={tabHref} data-slot="reliability-verdict">
      {card.inn}
    </a>
  ),
  ReliabilitySummary: ({ card }) => <p data-slot="reliability-summary">{card.inn}</p>,
  SellerProducts: ({ sellerId }) => <p data-slot="seller-products">{sellerId}</p>,
};

/** The card as its page composes it, with the card already fetched. */
function render(url: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(counterPartyQueryOptions(card.inn).queryKey, card);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <CounterPartyView
            id={card.inn}
            slots={slots}
            renderActions={(company) => <button type="button">{`action ${company.inn}`}</button>}
            search={<input type="search" />}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('CounterPartyView', () => {
  it('shows the Reliability tab the page hands in, for this card', () => {
    expect(render(`/?tab=reliability`)).toContain(`<p data-slot="reliability-tab">${card.inn}</p>`);
  });

  it('puts the actions the page hands in into the card header', () => {
    expect(render('/')).toContain(`action ${card.inn}`);
  });

  it('draws the verdict in the header, after the name and before the identifiers and the tabs, linking its tab', () => {
    const html = render('/');
    const verdict = html.indexOf('data-slot="reliability-verdict"');
    expect(verdict).toBeGreaterThan(html.indexOf('</h1>'));
    expect(verdict).toBeLessThan(html.indexOf('aria-label="Реквизиты"'));
    expect(verdict).toBeLessThan(html.indexOf('role="tablist"'));
    expect(html).toContain(`<a href="?tab=reliability#card-sections" data-slot="reliability-verdict">${card.inn}</a>`);
    // The tabs are the anchor the link scrolls to.
    expect(html).toMatch(/id="card-sections"[^>]*>\s*<div[^>]*class="[^"]*mantine-Tabs-root/);
  });
});
