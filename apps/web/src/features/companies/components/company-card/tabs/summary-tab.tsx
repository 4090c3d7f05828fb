import { MainInfoCard } from '../main-info-card.tsx';
import { FinancesSummary } from '../summary/finances-summary.tsx';
import { ArbitrationSummary, ContractsSummary, InspectionsSummary } from '../summary/records-summary.tsx';
import {
  BranchesSummary,
  ConnectionsSummary,
  ContactsSummary,
  FoundersSummary,
  LicensesSummary,
} from '../summary/registry-summary.tsx';
import { ReliabilitySummary } from '../summary/reliability-summary.tsx';
import classes from '../summary/summary.module.css';
import type { TCardTabProps } from './tab-props.ts';

/** Spec §2 «Summary cards»: each card sums up one tab and opens it; a marketplace seller's products follow. */
export function SummaryTab({ card, openTab, slots }: TCardTabProps) {
  return (
    <div className={classes.layout}>
      <MainInfoCard company={card} />
      <div className={classes.grid}>
        <ReliabilitySummary card={card} openTab={openTab} slots={slots} />
        <FinancesSummary inn={card.inn} openTab={openTab} />
        <ArbitrationSummary inn={card.inn} openTab={openTab} />
        <ContactsSummary card={card} openTab={openTab} />
        <ConnectionsSummary card={card} openTab={openTab} />
        <FoundersSummary card={card} openTab={openTab} />
        <InspectionsSummary inn={card.inn} openTab={openTab} />
        <LicensesSummary card={card} openTab={openTab} />
        <BranchesSummary card={card} openTab={openTab} />
        <ContractsSummary inn={card.inn} openTab={openTab} />
      </div>
      {card.seller !== null ? (
        <section className={classes.sellerProducts}>
          <slots.SellerProducts sellerId={card.seller} />
        </section>
      ) : null}
    </div>
  );
}
