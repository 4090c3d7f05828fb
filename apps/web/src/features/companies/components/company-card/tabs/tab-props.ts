import type { TCounterPartyCard } from '@sverka/shared';
import type { ComponentType } from 'react';

export const CARD_TAB_IDS = [
  'summary',
  'arbitration',
  'finances',
  'connections',
  'trademarks',
  'founders',
  'reliability',
  'debts',
  'sanctions',
  'leasing',
  'inspections',
  'history',
  'details',
  'okved',
  'branches',
  'licenses',
  'contracts',
] as const;

export type TCardTabId = (typeof CARD_TAB_IDS)[number];

/**
 * What the card shows from other features. Features never import each other, so the page that composes the
 * card hands these in: the reliability feature's tab, its verdict in the header (score, zone, strongest
 * factors, with `tabHref` opening its tab), what its card on the Summary tab holds (the gauge with the date of
 * the rating), and a marketplace seller's products under the Summary tab's cards.
 */
export interface TCardSlots {
  ReliabilityTab: ComponentType<{ card: TCounterPartyCard }>;
  ReliabilityVerdict: ComponentType<{ card: TCounterPartyCard; tabHref: string }>;
  ReliabilitySummary: ComponentType<{ card: TCounterPartyCard }>;
  SellerProducts: ComponentType<{ sellerId: number }>;
}

/** What every tab of the card gets. */
export interface TCardTabProps {
  card: TCounterPartyCard;
  /** Switches the card to another tab (Summary's cards link to their tabs). */
  openTab: (id: TCardTabId) => void;
  slots: TCardSlots;
}
