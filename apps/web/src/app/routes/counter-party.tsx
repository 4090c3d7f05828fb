import { Container } from '@mantine/core';
import type { TCounterPartyCard } from '@sverka/shared';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { ExportButton } from '../../features/card-export/components/export-button.tsx';
import { CounterPartyView } from '../../features/companies/components/company-card/counter-party-view.tsx';
import type { TCardSlots } from '../../features/companies/components/company-card/tabs/tab-props.ts';
import { AddFriendButton } from '../../features/friends/components/add-friend-button.tsx';
import { SellerProductsAndAnnouncements } from '../../features/marketplace/announcements/seller-block.tsx';
import { WatchButton } from '../../features/monitoring/components/watch-button.tsx';
import { ReliabilitySummaryGauge } from '../../features/reliability/components/reliability-summary.tsx';
import { ReliabilityVerdict } from '../../features/reliability/components/reliability-verdict.tsx';
import { CompanySearch } from '../../features/search/components/company-search/company-search.tsx';
import classes from './routes.module.css';

/**
 * The card's parts that other features own; the Reliability tab loads as a chunk of its own, as every tab
 * does, while its verdict comes with the card (it is the header's). A seller's products and announcements are the marketplace's block.
 */
const cardSlots: TCardSlots = {
  // Under the factors, the knowledge base's «Статьи по факторам этой карточки» (early access).
  ReliabilityTab: lazy(() =>
    Promise.all([
      import('../../features/reliability/components/reliability-tab.tsx'),
      import('../../features/knowledge/components/factor-articles-block.tsx'),
    ]).then(([tab, knowledge]) => ({
      default: ({ card }: { card: TCounterPartyCard }) => (
        <tab.ReliabilityTab
          card={card}
          renderExtra={(reply) => (
            <knowledge.FactorArticlesBlock factorIds={reply.factors.map((factor) => factor.id)} />
          )}
        />
      ),
    })),
  ),
  ReliabilityVerdict,
  ReliabilitySummary: ReliabilitySummaryGauge,
  SellerProducts: SellerProductsAndAnnouncements,
};

export function CounterPartyPage() {
  // The route pattern guarantees the param; '' would simply be "not found".
  const { id = '' } = useParams();
  return (
    <Container size="lg" className={classes.page}>
      {/* Keyed by id: a new counterparty starts with fresh local state (expanded lists …). */}
      <CounterPartyView
        key={id}
        id={id}
        slots={cardSlots}
        renderActions={(company) => (
          <>
            <ExportButton card={company} />
            <WatchButton card={company} />
            <AddFriendButton representative={company.representative} />
          </>
        )}
        search={<CompanySearch variant="compact" />}
      />
    </Container>
  );
}
